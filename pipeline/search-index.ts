import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import * as pagefind from "pagefind"
import { localeInfo, localeOfPath, locales, localizePath, type Locale } from "../app/config/locales"
import { paths } from "../app/config/paths"

/**
 * The blog's search index, one a language (docs/decisions/030-search.md): Pagefind indexes the
 * pages whose content is marked `data-pagefind-body` (posts, case studies, the Services page), each
 * into the index of its own language, written under the language's prefix (`/pagefind/`,
 * `/es/pagefind/`), so a visitor's results are pages in the language they read. Only the files the
 * search needs are written: Pagefind's script, its worker, its WebAssembly and the index (not its
 * ready-made interface, which the site does not use).
 */

/** The mark Pagefind looks for on a page's content: a page without it is not searched. */
export const searchableMark = "data-pagefind-body"

/** The folder of each language's index in the build, relative to `build/client`: "pagefind", "es/pagefind". */
export const searchIndexDirectory = (locale: Locale) => path.posix.join(localeInfo[locale].prefix.slice(1), "pagefind")

/**
 * The most fragment files (a page's text and title each) an index writes: past it, Pagefind puts
 * several pages in a file. Without it a thousand posts make a thousand files a language, which
 * count against a host's files (Cloudflare Pages: 20,000, pipeline/host-limits.ts); with it,
 * an index holds at most this many, and a result's text comes with a few others'.
 */
export const searchFragmentLimit = 256

/** The pages that carry the blog's search: the blog's first page, in each language. */
export const searchPagePaths = (): string[] => locales.map((locale) => localizePath(paths.blog, locale))

/** The pages of each language that the search finds: those marked searchable, by the language of their path. */
export function searchablePages<Page extends { path: string; html: string }>(
  pages: readonly Page[],
): Record<Locale, Page[]> {
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, [] as Page[]])) as Record<Locale, Page[]>
  for (const page of pages)
    if (new RegExp(`<[a-z][^>]*\\s${searchableMark}[\\s=>]`).test(page.html))
      byLocale[localeOfPath(page.path)].push(page)
  return byLocale
}

/**
 * Whether a file Pagefind makes is one the search loads: its script and worker, the WebAssembly of
 * the index's language, the entry file and the index's parts (`.pf_meta`, `.pf_index`,
 * `.pf_fragment`, `.pf_filter`). Not its ready-made interfaces (`pagefind-ui.js`,
 * `pagefind-component-ui.js`...), its highlighter, or its playground.
 */
export function isSearchFile(file: string): boolean {
  return (
    file === "pagefind.js" ||
    file === "pagefind-worker.js" ||
    file === "pagefind-entry.json" ||
    /^wasm\.[\w-]+\.pagefind$/.test(file) ||
    /\.pf_(meta|index|fragment|filter)$/.test(file)
  )
}

/**
 * Indexes `pages` (as the build wrote them; the path each answers) and writes each language's index
 * into `clientDir`. Returns the files written, relative to `clientDir`, and how many pages each
 * language's index holds.
 */
export async function writeSearchIndexes(
  clientDir: string,
  pages: readonly { path: string; html: string }[],
  { maxFragments = searchFragmentLimit }: { maxFragments?: number } = {},
): Promise<{ files: string[]; counts: Record<Locale, number> }> {
  const byLocale = searchablePages(pages)
  const written: string[] = []
  try {
    for (const locale of locales) {
      // The language's own stemming ("es-US" is indexed as "es"), whatever the pages say.
      const { index, errors } = await pagefind.createIndex({
        forceLanguage: localeInfo[locale].lang.split("-")[0],
        // The breadcrumbs (a nav) say nothing of what the page is about.
        excludeSelectors: ["nav"],
        maxFragments,
      })
      if (!index) throw new Error(`Pagefind could not start an index: ${errors.join("; ")}`)
      for (const page of byLocale[locale]) {
        const added = await index.addHTMLFile({ url: page.path, content: page.html })
        if (added.errors.length > 0)
          throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join("; ")}`)
      }
      const { files, errors: fileErrors } = await index.getFiles()
      if (fileErrors.length > 0) throw new Error(`Pagefind could not write the index: ${fileErrors.join("; ")}`)
      const folder = searchIndexDirectory(locale)
      // The WebAssembly of the index's language, not the one Pagefind adds for pages of no language.
      const entry = files.find((file) => file.path === "pagefind-entry.json")
      const wasm = new Set(
        Object.values(
          (
            JSON.parse(Buffer.from(entry?.content ?? "{}").toString("utf8")) as {
              languages?: Record<string, { wasm?: string }>
            }
          ).languages ?? {},
        ).map((language) => `wasm.${language.wasm}.pagefind`),
      )
      const needed = (name: string) => isSearchFile(name) && (!name.startsWith("wasm.") || wasm.has(name))
      for (const file of files.filter((file) => needed(path.posix.basename(file.path)))) {
        const target = path.posix.join(folder, file.path)
        await mkdir(path.join(clientDir, path.dirname(target)), { recursive: true })
        await writeFile(path.join(clientDir, target), file.content)
        written.push(target)
      }
      await index.deleteIndex()
    }
  } finally {
    await pagefind.close()
  }
  return {
    files: written,
    counts: Object.fromEntries(locales.map((locale) => [locale, byLocale[locale].length])) as Record<Locale, number>,
  }
}
