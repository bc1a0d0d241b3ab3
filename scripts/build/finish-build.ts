import { existsSync } from "node:fs"
import path from "node:path"
import type { SiteSettings } from "../../app/config/settings"
import { readBuiltPages, writePageList } from "./built-pages"
import { writeImages } from "./images"
import { writeMarkdownPages } from "./markdown-pages"
import { precompress } from "./precompress"
import { pruneStyles } from "./prune-styles"
import { writeSeoFiles } from "./seo-files"
import { writeHeaders } from "./write-headers"

/**
 * Runs once every page is written to `build/client` (scripts/build/astro-integration.ts).
 * - 404.html must be there: every server answers unknown paths with it and status 404.
 * - robots.txt, sitemap.xml, the Open Graph images, icons and each page's Markdown version
 *   (/services.md) are written, from the pages built, and the list of those pages for the
 *   scripts that weigh, picture and measure them (build/pages.json, not served).
 * - Each page keeps only the rules of the stylesheet that can apply to it (prune-styles.ts).
 * - The response headers are written for each way of serving the build, with the hashes of the
 *   final HTML's inline code in its Content-Security-Policy (scripts/build/write-headers.ts).
 * - Text files get precompressed .gz and .br twins.
 */
export async function finishBuild(outDir: string, site: SiteSettings): Promise<void> {
  const notFoundPage = path.join(outDir, "404.html")
  if (!existsSync(notFoundPage)) throw new Error(`The build did not produce ${notFoundPage}`)
  // The sitemap and the images are made from the pages as Astro wrote them, read before pruning.
  const pages = await readBuiltPages(outDir)
  await Promise.all([
    writeSeoFiles(outDir, site, pages),
    writeImages(outDir, site, pages),
    writeMarkdownPages(outDir, site, pages),
    writePageList(outDir, pages),
    pruneStyles(outDir),
  ])
  await writeHeaders(outDir, site)
  await precompress(outDir)
}
