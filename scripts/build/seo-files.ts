import { writeFile } from "node:fs/promises"
import path from "node:path"
import type { SiteSettings } from "../../app/config/settings"
import { sitePages } from "../../app/config/pages"

/** robots.txt and sitemap.xml, from the page list and the canonical site URL. */
export async function writeSeoFiles(outDir: string, site: SiteSettings): Promise<void> {
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${site.url}/sitemap.xml`, ""].join("\n")
  const urls = sitePages
    .map((page) =>
      [
        "  <url>",
        `    <loc>${escapeXml(`${site.url}${page.path}`)}</loc>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n"),
    )
    .join("\n")
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  await Promise.all([
    writeFile(path.join(outDir, "robots.txt"), robots),
    writeFile(path.join(outDir, "sitemap.xml"), sitemap),
  ])
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}
