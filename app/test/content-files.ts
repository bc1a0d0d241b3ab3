import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { z } from "astro/zod"
import { listFiles, pageFile, type ListName } from "~/content/files"
import type { Locale } from "~/config/locales"
import {
  checkJson,
  contentErrorMessages,
  describeIssues,
  pageSchemas,
  readJsonFile,
  type PageCopy,
  type PageId,
} from "~/content/schemas"
import { translated, translationFile } from "~/content/translations"

const root = path.resolve(import.meta.dirname, "../..")

/**
 * The Markdown files of a content collection read the way the build reads them, for unit tests:
 * front matter checked against the collection's schema, the body kept as written. A file that does
 * not fit throws, naming the file and each field that is wrong.
 */
export function readCollection<Entry extends object>(
  folder: string,
  schema: z.ZodType<Entry>,
): (Entry & { id: string; body: string })[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const { data, body } = splitFrontMatter(readFileSync(path.join(folder, file), "utf8"))
      return { id: file.replace(/\.md$/, ""), ...parseEntry(path.join(folder, file), data, schema), body }
    })
}

export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error("The file does not start with front matter between --- lines")
  return { data: parse(match[1] ?? ""), body: match[2] ?? "" }
}

/** The schema's output for one file's front matter, or an error naming the file and the fields. */
export function parseEntry<Schema extends z.ZodTypeAny>(file: string, data: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(data, { error: contentErrorMessages })
  if (result.success) return result.data
  throw new Error(describeIssues(path.relative(process.cwd(), file), result.error))
}

/**
 * A JSON content file in `locale`, checked the way the build checks it: the English file, or its
 * translation merged over it (content/translations.ts).
 */
function readJsonIn(file: string, schema: z.ZodTypeAny, locale: Locale): unknown {
  const english = readJsonFile(file, schema, readFileSync(path.resolve(root, file), "utf8"))
  if (locale === "en") return english.checked
  const translation = translationFile(file, locale)
  const merged = translated(english.written, writtenJson(translation), locale, { file: translation, original: file })
  return checkJson(translation, schema, merged as Record<string, unknown>).checked
}

/** The items of one of the JSON lists in `locale` (English by default), read and checked the way the build reads them. */
export function readListFile<Name extends ListName>(
  name: Name,
  locale: Locale = "en",
): z.output<(typeof listFiles)[Name]["itemSchema"]>[] {
  const { file, fileSchema } = listFiles[name]
  return (readJsonIn(file, fileSchema, locale) as Record<string, unknown>)[name] as z.output<
    (typeof listFiles)[Name]["itemSchema"]
  >[]
}

/** A page's copy in `locale` (English by default), read and checked the way the build reads it. */
export function readPageFile<Id extends PageId>(page: Id, locale: Locale = "en"): PageCopy<Id> {
  return readJsonIn(pageFile(page), pageSchemas[page], locale) as PageCopy<Id>
}

/** What a content file holds as written, to change in a test. */
export function writtenJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve(root, file), "utf8")) as Record<string, unknown>
}
