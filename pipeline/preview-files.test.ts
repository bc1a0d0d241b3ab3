import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { BuildKind } from "../app/config/build-kind"
import { readSiteSettings } from "../app/config/settings"
import type { BuiltPage } from "./built-pages"
import { writeSeoFiles } from "./seo-files"
import { SiteScripts } from "./trusted-scripts"
import { writeHeaders } from "./write-headers"

/*
 * What a build writes for search engines besides its pages: a preview (a public build that still
 * holds sample content) keeps them all out; any other build invites them in.
 */

const site = readSiteSettings({ VITE_SITE_URL: "https://www.real-agency.example" })
const pages: BuiltPage[] = [
  {
    path: "/",
    file: "index.html",
    html: '<link rel="canonical" href="https://www.real-agency.example/"><main></main>',
  },
  { path: "/404.html", file: "404.html", html: "<main><h1>404</h1></main>" },
]

let buildDir: string
const clientDir = () => path.join(buildDir, "client")
const read = (file: string) => readFile(path.join(buildDir, file), "utf8")

beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "preview-files-"))
  await mkdir(clientDir())
  for (const page of pages)
    await writeFile(
      path.join(clientDir(), page.file),
      `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${page.html}</body></html>`,
    )
})
afterEach(async () => {
  await rm(buildDir, { recursive: true, force: true })
})

async function build(kind: BuildKind) {
  await writeSeoFiles(clientDir(), site, pages, kind)
  await writeHeaders(clientDir(), site, new SiteScripts(), kind)
}

interface KeyValue {
  key?: string
  Header?: string
  value?: string
  Value?: string
}
/** The X-Robots-Tag of a list of headers, as Vercel (`key`, `value`) or CloudFront (`Header`, `Value`) writes them. */
function robotsIn(entries: KeyValue[] | undefined): string | undefined {
  const entry = entries?.find((candidate) => (candidate.key ?? candidate.Header) === "X-Robots-Tag")
  return entry?.value ?? entry?.Value
}

/** Each file that gives responses their headers, one per way of serving the build, and the X-Robots-Tag every response gets from it. */
const headerFiles: [string, (text: string) => string | undefined][] = [
  ["client/_headers", (text) => /^\/\*\n(?: {2}.*\n)*? {2}X-Robots-Tag: (.+)$/m.exec(text)?.[1]],
  ["nginx/security-headers.conf", (text) => /^add_header X-Robots-Tag "([^"]+)" always;$/m.exec(text)?.[1]],
  [
    "headers.json",
    (text) => (JSON.parse(text) as { rules: { headers: Record<string, string> }[] }).rules[0]?.headers["X-Robots-Tag"],
  ],
  ["vercel.json", (text) => robotsIn((JSON.parse(text) as { headers: { headers: KeyValue[] }[] }).headers[0]?.headers)],
  [
    "cloudfront/response-headers-policy.json",
    (text) => robotsIn((JSON.parse(text) as { CustomHeadersConfig: { Items: KeyValue[] } }).CustomHeadersConfig.Items),
  ],
]

describe("a preview build", () => {
  it("disallows every crawler and lists no page in its sitemap", async () => {
    await build("preview")
    expect(await read("client/robots.txt")).toBe("User-agent: *\nDisallow: /\n")
    expect(await read("client/sitemap.xml")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n',
    )
  })

  it.each(headerFiles)("asks, in %s, that no response be indexed", async (file, robotsHeader) => {
    await build("preview")
    expect(robotsHeader(await read(file))).toBe("noindex, nofollow")
  })
})

describe("any other build", () => {
  it("invites crawlers to its sitemap, which lists its indexable pages", async () => {
    await build("public")
    expect(await read("client/robots.txt")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.real-agency.example/sitemap.xml\n",
    )
    expect(await read("client/sitemap.xml")).toContain("<loc>https://www.real-agency.example/</loc>")
  })

  it.each(headerFiles)("sends no X-Robots-Tag in %s", async (file, robotsHeader) => {
    await build("example")
    expect(robotsHeader(await read(file))).toBeUndefined()
  })
})
