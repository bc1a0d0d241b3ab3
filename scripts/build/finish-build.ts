import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { BuildKind } from "../../app/config/build-kind"
import type { SiteSettings } from "../../app/config/settings"
import { readBuiltPages, writePageList } from "./built-pages"
import { assertHostLimits } from "./host-limits"
import { writeImages } from "./images"
import { writeMarkdownPages } from "./markdown-pages"
import { precompress } from "./precompress"
import { pruneStyles } from "./prune-styles"
import { writeSeoFiles } from "./seo-files"
import { addAstroScripts, addComponentScripts, type SiteScripts } from "./trusted-scripts"
import { writeHeaders } from "./write-headers"

/**
 * Runs once every page is written to `build/client` (scripts/build/astro-integration.ts).
 * - 404.html must be there: every server answers unknown paths with it and status 404 (and
 *   es/404.html those under /es/).
 * - robots.txt, sitemap.xml, the Open Graph images, icons and each page's Markdown version
 *   (/services.md) are written, from the pages built, and the list of those pages for the
 *   scripts that weigh, picture and measure them (build/pages.json, not served). A preview
 *   (`kind`, scripts/build/launch-check.ts) keeps search engines out: robots.txt disallows
 *   everything, the sitemap lists nothing, and every response asks not to be indexed.
 * - Each page keeps only the rules of the stylesheet that can apply to it (prune-styles.ts).
 * - The response headers are written for each way of serving the build
 *   (scripts/build/write-headers.ts). A page's Content-Security-Policy allows the inline scripts
 *   the site wrote into it, by hash: the start-up bundles the integration made (in `scripts`),
 *   Astro's island scripts and the components' own (scripts/build/trusted-scripts.ts). A page with
 *   any other inline script, an event-handler attribute or a `javascript:` URL stops the build.
 * - Each host's files are checked against its documented limits (scripts/build/host-limits.ts).
 * - Text files get precompressed .gz and .br twins.
 */
export async function finishBuild(
  outDir: string,
  site: SiteSettings,
  scripts: SiteScripts,
  kind: BuildKind,
): Promise<void> {
  const notFoundPage = path.join(outDir, "404.html")
  if (!existsSync(notFoundPage)) throw new Error(`The build did not produce ${notFoundPage}`)
  // The sitemap and the images are made from the pages as Astro wrote them, read before pruning.
  const pages = await readBuiltPages(outDir)
  await Promise.all([
    writeSeoFiles(outDir, site, pages, kind),
    writeImages(outDir, site, pages),
    writeMarkdownPages(outDir, site, pages),
    writePageList(outDir, pages),
    pruneStyles(outDir),
  ])
  addAstroScripts(scripts)
  await addComponentScripts(scripts, appDir)
  await writeHeaders(outDir, site, scripts, kind)
  // A file a host would drop or refuse without a word stops the build, naming host, file and limit.
  await assertHostLimits(path.dirname(outDir))
  await precompress(outDir)
}

const appDir = fileURLToPath(new URL("../../app", import.meta.url))
