import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib"
import { BuildCache } from "./build-cache"
import { adminFile } from "./built-pages"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Images such as PNG are compressed already. */
const compressible = /\.(html|js|css|svg|json|xml|txt|md|webmanifest)$/

/** A bundled file's name where HTML or code refers to it: `/assets/x.js`, `"./x.js"`, `"assets/x.css"`. */
const assetReference = /(?:\/assets\/|["'`](?:\.\/|assets\/))([\w.-]+\.(?:js|css))/g

/**
 * How hard a build compresses (`BUILD_COMPRESSION`): `smallest` for a build that is published, `fast`
 * for the browser tests' extra builds, which no visitor loads and whose bytes no budget counts
 * (decision 041).
 */
export type Compression = "smallest" | "fast"

export type BrotliLevels = { visitor: number; perContent: number; staff: number }

/**
 * Published, `perContent` (a page per post, story or topic) is the highest too: level 10's 0.4 kB
 * more put the Spanish posts over the first round trip's 13.3 kB. The editor's 15 MB, which only
 * staff load, is about 8% larger at level 9 and takes a seventh of the time. Level 5 writes the
 * same kind of twin, served the same way, in a tenth of level 11's time.
 */
export const brotliLevels: Record<Compression, BrotliLevels> = {
  smallest: { visitor: 11, perContent: 11, staff: 9 },
  fast: { visitor: 5, perContent: 5, staff: 5 },
}

/**
 * `.gz` and `.br` twins, so servers never compress on a request; a null level writes the `.gz` alone.
 * A worker compresses `onThisThread`: Node's thread pool as well would run more threads than processors.
 */
export async function writeTwins(
  file: string,
  content: Uint8Array,
  brotliLevel: number | null,
  cache: BuildCache,
  { onThisThread = false } = {},
): Promise<void> {
  const key = BuildCache.key(content)
  await Promise.all([
    cache.produce("gz", `${key}-9`, `${file}.gz`, () =>
      onThisThread ? gzipSync(content, { level: 9 }) : gzipAsync(content, { level: 9 }),
    ),
    brotliLevel === null
      ? undefined
      : cache.produce("br", `${key}-${brotliLevel}`, `${file}.br`, () => {
          const options = {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliLevel,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }
          return onThisThread ? brotliCompressSync(content, options) : brotliAsync(content, options)
        }),
  ])
}

/**
 * What visitors load gets `levels.visitor`, the rest of `assets/` (the editor's) `staff`.
 * `pageAssets`, found as the pages were finished, saves reading the pages again.
 */
export async function precompress(
  dir: string,
  {
    isEditorSite = false,
    files,
    pageAssets,
    cache = new BuildCache(null),
    levels = brotliLevels.smallest,
  }: {
    isEditorSite?: boolean
    files?: string[]
    pageAssets?: Iterable<string>
    cache?: BuildCache
    levels?: BrotliLevels
  } = {},
): Promise<void> {
  const existing = await compressibleFiles(dir)
  const visitorFiles = isEditorSite ? new Set<string>() : await filesVisitorsLoad(dir, existing, pageAssets)
  await Promise.all(
    (files ?? existing).map(async (file) => {
      const full = path.join(dir, file)
      const level = visitorFiles.has(file) ? levels.visitor : levels.staff
      await writeTwins(full, await readFile(full), level, cache)
    }),
  )
}

export async function compressibleFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file))
}

/** All but `assets/`, and of those, what the pages refer to and everything that imports, statically or on demand. */
export async function filesVisitorsLoad(
  dir: string,
  files: string[],
  pageAssets?: Iterable<string>,
): Promise<Set<string>> {
  const isBundled = (file: string) => file.startsWith(`assets${path.sep}`)
  const isEditorPage = (file: string) => file === adminFile
  const existing = new Set(files)
  const visitorFiles = new Set(files.filter((file) => !isBundled(file)))
  const queue: string[] = []
  const reach = (name: string) => {
    const asset = path.join("assets", name)
    if (visitorFiles.has(asset) || !existing.has(asset)) return
    visitorFiles.add(asset)
    queue.push(asset)
  }
  const pages = files.filter((file) => file.endsWith(".html") && !isEditorPage(file))
  if (pageAssets) {
    for (const name of pageAssets) reach(name)
  } else {
    for (const page of pages)
      for (const name of assetReferences(await readFile(path.join(dir, page), "utf8"))) reach(name)
  }
  while (queue.length > 0) {
    const file = queue.shift() as string
    for (const name of assetReferences(await readFile(path.join(dir, file), "utf8"))) reach(name)
  }
  return visitorFiles
}

/** "island.a1.js". */
export function assetReferences(content: string): string[] {
  return [...content.matchAll(assetReference)].map((match) => match[1] as string)
}
