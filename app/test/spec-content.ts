import { readFileSync } from "node:fs"
import path from "node:path"
import type { z } from "astro/zod"
import { defaultLocale, type Locale } from "~/config/locales"
import { contentRegistry, type JsonContent, type ListName, type PageName } from "~/content/registry"
import { checkJson, readJsonFile } from "~/content/schemas"
import { translated, translationFile } from "~/content/translations"
import { readCollection } from "./content-files"

/*
 * The content the specification fixes, frozen: tests/fixtures/spec-content holds a copy of the
 * English content files as the site shipped them (and the Spanish services, which the Spanish
 * form's choices name), at the same paths under its own root as app/content's under the
 * repository's. The specification's figures and words (prices, claims, headings, the FAQ's
 * topics) are checked there, once (app/test/specification.test.tsx); the live files in
 * app/content are the agency's to change, and their tests check only the rules the site needs.
 *
 * The copy changes only when the specification does.
 */

/** The fixture's root: it holds app/content/... as the repository does. */
export const specRoot = path.resolve(import.meta.dirname, "../../tests/fixtures/spec-content")

const read = (file: string) => readFileSync(path.join(specRoot, file), "utf8")

/** A JSON content file of the fixture, checked with the schema the build applies to the live one. */
function readSpecJson(file: string, schema: z.ZodTypeAny, locale: Locale): unknown {
  const english = readJsonFile(file, schema, read(file))
  if (locale === defaultLocale) return english.checked
  const translation = translationFile(file, locale)
  const written = JSON.parse(read(translation)) as Record<string, unknown>
  const merged = translated(english.written, written, locale, { file: translation, original: file, schema })
  return checkJson(translation, schema, merged as Record<string, unknown>).checked
}

/** The items of one of the JSON lists as the specification fixes them (the Spanish services too). */
export function specList<Name extends ListName>(name: Name, locale: Locale = defaultLocale): JsonContent<Name> {
  const { file, schema } = contentRegistry[name]
  return (readSpecJson(file, schema, locale) as Record<string, unknown>)[name] as JsonContent<Name>
}

/** A page's copy as the specification fixes it. */
export function specPage<Name extends PageName>(page: Name): JsonContent<Name> {
  const { file, schema } = contentRegistry[page]
  return readSpecJson(file, schema, defaultLocale) as JsonContent<Name>
}

/** A folder of Markdown files of the fixture (`case-studies`, `legal`, `blog`), read as the build reads them. */
export function specCollection<Entry extends object>(folder: string, schema: z.ZodType<Entry>) {
  return readCollection(path.join(specRoot, "app/content", folder), schema)
}
