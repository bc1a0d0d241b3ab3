import { describe, expect, it } from "vitest"
import { sitemapFiles } from "./seo-files"

const url = (file: string) => `https://www.agency.example/${file}`
const entry = (index: number) => `  <url>\n    <loc>https://www.agency.example/blog/post-${index}</loc>\n  </url>`
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe("sitemapFiles", () => {
  it("writes one sitemap.xml while every address fits one sitemap", () => {
    const files = sitemapFiles([entry(1), entry(2)], url)
    expect(files.map(({ file }) => file)).toEqual(["sitemap.xml"])
    expect(files[0]?.xml).toMatch(/^<\?xml[^\n]*\n<urlset [^\n]*>\n {2}<url>/)
    expect(locations(files[0]?.xml ?? "")).toEqual([
      "https://www.agency.example/blog/post-1",
      "https://www.agency.example/blog/post-2",
    ])
  })

  it("splits the addresses into sitemaps within the limits, and makes sitemap.xml their index", () => {
    const entries = Array.from({ length: 5 }, (_, index) => entry(index + 1))
    const files = sitemapFiles(entries, url, { urls: 2, bytes: 50 * 1024 * 1024 })
    expect(files.map(({ file }) => file)).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
    expect(files[0]?.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locations(files[0]?.xml ?? "")).toEqual([url("sitemap-1.xml"), url("sitemap-2.xml"), url("sitemap-3.xml")])
    // Every address once, in order, across the parts.
    expect(files.slice(1).flatMap(({ xml }) => locations(xml))).toEqual(entries.flatMap(locations))
  })

  it("starts a new sitemap before one would pass the size limit", () => {
    const entries = Array.from({ length: 4 }, (_, index) => entry(index + 1))
    const bytes = Buffer.byteLength(sitemapFiles(entries.slice(0, 2), url)[0]?.xml ?? "")
    const files = sitemapFiles(entries, url, { urls: 50_000, bytes })
    expect(files.slice(1).map(({ xml }) => locations(xml).length)).toEqual([2, 2])
    for (const { xml } of files.slice(1)) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(bytes)
  })
})
