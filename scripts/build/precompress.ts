import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { adminFile } from "./built-pages"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Text files worth compressing; images such as PNG are compressed already. */
const compressible = /\.(html|js|css|svg|json|xml|txt|md|webmanifest)$/

/** A bundled file's name where HTML or code refers to it: `/assets/x.js`, `"./x.js"`, `"assets/x.css"`. */
const assetReference = /(?:\/assets\/|["'`](?:\.\/|assets\/))([\w.-]+\.(?:js|css))/g

/**
 * Writes a `.gz` and a `.br` twin beside every text file, so servers send compressed bytes without
 * compressing on each request. What visitors load (every file outside `assets/`, and the bundled
 * files the site's pages refer to, directly or through other code) gets Brotli's highest level.
 * The rest of `assets/` is the content editor's code and grammars (app/cms/editor-page.astro),
 * 15 MB that only the agency's staff load: at level 9 it is about 8% larger and takes a seventh of
 * the time (2.4 s instead of 17 s of every build). The editor built as a site of its own
 * (`isEditorSite`, scripts/build/editor-site.ts) is all staff's: level 9 throughout.
 */
export async function precompress(dir: string, { isEditorSite = false } = {}): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file))
  const visitorFiles = isEditorSite ? new Set<string>() : await filesVisitorsLoad(dir, files)
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file)
      const content = await readFile(full)
      const [gz, br] = await Promise.all([
        gzipAsync(content, { level: 9 }),
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: visitorFiles.has(file) ? 11 : 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ])
      await Promise.all([writeFile(`${full}.gz`, gz), writeFile(`${full}.br`, br)])
    }),
  )
}

/**
 * The files of `files` (paths relative to `dir`) that a visitor of the site may load: all but the
 * bundled ones in `assets/`, and of those, the ones the site's pages refer to and everything those
 * import, statically or on demand.
 */
export async function filesVisitorsLoad(dir: string, files: string[]): Promise<Set<string>> {
  const isBundled = (file: string) => file.startsWith(`assets${path.sep}`)
  const isEditorPage = (file: string) => file === adminFile
  const existing = new Set(files)
  const visitorFiles = new Set(files.filter((file) => !isBundled(file)))
  const queue = files.filter((file) => file.endsWith(".html") && !isEditorPage(file))
  while (queue.length > 0) {
    const file = queue.shift() as string
    const content = await readFile(path.join(dir, file), "utf8")
    for (const [, name] of content.matchAll(assetReference)) {
      const asset = path.join("assets", name as string)
      if (visitorFiles.has(asset) || !existing.has(asset)) continue
      visitorFiles.add(asset)
      queue.push(asset)
    }
  }
  return visitorFiles
}
