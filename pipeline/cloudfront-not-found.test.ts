import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { hostileRequests } from "../tests/deploy/support/hostile-requests"
import { writeNotFoundFunction } from "./write-headers"

type Response = {
  status: string
  statusDescription?: string
  headers: Record<string, { value: string }[]>
  body?: string
}
type Handler = (event: { Records: { cf: { request: { uri: string }; response: Response } }[] }) => Promise<Response>

/*
 * The Lambda@Edge function CloudFront runs on the origin's response (deploy/cloudfront/not-found.mjs),
 * as the build writes it with the 404 pages beside it: an unknown address gets its language's page.
 */

const pages = {
  english: "<html lang=en-US>Page not found</html>",
  spanish: "<html lang=es-US>Página no encontrada</html>",
}
let dir = ""
let handler: Handler

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "not-found-"))
  const client = path.join(dir, "client")
  await mkdir(path.join(client, "es"), { recursive: true })
  await writeFile(path.join(client, "404.html"), pages.english)
  await writeFile(path.join(client, "es", "404.html"), pages.spanish)
  await writeNotFoundFunction(client, path.join(dir, "not-found"))
  ;({ handler } = (await import(pathToFileURL(path.join(dir, "not-found", "index.mjs")).href)) as { handler: Handler })
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The answer to `uri` (as the viewer-request function leaves it) when S3 answered `status`. */
const answer = (uri: string, status: string) =>
  handler({ Records: [{ cf: { request: { uri }, response: { status, headers: {} } } }] })

describe("the CloudFront not-found function", () => {
  it("answers an unknown address under /es with the Spanish 404 page, and any other with the default's", async () => {
    for (const [uri, body] of [
      ["/es/no-such-page.html", pages.spanish],
      ["/es/blog/no-such-post.html", pages.spanish],
      ["/es/404", pages.spanish],
      ["/no-such-page.html", pages.english],
      ["/esx/no-such-page.html", pages.english],
      ["/blog/es/no-such-page.html", pages.english],
    ] as const)
      for (const status of ["403", "404"]) {
        const response = await answer(uri, status)
        expect(response.status, uri).toBe("404")
        expect(response.body, uri).toBe(body)
        expect(response.headers["content-type"]?.[0]?.value).toBe("text/html; charset=utf-8")
      }
  })

  it("leaves every other response as the origin gave it", async () => {
    for (const status of ["200", "304", "500"]) expect((await answer("/es.html", status)).status).toBe(status)
  })

  it.each(hostileRequests({ path: "/assets/entry-abc.js", size: 1000 }).map((row) => [row.label, row.target] as const))(
    "answers a hostile address (%s) that S3 misses with a 404 page",
    async (_, target) => {
      const response = await answer(target.split("?")[0] ?? "/", "403")
      expect(response.status).toBe("404")
      expect([pages.english, pages.spanish]).toContain(response.body)
    },
  )
})
