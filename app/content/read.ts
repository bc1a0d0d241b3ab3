import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"
import type { z } from "astro/zod"
import { parse as parseYaml } from "yaml"
import { defaultLocale, locales, translatedLocales, type Locale } from "../config/locales"
import { checkJson, parseJsonFile, readJsonFile } from "./schemas"
import { translated, translationFile } from "./translations"

/**
 * The one way the content files are read, for every part that needs them:
 *
 * - the build's content collections, which the pages read (app/content.config.ts);
 * - the code that runs in the browser (the FAQ, the testimonial carousel, the estimator), which
 *   imports a file's fields in every language from `virtual:content/<file>` (`contentForBrowser`:
 *   no `.json`, which Vite's own JSON plugin would take),
 *   merged and checked here at build time, without the clients' permission records (nothing is
 *   merged in the browser);
 * - the unit tests (app/test/content-files.ts).
 *
 * The interface words (app/content/interface/) are code: pages take them in their language from
 * lib/interface-text.ts, and the browser's code imports one module's words in every language from
 * `virtual:words/<module>` (`interfaceWordsForBrowser`).
 *
 * Paths are the repository's ("app/content/plans.json"): the build and the tests run from its root.
 * Imported by the build: keep imports relative.
 */

/** What a JSON content file holds in one language: as written (the translation merged over its original), and as its schema reads it. */
export interface ReadJson<Checked> {
  /** The file's path in that language: the original, or its translation. */
  file: string
  written: Record<string, unknown>
  checked: Checked
}

/**
 * A JSON content file in each language: the original, and each translation merged over it
 * (content/translations.ts), each checked as a whole against the same schema. Every JSON file has
 * its translation in each language; a missing one stops the build naming it.
 */
export function readJsonInEachLocale<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  readText: (file: string) => string = readTextFile,
): Record<Locale, ReadJson<z.output<Schema>>> {
  const original = readJsonFile(file, schema, readText(file))
  const inEachLocale = { [defaultLocale]: { file, ...original } } as Record<Locale, ReadJson<z.output<Schema>>>
  for (const locale of translatedLocales) {
    const path = translationFile(file, locale)
    let json: string
    try {
      json = readText(path)
    } catch {
      throw new Error(`${path} is missing: every content file has its ${locale} translation (${file} in ${locale})`)
    }
    const merged = translated(original.written, parseJsonFile(path, json), locale, { file: path, original: file })
    inEachLocale[locale] = { file: path, ...checkJson(path, schema, merged as Record<string, unknown>) }
  }
  return inEachLocale
}

const readTextFile = (file: string) => readFileSync(file, "utf8")

/** A Markdown file's YAML front matter and body; a file without front matter stops the build naming it. */
export function splitFrontMatter(file: string, text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match)
    throw new Error(`${file} has no front matter: it starts with a line of three dashes, its fields, and another`)
  const data: unknown = parseYaml(match[1] ?? "")
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error(`${file}: its front matter must be fields, such as title: "..."`)
  return { data: data as Record<string, unknown>, body: match[2] ?? "" }
}

/**
 * A value as the browser may receive it: without any `permission` key, at any depth. The clients'
 * permission records are kept in the files as the agency's proof and never published
 * (docs/decisions/018-launch-safety.md).
 */
export function withoutPermissions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPermissions)
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "permission")
      .map(([key, item]) => [key, withoutPermissions(item)]),
  )
}

const virtualPrefix = "virtual:content/"

/**
 * `import { faqs } from "virtual:content/faqs"`: each top-level field of a JSON content file
 * (app/content/<file>.json) in every language, `{ en: ..., es: ... }`, each translation merged over its
 * original, as its schema reads it (the build has checked it), without permission records. A field is its
 * own export, so code that imports one field (the Services page's `estimator`) carries no other.
 * The types are declared in app/browser-content.d.ts.
 */
export function contentForBrowser(
  schemaOf: (file: string) => z.ZodTypeAny,
  readText: (file: string) => string = readTextFile,
): Plugin {
  return {
    name: "content-for-browser",
    resolveId: (id) => (id.startsWith(virtualPrefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return
      const file = `app/content/${id.slice(virtualPrefix.length + 1)}.json`
      const inEachLocale = readJsonInEachLocale(file, schemaOf(file), readText)
      for (const locale of locales) this.addWatchFile(path.resolve(inEachLocale[locale].file))
      // Fields whose names are not JavaScript names ("$schema") are not code's to read.
      const checked = (locale: Locale) => inEachLocale[locale].checked as Record<string, unknown>
      const fields = Object.keys(checked(defaultLocale)).filter((field) => /^[A-Za-z_]\w*$/.test(field))
      return fields
        .map((field) => {
          const value = Object.fromEntries(
            locales.map((locale) => [locale, withoutPermissions(checked(locale)[field])]),
          )
          return `export const ${field} = ${JSON.stringify(value)}`
        })
        .join("\n")
    },
  }
}

const wordsPrefix = "virtual:words/"

/**
 * `import { contactFormWords } from "virtual:words/contact-form"`: each export of an interface module
 * (app/content/interface/<module>.ts) in every language, `{ en: ..., es: ... }`, each language's
 * from its own folder (app/content/interface/<locale>/<module>.ts). Made at build time from the
 * locale list, so the browser merges nothing, and an export no code uses is left out. A language
 * without the module stops the build naming the file. The types: app/browser-content.d.ts.
 */
export function interfaceWordsForBrowser(): Plugin {
  const fileIn = (module: string, locale: Locale) =>
    path.resolve(`app/content/interface/${locale === defaultLocale ? "" : `${locale}/`}${module}.ts`)
  return {
    name: "interface-words-for-browser",
    resolveId: (id) => (id.startsWith(wordsPrefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${wordsPrefix}`)) return
      const module = id.slice(wordsPrefix.length + 1)
      const names = [
        ...readFileSync(fileIn(module, defaultLocale), "utf8").matchAll(/^export (?:const|function) (\w+)/gm),
      ].map((match) => match[1] ?? "")
      const imports = locales.map((locale, index) => {
        const file = fileIn(module, locale)
        if (!existsSync(file))
          throw new Error(`${path.relative(process.cwd(), file)} is missing: translate ${module}.ts into ${locale}`)
        return `import { ${names.map((name) => `${name} as ${name}_${index}`).join(", ")} } from ${JSON.stringify(file)}`
      })
      const exports = names.map(
        (name) =>
          `export const ${name} = { ${locales.map((locale, index) => `${JSON.stringify(locale)}: ${name}_${index}`).join(", ")} }`,
      )
      return [...imports, ...exports].join("\n")
    },
  }
}
