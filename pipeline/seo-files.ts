import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { BuildKind } from "../app/config/build-kind"
import { sitePage, sitePages } from "../app/config/pages"
import { locales } from "../app/config/locales"
import { paths, siteUrls } from "../app/config/paths"
import type { SiteSettings } from "../app/config/settings"
import { alternatesOf, canonicalUrlOf, metaContent, type BuiltPage } from "./built-pages"

/** For pages the page list does not name (posts, client stories, topics). */
const defaultPriority = 0.5

/** The sitemap lists pages by their canonical link (unindexed ones have none); a preview's lists nothing and robots.txt disallows all. */
export async function writeSeoFiles(
  outDir: string,
  site: SiteSettings,
  pages: readonly BuiltPage[],
  kind: BuildKind,
): Promise<void> {
  const addresses = siteUrls(site.url)
  const isPreview = kind === "preview"
  const robots = isPreview
    ? ["User-agent: *", "Disallow: /", ""].join("\n")
    : ["User-agent: *", "Allow: /", "", `Sitemap: ${addresses.url(paths.sitemap)}`, ""].join("\n")
  const priorities = new Map(sitePages.map((page) => [addresses.canonical(page.path), page.priority]))
  const listed = isPreview ? [] : pages
  const entries = listed.flatMap((page) => {
    const location = canonicalUrlOf(page.html)
    if (!location) return []
    return [
      {
        location,
        modified: metaContent(page.html, "article:modified_time"),
        priority: priorities.get(location),
        alternates: alternatesOf(page.html),
      },
    ]
  })
  const order = [...priorities.keys()]
  const rank = (location: string) => (order.includes(location) ? order.indexOf(location) : order.length)
  entries.sort((a, b) => rank(a.location) - rank(b.location) || a.location.localeCompare(b.location))
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(entry.location)}</loc>`,
      ...entry.alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.lang)}" href="${escapeXml(alternate.href)}"/>`,
      ),
      ...(entry.modified ? [`    <lastmod>${entry.modified}</lastmod>`] : []),
      `    <priority>${(entry.priority ?? defaultPriority).toFixed(1)}</priority>`,
      "  </url>",
    ].join("\n"),
  )
  const sitemaps = sitemapFiles(urls, (file) => addresses.url(`/${file}`))
  await mkdir(path.dirname(path.join(outDir, paths.securityTxt)), { recursive: true })
  await Promise.all([
    writeFile(path.join(outDir, paths.robots), robots),
    ...sitemaps.map(({ file, xml }) => writeFile(path.join(outDir, file), xml)),
    writeFile(path.join(outDir, paths.securityTxt), securityTxt(site, new Date())),
  ])
}

/** sitemaps.org's limits, before compression. */
export const sitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 }

/** sitemap.xml alone while it fits `limits`, otherwise the index of sitemap-1.xml, sitemap-2.xml... */
export function sitemapFiles(
  urls: readonly string[],
  url: (file: string) => string,
  limits = sitemapLimits,
): { file: string; xml: string }[] {
  const urlset = (items: readonly string[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...items,
      "</urlset>",
      "",
    ].join("\n")
  const wrapping = Buffer.byteLength(urlset([]))
  const parts: string[][] = [[]]
  let bytes = wrapping
  for (const item of urls) {
    const size = Buffer.byteLength(item) + 1
    const part = parts.at(-1) as string[]
    if (part.length > 0 && (part.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([item])
      bytes = wrapping + size
    } else {
      part.push(item)
      bytes += size
    }
  }
  const sitemap = paths.sitemap.slice(1)
  if (parts.length === 1) return [{ file: sitemap, xml: urlset(parts[0] ?? []) }]
  const files = parts.map((items, index) => ({
    file: sitemap.replace(/\.xml$/, `-${index + 1}.xml`),
    xml: urlset(items),
  }))
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(({ file }) => `  <sitemap><loc>${escapeXml(url(file))}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n")
  return [{ file: sitemap, xml: index }, ...files]
}

/** Expires a year after the build, the longest RFC 9116 advises, so a stale contact says it is stale. */
/** The security contact the trust page gives too, and the trust page as the policy a reporter reads. */
export function securityTxt(site: Pick<SiteSettings, "url" | "securityContact">, builtAt: Date): string {
  const expires = new Date(builtAt)
  expires.setUTCFullYear(expires.getUTCFullYear() + 1)
  return [
    `Contact: mailto:${site.securityContact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${locales.join(", ")}`,
    `Policy: ${siteUrls(site.url).url(sitePage("trust").path)}`,
    `Canonical: ${siteUrls(site.url).url(paths.securityTxt)}`,
    "",
  ].join("\n")
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}
