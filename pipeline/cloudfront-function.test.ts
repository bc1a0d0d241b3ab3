import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { hostileRequests, leaks, redirectOrigin } from "../tests/deploy/support/hostile-requests"

type Query = Record<string, { value: string; multiValue?: { value: string }[] }>
type Request = { uri: string; querystring: Query }
/** An answer of the function's own: a redirect, or a 404 without a body. */
type Answer = { statusCode: number; headers?: { location: { value: string } } }

/** deploy/cloudfront/clean-urls.js as CloudFront runs it: a script defining `handler`. */
const handler = new Function(
  `${readFileSync("deploy/cloudfront/clean-urls.js", "utf8")}; return handler`,
)() as (event: { request: Request }) => Request | Answer

const viewerRequest = (uri: string, querystring: Query = {}) => handler({ request: { uri, querystring } })

describe("the CloudFront clean-URL function", () => {
  it("answers each page from its prerendered file", () => {
    expect(viewerRequest("/")).toMatchObject({ uri: "/index.html" })
    expect(viewerRequest("/services")).toMatchObject({ uri: "/services.html" })
    expect(viewerRequest("/case-studies")).toMatchObject({ uri: "/case-studies.html" })
    expect(viewerRequest("/es")).toMatchObject({ uri: "/es.html" })
    expect(viewerRequest("/es/case-studies/keystone-ridge-realty")).toMatchObject({
      uri: "/es/case-studies/keystone-ridge-realty.html",
    })
  })

  it("leaves the 404 pages' own addresses for S3 to miss, so that CloudFront answers them with status 404", () => {
    expect(viewerRequest("/404")).toMatchObject({ uri: "/404" })
    expect(viewerRequest("/es/404")).toMatchObject({ uri: "/es/404" })
  })

  it("leaves files alone", () => {
    expect(viewerRequest("/assets/entry-abc.js")).toMatchObject({ uri: "/assets/entry-abc.js" })
    expect(viewerRequest("/sitemap.xml")).toMatchObject({ uri: "/sitemap.xml" })
  })

  it("redirects the other forms of an address to the canonical one, keeping the query", () => {
    expect(viewerRequest("/services/", { utm_source: { value: "news letter" } })).toEqual({
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: "/services?utm_source=news%20letter" } },
    })
    expect(viewerRequest("/services.html")).toMatchObject({ headers: { location: { value: "/services" } } })
    expect(viewerRequest("/services.html/")).toMatchObject({ headers: { location: { value: "/services" } } })
    expect(viewerRequest("/es/")).toMatchObject({ headers: { location: { value: "/es" } } })
    expect(viewerRequest("/index.html")).toMatchObject({ headers: { location: { value: "/" } } })
    expect(viewerRequest("/index")).toMatchObject({ headers: { location: { value: "/" } } })
    expect(
      viewerRequest("/process//", { tag: { value: "a", multiValue: [{ value: "a" }, { value: "b" }] } }),
    ).toMatchObject({ headers: { location: { value: "/process?tag=a&tag=b" } } })
  })

  it("answers 404 for the headers file of Netlify and Cloudflare Pages", () => {
    expect(viewerRequest("/_headers")).toEqual({ statusCode: 404, statusDescription: "Not Found" })
  })
})

/** The query string as CloudFront hands it to the function: by name, each value decoded. */
function querystringOf(search: string): Query {
  const parameters = new URLSearchParams(search)
  return Object.fromEntries(
    [...new Set(parameters.keys())].map((name) => {
      const [first = { value: "" }, ...more] = parameters.getAll(name).map((value) => ({ value }))
      return [name, more.length > 0 ? { ...first, multiValue: [first, ...more] } : first]
    }),
  )
}

describe("the CloudFront function under the hostile requests of every target (tests/deploy/support/hostile-requests.ts)", () => {
  // Its input is the path and the query: CloudFront itself answers other methods, malformed
  // requests and ranges (the rows that say `cloudFront: false`).
  const rows = hostileRequests({ path: "/assets/entry-abc.js", size: 1000 }).filter((row) => row.cloudFront !== false)

  it("is reached by GET requests only", () => {
    expect(rows.length).toBeGreaterThan(40)
    expect(new Set(rows.map((row) => row.method))).toEqual(new Set(["GET"]))
  })

  it.each(rows.map((row) => [row.label, row] as const))("%s", (_, row) => {
    const [path = "", search = ""] = row.target.split(/\?(.*)/)
    const answer = viewerRequest(path, querystringOf(search))
    const expected = row.cloudFront
    if (expected && "uri" in expected) expect(answer).toMatchObject({ uri: expected.uri })
    if (expected && "location" in expected)
      expect(answer).toMatchObject({ statusCode: 301, headers: { location: { value: expected.location } } })
    if (expected && "status" in expected) expect(answer).toMatchObject({ statusCode: expected.status })
    if ("uri" in answer) {
      // The object asked of S3 is the one the path names, or the page named after it: never another.
      expect([path, `${path}.html`, "/index.html"]).toContain(answer.uri)
      return
    }
    expect(answer.statusCode).toBeLessThan(500)
    expect(leaks(JSON.stringify(answer))).toEqual([])
    const location = answer.headers?.location.value
    if (location !== undefined) {
      expect(answer.statusCode).toBe(301)
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(redirectOrigin(location, "https://www.example.com")).toBe("https://www.example.com")
    }
  })
})
