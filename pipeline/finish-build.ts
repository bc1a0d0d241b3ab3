import { llmsFullFiles, writeFullTexts } from "./llms-full"
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
import {
  assetReferences,
  brotliLevels,
  compressibleFiles,
  precompress,
  writeTwins,
  type Compression,
} from "./precompress"
import { fullStylesheetFile, StylePruner } from "./prune-styles"
import { writeSearchIndexes } from "./search-index"
import { writeSeoFiles } from "./seo-files"
import { addAstroScripts, addComponentScripts, isStrayScript, type SiteScripts } from "./trusted-scripts"
import { deployOriginsOf, toastStyleHashes, writeHeaderFiles } from "./write-headers"

/**
 * Runs once every page is written to `build/client`; pipeline/README.md maps its steps. A preview keeps search
 * engines out: robots.txt disallows everything, the sitemap lists nothing, every response asks not to be indexed.
 * Images and twins are cached by what they are made from, so a build after an edit redoes only what changed. Each
 * step's time goes to `log`; docs/decisions/024-build-that-scales.md has the figures.
 */
export async function finishBuild(
  outDir: string,
  site: SiteSettings,
  scripts: SiteScripts,
  kind: BuildKind,
  {
    cacheDir,
    compression,
    log = () => {},
  }: { cacheDir: string; compression: Compression; log?: (line: string) => void },
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
  const levels = brotliLevels[compression]

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
  // Workers finish the pages while this thread compresses the other files, listed before any Markdown is written.
  const pageFiles = new Set(pages.map((page) => page.file))
  const otherFiles = (await compressibleFiles(outDir)).filter(
    (file) => !pageFiles.has(file) && !llmsFullFiles.includes(file),
  )
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
          brotliLevels: levels,
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
        levels,
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
          await writeTwins(full, await readFile(full), levels.visitor, cache)
        }),
    ),
  )
  const problems = finished.flatMap((page) => page.problems)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  // A preview's lists nothing, its content being the template's examples: its file is compressed as it is.
  const fullTexts = await timed(
    "Full texts for AI assistants",
    writeFullTexts(kind === "preview" ? [] : pages, { outDir, site, cache, brotliLevel: levels.staff }),
  )
  log(
    `/llms-full.txt: ${Object.entries(fullTexts)
      .map(([locale, bytes]) => `${locale} ${bytes.toLocaleString("en-US")} bytes`)
      .join(", ")}`,
  )
  // A preview on a static host runs its scripts at the address the host gives it (decision 037).
  await timed("Headers", writeHeaderFiles(outDir, site, finished, kind, deployOriginsOf(process.env)))
  // A file a host would drop or refuse without a word stops the build, naming host, file and limit.
  await timed("Host limits checked", assertHostLimits(path.dirname(outDir)))
  await cache.sweep([cache.used, ...used])
}

const appDir = fileURLToPath(new URL("../app", import.meta.url))
