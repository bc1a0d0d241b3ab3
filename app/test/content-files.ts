import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { z } from "astro/zod"
import { defaultLocale, type Locale } from "~/config/locales"
import { frontMatterOf, readEntry } from "~/content/read"
import type { JsonContent, ListName, PageName } from "~/content/registry"
import { contentErrorMessages, describeIssues } from "~/content/schemas"

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

/** A Markdown file's front matter and body, split as the build splits them (content/read.ts). */
export const splitFrontMatter = (source: string): { data: unknown; body: string } => frontMatterOf("The file", source)

/** The schema's output for one file's front matter, or an error naming the file and the fields. */
export function parseEntry<Schema extends z.ZodTypeAny>(file: string, data: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(data, { error: contentErrorMessages })
  if (result.success) return result.data
  throw new Error(describeIssues(path.relative(process.cwd(), file), result.error))
}

/** The items of one of the JSON lists in `locale` (English by default), read and checked the way the build reads them. */
export function readListFile<Name extends ListName>(name: Name, locale: Locale = defaultLocale): JsonContent<Name> {
  return readEntry(name)[locale]
}

/** A page's copy in `locale` (English by default), read and checked the way the build reads it. */
export function readPageFile<Name extends PageName>(page: Name, locale: Locale = defaultLocale): JsonContent<Name> {
  return readEntry(page)[locale]
}

/** What a content file holds as written, to change in a test. */
export function writtenJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve(root, file), "utf8")) as Record<string, unknown>
}
