import { existsSync } from "node:fs"
import { readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import type { SiteSettings } from "../../app/config/settings"
import { writeImages } from "./images"
import { precompress } from "./precompress"
import { writeSeoFiles } from "./seo-files"
import { writeHeaders } from "./write-headers"

/**
 * Runs once the client build and prerendering are done, on `build/client`.
 * - The catch-all route, prerendered at /404, becomes 404.html, which every server answers with
 *   status 404 for unknown paths; /404 itself is not a page of the site.
 * - The SPA fallback page is removed: the site has no client-only routes, and a server that
 *   found it might answer unknown paths with it and status 200.
 * - robots.txt, sitemap.xml, the Open Graph images, icons and web app manifest are written.
 * - The response headers are written for each way of serving the build, with the hashes of the
 *   final HTML's inline code in its Content-Security-Policy (scripts/build/write-headers.ts).
 * - Text files get precompressed .gz and .br twins.
 */
export async function finishBuild(outDir: string, site: SiteSettings): Promise<void> {
  const notFoundDir = path.join(outDir, "404")
  const notFoundPage = path.join(notFoundDir, "index.html")
  if (!existsSync(notFoundPage)) throw new Error(`Prerendering did not produce ${notFoundPage}`)
  await writeFile(path.join(outDir, "404.html"), await readFile(notFoundPage))
  await rm(notFoundDir, { recursive: true })
  await rm(path.join(outDir, "__spa-fallback.html"), { force: true })
  await Promise.all([writeSeoFiles(outDir, site), writeImages(outDir, site)])
  await writeHeaders(outDir, site)
  await precompress(outDir)
}
