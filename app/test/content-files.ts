import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { z } from "astro/zod"
import { describeIssues } from "~/content/schemas"

/**
 * The Markdown files of a content collection read the way the build reads them, for unit tests:
 * front matter checked against the collection's schema, the body kept as written. A file that does
 * not fit throws, naming the file and each field that is wrong.
 */
export function readCollection<Schema extends z.ZodTypeAny>(
  folder: string,
  schema: Schema,
): (z.output<Schema> & { id: string; body: string })[] {
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
  const result = schema.safeParse(data)
  if (result.success) return result.data
  throw new Error(describeIssues(path.relative(process.cwd(), file), result.error))
}
