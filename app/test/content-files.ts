import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { z } from "astro/zod"
import { listFiles, pageFile, type ListName } from "~/content/files"
import {
  contentErrorMessages,
  describeIssues,
  pageSchemas,
  readJsonFile,
  type PageCopy,
  type PageId,
} from "~/content/schemas"

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

/** The items of one of the JSON lists, read and checked the way the build reads them. */
export function readListFile<Name extends ListName>(name: Name): z.output<(typeof listFiles)[Name]["itemSchema"]>[] {
  const { file, fileSchema } = listFiles[name]
  const { checked } = readJsonFile(file, fileSchema, readFileSync(path.resolve(root, file), "utf8"))
  return (checked as Record<string, unknown>)[name] as z.output<(typeof listFiles)[Name]["itemSchema"]>[]
}

/** A page's copy, read and checked the way the build reads it. */
export function readPageFile<Id extends PageId>(page: Id): PageCopy<Id> {
  const file = pageFile(page)
  return readJsonFile(file, pageSchemas[page], readFileSync(path.resolve(root, file), "utf8")).checked as PageCopy<Id>
}

/** What a content file holds as written, to change in a test. */
export function writtenJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve(root, file), "utf8")) as Record<string, unknown>
}
