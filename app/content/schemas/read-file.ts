import { z } from "astro/zod"
import { numberWords, uniqueIds } from "./blocks"

/** The two problems an editor meets most, in the words the build has always used; a schema's own message comes first. */
export const contentErrorMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_type" && issue.input === undefined) return "Required"
  if (issue.code === "unrecognized_keys")
    return `Unrecognized key(s) in object: ${issue.keys.map((key) => `'${key}'`).join(", ")}`
  return undefined
}

/** "testimonials.6.quote: Required", one line a problem. */
export function describeIssues(file: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `  ${issue.path.join(".") || "(whole file)"}: ${issue.message}`)
  return `${file} does not fit its schema:\n${problems.join("\n")}`
}

/** Checked as a whole, so rules about a list (how many, unique ids) hold before any entry is read. */
export function readJsonFile<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  json: string,
): { written: Record<string, unknown>; checked: z.output<Schema> } {
  return checkJson(file, schema, parseJsonFile(file, json))
}

export function parseJsonFile(file: string, json: string): Record<string, unknown> {
  try {
    return JSON.parse(json) as Record<string, unknown>
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
  }
}

/** `readJsonFile` for JSON already read, such as a translation merged over its original. */
export function checkJson<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  written: Record<string, unknown>,
): { written: Record<string, unknown>; checked: z.output<Schema> } {
  const result = schema.safeParse(written, { error: contentErrorMessages })
  if (!result.success) throw new Error(describeIssues(file, result.error))
  return { written, checked: result.data as z.output<Schema> }
}

interface ListRule<Item> {
  holds: (items: Item[]) => boolean
  message: string
}

/** `{ "<key>": [...] }`, items with ids of their own, `count` of them where the specification fixes it. */
export function listFileSchema<Key extends string, Item extends z.ZodType<{ id: string }>>(
  key: Key,
  item: Item,
  words: { plural: string; singular: string; count?: number; why?: string },
  rules: ListRule<z.output<Item>>[] = [],
) {
  const list = z.array(item)
  const counted = words.count
    ? list.length(
        words.count,
        `must hold exactly ${numberWords[words.count]} ${words.plural}${words.why ? ` (${words.why})` : ""}`,
      )
    : list.min(1, `must hold at least one ${words.singular}`)
  const checked = counted.superRefine((items, context) => {
    const allRules = [{ holds: uniqueIds, message: `each ${words.singular} needs an id of its own` }, ...rules]
    for (const rule of allRules) if (!rule.holds(items)) context.addIssue({ code: "custom", message: rule.message })
  })
  return z.object({ [key]: checked } as Record<Key, typeof checked>).strict()
}
