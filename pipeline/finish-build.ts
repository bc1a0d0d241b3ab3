import { existsSync } from "node:fs"
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { BuildKind } from "../app/config/build-kind"
import type { SiteSettings } from "../app/config/settings"
import { BuildCache } from "./build-cache"
import { readBuiltPages, writePageList } from "./built-pages"
import { assertHostLimits } from "./check-host-limits"
import { writeIcons } from "./images"
import { finishPages } from "./page-workers"
import { assetReferences, brotliLevels, compressibleFiles, precompress, writeTwins } from "./precompress"
import { fullStylesheetFile, StylePruner } from "./prune-styles"
import { writeSearchIndexes } from "./search-index"
import { writeSeoFiles } from "./seo-files"
import { addAstroScripts, addComponentScripts, isStrayScript, type SiteScripts } from "./trusted-scripts"
import { deployOriginsOf, toastStyleHashes, writeHeaderFiles } from "./write-headers"

/**
 * Runs once every page is written to `build/client` (pipeline/astro-integration.ts).
 * - 404.html must be there: every server answers unknown paths with it and status 404 (and
 *   es/404.html those under /es/).
 * - robots.txt, sitemap.xml, the icons and the list of the pages built, for the scripts that
 *   weigh, picture and measure them (build/pages.json, not served), are written from the pages
 *   as Astro wrote them. A preview (`kind`, pipeline/launch-check.ts) keeps search engines
 *   out: robots.txt disallows everything, the sitemap lists nothing, and every response asks not
 *   to be indexed.
 * - Each page is finished in worker threads, one per processor (pipeline/finish-page.ts):
 *   its code checked and hashed for its policy, its stylesheet pruned (prune-styles.ts), its style
 *   policy written into it, its Markdown version (/services.md) and Open Graph image drawn, and
 *   all of it compressed. A page with an inline script the site did not write (the start-up
 *   bundles the integration made, in `scripts`; Astro's island scripts; the components' own), an
 *   event-handler attribute or a `javascript:` URL stops the build (trusted-scripts.ts).
 * - The response headers are written for each way of serving the build (write-headers.ts).
 * - The other text files get precompressed .gz and .br twins, while the pages are finished.
 * - The blog's search index is written meanwhile, one a language, from the pages marked
 *   searchable (search-index.ts); Pagefind's scripts get twins, its index is compressed already.
 * - Each host's files, the twins counted, are checked against its documented limits
 *   (host-limits.ts).
 * Images and twins are kept in a cache keyed by what they are made from, in `cacheDir`
 * (build-cache.ts): a build after an edit draws and compresses only what changed.
 * Each step's time goes to `log`; docs/decisions/024-build-that-scales.md has the figures.
 */
export async function finishBuild(
  outDir: string,
  site: SiteSettings,
  scripts: SiteScripts,
  kind: BuildKind,
  { cacheDir, log = () => {} }: { cacheDir: string; log?: (line: string) => void },
): Promise<void> {
  const timed = async <T>(step: string, work: Promise<T>): Promise<T> => {
    const start = performance.now()
    const result = await work
    log(`${step} in ${Math.round(performance.now() - start)} ms`)
    return result
  }
  const notFoundPage = path.join(outDir, "404.html")
  if (!existsSync(notFoundPage)) throw new Error(`The build did not produce ${notFoundPage}`)
  const pages = await readBuiltPages(outDir)
  const [first] = pages
  if (!first) throw new Error(`The build wrote no page to ${outDir}`)
  const strayScripts = (await readdir(outDir, { recursive: true })).filter(isStrayScript)
  if (strayScripts.length > 0)
    throw new Error(
      `Only the site's own code may be published as script, in assets/: remove ${strayScripts.join(", ")} from public/ (the content editor's media folder holds images and documents).`,
    )
  const stylesheet = StylePruner.stylesheetOf(first)
  addAstroScripts(scripts)
  await addComponentScripts(scripts, appDir)
  const cache = new BuildCache(cacheDir)

  // What is made from the pages as Astro wrote them, before they are finished.
  await timed(
    "Sitemap, icons and page list",
    Promise.all([
      writeSeoFiles(outDir, site, pages, kind),
      writeIcons(outDir),
      writePageList(outDir, pages),
      writeFile(path.join(path.dirname(outDir), fullStylesheetFile), stylesheet),
    ]),
  )
  // The pages are finished in worker threads while this one compresses the other files (the
  // bundled code and the files beside the pages), listed before any page's Markdown is written.
  const pageFiles = new Set(pages.map((page) => page.file))
  const otherFiles = (await compressibleFiles(outDir)).filter((file) => !pageFiles.has(file))
  const [{ finished, used }, , search] = await Promise.all([
    timed(
      `${pages.length} pages finished`,
      finishPages(
        pages,
        {
          clientDir: outDir,
          site,
          scripts: scripts.toData(),
          toastStyles: await toastStyleHashes(),
          stylesheet,
          cacheDir,
        },
        cacheDir,
      ),
    ),
    timed(
      "Other files compressed",
      precompress(outDir, {
        files: otherFiles,
        pageAssets: new Set(pages.flatMap((page) => assetReferences(page.html))),
        cache,
      }),
    ),
    timed("Search indexes", writeSearchIndexes(outDir, pages)),
  ])
  // Pagefind's index and WebAssembly are compressed already; its scripts get their twins.
  await timed(
    "Search scripts compressed",
    Promise.all(
      search.files
        .filter((file) => /\.(js|json)$/.test(file))
        .map(async (file) => {
          const full = path.join(outDir, file)
          await writeTwins(full, await readFile(full), brotliLevels.visitor, cache)
        }),
    ),
  )
  const problems = finished.flatMap((page) => page.problems)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  // A preview on a static host runs its scripts at the address the host gives it (decision 037).
  await timed("Headers", writeHeaderFiles(outDir, site, finished, kind, deployOriginsOf(process.env)))
  // A file a host would drop or refuse without a word stops the build, naming host, file and limit.
  await timed("Host limits checked", assertHostLimits(path.dirname(outDir)))
  await cache.sweep([cache.used, ...used])
}

const appDir = fileURLToPath(new URL("../app", import.meta.url))
