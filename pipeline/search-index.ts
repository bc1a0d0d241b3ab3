import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import * as pagefind from "pagefind"
import { localeInfo, localeOfPath, locales, localizePath, type Locale } from "../app/config/locales"
import { paths } from "../app/config/paths"

/** One index a language (decision 030), so a visitor's results are pages in the language they read. */
export const searchableMark = "data-pagefind-body"

/** "pagefind", "es/pagefind". */
export const searchIndexDirectory = (locale: Locale) => path.posix.join(localeInfo[locale].prefix.slice(1), "pagefind")

/** Past this many fragment files Pagefind shares them, so a thousand posts do not cost a host's file limit a thousand. */
export const searchFragmentLimit = 256

export const searchPagePaths = (): string[] => locales.map((locale) => localizePath(paths.blog, locale))

export function searchablePages<Page extends { path: string; html: string }>(
  pages: readonly Page[],
): Record<Locale, Page[]> {
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, [] as Page[]])) as Record<Locale, Page[]>
  for (const page of pages)
    if (new RegExp(`<[a-z][^>]*\\s${searchableMark}[\\s=>]`).test(page.html))
      byLocale[localeOfPath(page.path)].push(page)
  return byLocale
}

/** Not Pagefind's ready-made interfaces, its highlighter or its playground, which the site does not use. */
export function isSearchFile(file: string): boolean {
  return (
    file === "pagefind.js" ||
    file === "pagefind-worker.js" ||
    file === "pagefind-entry.json" ||
    /^wasm\.[\w-]+\.pagefind$/.test(file) ||
    /\.pf_(meta|index|fragment|filter)$/.test(file)
  )
}

/** Returns the files written, relative to `clientDir`, and how many pages each language's index holds. */
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
