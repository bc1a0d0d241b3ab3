import { readFileSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { defineCollection } from "astro:content"
import { glob, type Loader } from "astro/loaders"
import type { z } from "astro/zod"
import { collectionIn, translatedLocales, type Locale, type TranslatedLocale } from "./config/locales"
import { checkedContentHtml } from "./lib/content-html"
import { frontMatterOf } from "./content/read"
import { rowsOf, type MarkdownName, type Registry } from "./content/registry"
import { translated } from "./content/translations"

/**
 * Each translation's front matter merged over its original's, the body its own. With `every`, each original must
 * have its translation; otherwise a missing one leaves the entry unpublished in that language (blog posts).
 */
function translatedMarkdown(folder: string, locale: Locale, every: boolean, schema: z.ZodType): Loader {
  const originals = `app/content/${folder}`
  const translations = `app/content/${locale}/${folder}`
  const markdownIn = async (directory: string) =>
    (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith(".md")).sort()
  return {
    name: "translated-markdown",
    load: async ({ store, parseData, renderMarkdown, watcher }) => {
      watcher?.add(translations)
      const [english, translatedNames] = await Promise.all([markdownIn(originals), markdownIn(translations)])
      const strays = translatedNames.filter((name) => !english.includes(name))
      if (strays.length > 0)
        throw new Error(
          `${strays.map((name) => `${translations}/${name}`).join(", ")}: no English original in ${originals} has this file's name; a translation keeps its original's file name`,
        )
      const missing = every ? english.filter((name) => !translatedNames.includes(name)) : []
      if (missing.length > 0)
        throw new Error(
          `${missing.map((name) => `${translations}/${name}`).join(", ")}: missing; every file of ${originals} needs its ${locale} translation`,
        )
      store.clear()
      for (const name of translatedNames) {
        const file = `${translations}/${name}`
        const original = `${originals}/${name}`
        const [translation, source] = await Promise.all([
          readFile(file, "utf8").then((text) => frontMatterOf(file, text)),
          readFile(original, "utf8").then((text) => frontMatterOf(original, text)),
        ])
        const merged = translated(source.data, translation.data, locale, { file, original, schema })
        const id = name.replace(/\.md$/, "")
        const data = await parseData({ id, data: merged as Record<string, unknown>, filePath: file })
        store.set({
          id,
          data,
          body: translation.body,
          rendered: await renderMarkdown(translation.body),
          filePath: file,
        })
      }
    },
  }
}

/**
 * The build stops on HTML the content allow-list would drop, naming file, line and what; the development server
 * (the editor's live preview) warns and drops it.
 */
function sanitized(loader: Loader): Loader {
  return {
    ...loader,
    load: (context) => {
      const { store, logger } = context
      const set: typeof store.set = (entry) => {
        const html = entry.rendered?.html
        if (html === undefined || !entry.rendered) return store.set(entry)
        const file = entry.filePath ?? entry.id
        const source = entry.body ?? ""
        const warn = import.meta.env.DEV ? (message: string) => logger.warn(message) : undefined
        const checked = checkedContentHtml(html, { file, source: readSource(file, source), warn })
        return store.set({ ...entry, rendered: { ...entry.rendered, html: checked } })
      }
      const checkedStore = new Proxy(store, {
        get: (target, property, receiver) =>
          property === "set" ? set : (Reflect.get(target, property, receiver) as unknown),
      })
      return loader.load({ ...context, store: checkedStore })
    },
  }
}

/** The whole file, front matter included, so a line number is the one an editor sees; the body if it cannot be read. */
function readSource(file: string, body: string): string {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return body
  }
}

/**
 * The registry's Markdown folders, each translation a collection of its own (`collectionIn`). The JSON content is
 * read by `readEntry`, not here: its order is the file's, which Astro's store does not keep.
 */
export const collections = Object.fromEntries(
  rowsOf("markdown").flatMap(([name, row]) => {
    const base = `./${row.folder}`
    const folder = row.folder.replace(/^app\/content\//, "")
    return [
      [name, defineCollection({ loader: sanitized(glob({ pattern: "*.md", base })), schema: row.schema })],
      ...translatedLocales.map((locale) => [
        collectionIn(name, locale),
        defineCollection({
          loader: sanitized(translatedMarkdown(folder, locale, row.everyTranslated, row.schema)),
          schema: row.schema,
        }),
      ]),
    ]
  }),
) as {
  [Name in MarkdownName as Name | `${Name}-${TranslatedLocale}`]: { loader: Loader; schema: Registry[Name]["schema"] }
}
