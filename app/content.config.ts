import { readFileSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { defineCollection } from "astro:content"
import { glob, type Loader } from "astro/loaders"
import type { z } from "astro/zod"
import {
  collectionIn,
  defaultLocale,
  locales,
  translatedLocales,
  type Locale,
  type TranslatedLocale,
} from "./config/locales"
import { listFiles, pageFile, type ListName } from "./content/files"
import { checkedContentHtml } from "./lib/content-html"
import { readJsonInEachLocale, splitFrontMatter } from "./content/read"
import { blogPostSchema, caseStudySchema, legalPageSchema, pageSchemas } from "./content/schemas"
import { translated, translationFile } from "./content/translations"

/**
 * A JSON file of content/files.ts holding one list, checked as a whole before each entry is
 * stored. Astro's own `file()` loader only logs a file it cannot read,
 * and the build would go on without it.
 */
function listCollection<Schema extends z.ZodType>(
  name: ListName,
  { file, fileSchema, itemSchema }: { file: string; fileSchema: z.ZodType; itemSchema: Schema },
) {
  const loader: Loader = {
    name: "list-file",
    load: async ({ store, parseData, watcher }) => {
      for (const locale of locales) watcher?.add(translationFile(file, locale))
      watcher?.add(file)
      const inEachLanguage = readJsonInEachLocale(file, fileSchema)
      store.clear()
      // The store keeps entries by id in alphabetical order, not in the file's: an entry's id is
      // its language, its position in the file, then its own id ("es/002-design-build"), which
      // lib/collections.ts sorts by to give the list in the order the agency wrote it.
      for (const locale of locales) {
        const filePath = locale === defaultLocale ? file : translationFile(file, locale)
        const entries = inEachLanguage[locale].written[name] as Record<string, unknown>[]
        for (const [position, entry] of entries.entries()) {
          const id = `${locale}/${String(position).padStart(3, "0")}-${String(entry.id)}`
          store.set({ id, data: await parseData({ id, data: entry, filePath }), filePath })
        }
      }
    },
  }
  return defineCollection({ loader, schema: itemSchema })
}

/**
 * The pages' copy, one JSON file a page and language, each checked against its page's schema (an
 * entry's id is its language and page: "es/home").
 */
const pageFiles: Loader = {
  name: "page-files",
  load: async ({ store, watcher }) => {
    store.clear()
    for (const [page, schema] of Object.entries(pageSchemas)) {
      const file = pageFile(page)
      for (const locale of locales) watcher?.add(translationFile(file, locale))
      watcher?.add(file)
      const inEachLanguage = readJsonInEachLocale(file, schema)
      for (const locale of locales) {
        const filePath = locale === defaultLocale ? file : translationFile(file, locale)
        store.set({
          id: `${locale}/${page}`,
          data: inEachLanguage[locale].checked as Record<string, unknown>,
          filePath,
        })
      }
    }
  },
}

/**
 * The Markdown files of `app/content/<folder>` translated into `locale`, in
 * `app/content/<locale>/<folder>`, by the same file names: each front matter merged over its
 * original's (content/translations.ts), the body the translation's own. With `every`, each
 * original must have its translation (client stories, legal pages); otherwise a missing one means
 * the entry is simply not published in that language (blog posts).
 */
function translatedMarkdown(folder: string, locale: Locale, { every }: { every: boolean }): Loader {
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
          readFile(file, "utf8").then((text) => splitFrontMatter(file, text)),
          readFile(original, "utf8").then((text) => splitFrontMatter(original, text)),
        ])
        const merged = translated(source.data, translation.data, locale, { file, original }) as Record<string, unknown>
        const id = name.replace(/\.md$/, "")
        const data = await parseData({ id, data: merged, filePath: file })
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
 * A Markdown loader whose entries reach the store with their HTML checked against the content
 * allow-list (lib/content-html.ts): the build stops naming the file, the line and what the
 * allow-list would drop; the development server (the editor's live preview) warns and drops it.
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

/** One collection a translated language, named by `collectionIn` ("blog-es"), typed as the original's. */
function inEachTranslation<Name extends string, Collection>(
  name: Name,
  collection: (locale: TranslatedLocale) => Collection,
): Record<`${Name}-${TranslatedLocale}`, Collection> {
  return Object.fromEntries(
    translatedLocales.map((locale) => [collectionIn(name, locale), collection(locale)]),
  ) as Record<`${Name}-${TranslatedLocale}`, Collection>
}

/**
 * The content collections, checked against the schemas in content/schemas/ when the site is
 * built: Markdown files with front matter (an entry's id is its file name without `.md`), the
 * JSON lists of content/files.ts, and each page's copy (content/pages/<page>.json).
 */
export const collections = {
  services: listCollection("services", listFiles.services),
  plans: listCollection("plans", listFiles.plans),
  processSteps: listCollection("processSteps", listFiles.processSteps),
  benefits: listCollection("benefits", listFiles.benefits),
  audiences: listCollection("audiences", listFiles.audiences),
  claims: listCollection("claims", listFiles.claims),
  industries: listCollection("industries", listFiles.industries),
  guarantees: listCollection("guarantees", listFiles.guarantees),
  testimonials: listCollection("testimonials", listFiles.testimonials),
  faqs: listCollection("faqs", listFiles.faqs),
  quickAnswers: listCollection("quickAnswers", listFiles.quickAnswers),
  contactMethods: listCollection("contactMethods", listFiles.contactMethods),
  pages: defineCollection({ loader: pageFiles }),
  blog: defineCollection({
    loader: sanitized(glob({ pattern: "*.md", base: "./app/content/blog" })),
    schema: blogPostSchema,
  }),
  caseStudies: defineCollection({
    loader: sanitized(glob({ pattern: "*.md", base: "./app/content/case-studies" })),
    schema: caseStudySchema,
  }),
  legal: defineCollection({
    loader: sanitized(glob({ pattern: "*.md", base: "./app/content/legal" })),
    schema: legalPageSchema,
  }),
  /** Each translation's posts, client stories and legal pages (app/content/<locale>/), over their originals. */
  ...inEachTranslation("blog", (locale) =>
    defineCollection({
      loader: sanitized(translatedMarkdown("blog", locale, { every: false })),
      schema: blogPostSchema,
    }),
  ),
  ...inEachTranslation("caseStudies", (locale) =>
    defineCollection({
      loader: sanitized(translatedMarkdown("case-studies", locale, { every: true })),
      schema: caseStudySchema,
    }),
  ),
  ...inEachTranslation("legal", (locale) =>
    defineCollection({
      loader: sanitized(translatedMarkdown("legal", locale, { every: true })),
      schema: legalPageSchema,
    }),
  ),
}
