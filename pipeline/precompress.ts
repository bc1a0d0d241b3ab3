import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib"
import { BuildCache } from "./build-cache"
import { adminFile } from "./built-pages"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Text files worth compressing; images such as PNG are compressed already. */
const compressible = /\.(html|js|css|svg|json|xml|txt|md|webmanifest)$/

/** A bundled file's name where HTML or code refers to it: `/assets/x.js`, `"./x.js"`, `"assets/x.css"`. */
const assetReference = /(?:\/assets\/|["'`](?:\.\/|assets\/))([\w.-]+\.(?:js|css))/g

/**
 * Brotli's level for each kind of file (docs/decisions/024-build-that-scales.md):
 * - `visitor`, the highest, for what visitors load whose number does not grow with the content:
 *   the page list's pages and the 404 pages (pipeline/finish-page.ts), the bundled code
 *   they run, the feeds and the sitemap;
 * - `perContent` for the pages there is one of per post, client story, topic or page of posts
 *   (their Markdown versions get a gzip twin only): the highest level too, as level 10's 3-4% more bytes (about
 *   0.4 kB on a post) put the Spanish posts over the first round trip's budget of 13.3 kB;
 * - `staff` for the content editor's code (app/cms/editor-page.astro), 15 MB that only the
 *   agency's staff load: at level 9 it is about 8% larger and takes a seventh of the time.
 */
export const brotliLevels = { visitor: 11, perContent: 11, staff: 9 } as const

/**
 * Writes a `.gz` and a `.br` twin beside `file` for `content` (the file's bytes), so servers send
 * compressed bytes without compressing on each request; both come from `cache` when it has them.
 * Without a Brotli level (null), only the `.gz` twin: servers then send it to every client that
 * accepts gzip, Brotli's among them.
 * A worker thread compresses on its own thread (`onThisThread`): handing the work to Node's
 * thread pool as well would run more threads than there are processors, each slower.
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
 * Writes the twins of every text file of `dir`, or of those given (`files`, paths relative to
 * `dir`: pipeline/finish-build.ts leaves out the pages, which finish-page.ts compresses).
 * What visitors load (every file outside `assets/`, and the bundled files the site's pages refer
 * to, directly or through other code) gets `brotliLevels.visitor`; the rest of `assets/` is the
 * content editor's (`brotliLevels.staff`). The editor built as a site of its own (`isEditorSite`,
 * pipeline/editor-site.ts) is all staff's. `pageAssets`, when given, are the bundled files
 * the pages refer to (found as they were finished), so the pages need not be read again.
 */
export async function precompress(
  dir: string,
  {
    isEditorSite = false,
    files,
    pageAssets,
    cache = new BuildCache(null),
  }: { isEditorSite?: boolean; files?: string[]; pageAssets?: Iterable<string>; cache?: BuildCache } = {},
): Promise<void> {
  const existing = await compressibleFiles(dir)
  const visitorFiles = isEditorSite ? new Set<string>() : await filesVisitorsLoad(dir, existing, pageAssets)
  await Promise.all(
    (files ?? existing).map(async (file) => {
      const full = path.join(dir, file)
      const level = visitorFiles.has(file) ? brotliLevels.visitor : brotliLevels.staff
      await writeTwins(full, await readFile(full), level, cache)
    }),
  )
}

/** The text files of `dir` worth compressing, relative to it. */
export async function compressibleFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file))
}

/**
 * The files of `files` (paths relative to `dir`) that a visitor of the site may load: all but the
 * bundled ones in `assets/`, and of those, the ones the site's pages refer to and everything those
 * import, statically or on demand. The pages' references are read from their files, unless given
 * (`pageAssets`: the names in `assets/` the pages refer to).
 */
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

/** The names of the bundled files `content` (a page or a bundled file) refers to: "island.a1.js". */
export function assetReferences(content: string): string[] {
  return [...content.matchAll(assetReference)].map((match) => match[1] as string)
}
