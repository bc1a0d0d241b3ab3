import { z } from "astro/zod"
import { localizePath, type Locale } from "../config/locales"

/**
 * A translation holds only words and mirrors its English original (lists matched by `id`), so a
 * price or an ROI figure lives once and the two never disagree: it leaves out what the schema marks
 * as shared (`sharedFieldsOf`), and the merge is checked with the English schema. Imported by the
 * build's content loaders: keep imports relative.
 */

/**
 * A schema as an editor writes it (zod's JSON Schema of the input, before any transform), where
 * each field's `.meta()` travels with it: the content editor's forms are made from it, and what a
 * translation leaves out is read from it. A date is marked with a `format`, as a date string is.
 */
export function editorSchemaOf(schema: z.ZodType): FieldSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === "date") jsonSchema.format = "date"
    },
  }) as FieldSchema
}

/** The parts of a field's JSON Schema that say whether it holds words. */
interface FieldSchema extends Pick<z.core.GlobalMeta, "i18n"> {
  type?: string
  const?: unknown
  enum?: unknown[]
  format?: string
  oneOf?: FieldSchema[]
  anyOf?: FieldSchema[]
  items?: FieldSchema
  properties?: Record<string, FieldSchema>
}

/**
 * Whether a field is written in each language, said once, on the schema: as its `.meta({ i18n })`
 * says (an id is copied, a path or a record is shared); otherwise numbers, choices, dates and flags
 * live in the English file only, and anything holding words is translated.
 */
export function translationOf(schema: FieldSchema): boolean | "duplicate" {
  return schema.i18n ?? (!["number", "integer", "boolean"].includes(schema.type ?? "") && schemaHasWords(schema))
}

/** Whether a value of this schema holds any text a translation gives: not a choice, a date or a shared field. */
function schemaHasWords(schema: FieldSchema): boolean {
  if (schema.i18n !== undefined) return schema.i18n === true
  if (schema.const !== undefined || schema.enum || schema.format === "date") return false
  if (schema.type === "string") return true
  const choices = schema.oneOf ?? schema.anyOf
  if (choices) return choices.some(schemaHasWords)
  if (schema.items) return schemaHasWords(schema.items)
  if (schema.properties) return Object.values(schema.properties).some(schemaHasWords)
  return false
}

/** A value's place with any list position as `*`: "plans.*.price". */
const fieldPath = (path: readonly (string | number)[]) =>
  path.map((step) => (typeof step === "number" ? "*" : step)).join(".")

const sharedPaths = new WeakMap<z.ZodType, ReadonlySet<string>>()

/**
 * The fields of a schema that its translations leave out ("plans.*.price", "services.*.icon"),
 * by their place, as the schema marks them: a name shared in one place may be translated in
 * another (a service's `pricing`, the home page's `pricing` section).
 */
export function sharedFieldsOf(schema: z.ZodType): ReadonlySet<string> {
  let shared = sharedPaths.get(schema)
  if (!shared) {
    const walk = (field: FieldSchema, at: string[]): string[] => [
      ...Object.entries(field.properties ?? {}).flatMap(([name, inner]) => [
        ...(translationOf(inner) === false ? [[...at, name].join(".")] : []),
        ...walk(inner, [...at, name]),
      ]),
      ...(field.oneOf ?? field.anyOf ?? []).flatMap((choice) => walk(choice, at)),
      ...(field.items && translationOf(field.items) === false ? [[...at, "*"].join(".")] : []),
      ...(field.items ? walk(field.items, [...at, "*"]) : []),
    ]
    shared = new Set(walk(editorSchemaOf(schema), []))
    sharedPaths.set(schema, shared)
  }
  return shared
}

type Json = unknown

/** Where a value sits, for messages: "plans.1.features". */
const at = (path: readonly (string | number)[]) => path.join(".") || "(whole file)"

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)

/**
 * The English content with the translation's words, or the list of what is wrong with the
 * translation ("plans.1.features: lists 4 items; the English file lists 5"). Paths of the site
 * in the shared `to` fields are moved to the translation's language.
 */
export function mergeTranslation(
  english: Json,
  translation: Json,
  locale: Locale,
  schema: z.ZodType,
): { merged: Json; problems: readonly string[] } {
  const problems: string[] = []
  const shared = sharedFieldsOf(schema)

  /** Whether a value holds any words to translate: text outside the shared fields. */
  const hasWords = (value: Json, path: (string | number)[]): boolean => {
    if (typeof value === "string") return true
    if (Array.isArray(value)) return value.some((item, index) => hasWords(item, [...path, index]))
    if (isRecord(value))
      return Object.entries(value).some(
        ([key, item]) => key !== "id" && !shared.has(fieldPath([...path, key])) && hasWords(item, [...path, key]),
      )
    return false
  }
  /** A value of the English file that a translation leaves out: a shared field, or no words in it. */
  const isShared = (path: (string | number)[], value: Json) => shared.has(fieldPath(path)) || !hasWords(value, path)

  function merge(original: Json, words: Json, path: (string | number)[]): Json {
    if (typeof original === "string") {
      if (typeof words !== "string") {
        problems.push(
          `${at(path)}: ${words === undefined ? "is missing: translate" : "must be text, translating"} "${original}"`,
        )
        return original
      }
      if (words.trim() === "") problems.push(`${at(path)}: must not be empty`)
      return words
    }
    if (Array.isArray(original)) {
      if (!Array.isArray(words)) {
        problems.push(`${at(path)}: is missing: a list of ${original.length}, as in the English file`)
        return original
      }
      if (words.length !== original.length) {
        problems.push(
          `${at(path)}: lists ${words.length}; the English file lists ${original.length}, in the same order`,
        )
        return original
      }
      return original.map((item, index) => {
        const word = words[index] as Json
        if (isRecord(item) && typeof item.id === "string" && isRecord(word) && word.id !== item.id)
          problems.push(
            `${at([...path, index])}.id: is ${JSON.stringify(word.id)}; the English file has "${item.id}" here (ids are never translated)`,
          )
        return merge(item, word, [...path, index])
      })
    }
    if (isRecord(original)) {
      if (!isRecord(words)) {
        problems.push(`${at(path)}: is missing`)
        return original
      }
      for (const key of Object.keys(words))
        if (!(key in original))
          problems.push(
            `${at([...path, key])}: is not in the English file; a translation holds the English file's fields only`,
          )
        else if (key !== "id" && isShared([...path, key], original[key]))
          problems.push(
            `${at([...path, key])}: is shared by both languages: change it in the English file, and leave it out here`,
          )
      return Object.fromEntries(
        Object.entries(original).map(([key, value]) => {
          if (key === "id") return [key, value]
          if (isShared([...path, key], value))
            return [key, key === "to" && typeof value === "string" ? localizePath(value, locale) : value]
          return [key, merge(value, words[key], [...path, key])]
        }),
      )
    }
    return original
  }

  const merged = merge(english, translation, [])
  return { merged, problems }
}

/** `mergeTranslation`, stopping on a problem with one line a problem. */
export function translated(
  english: Json,
  translation: Json,
  locale: Locale,
  files: { file: string; original: string; schema: z.ZodType },
) {
  const { merged, problems } = mergeTranslation(english, translation, locale, files.schema)
  if (problems.length > 0)
    throw new Error(
      `${files.file} does not match its English original ${files.original}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    )
  return merged
}

/** Where a content file's translation is: "app/content/plans.json" -> "app/content/es/plans.json". */
export const translationFile = (file: string, locale: Locale) =>
  file.replace(/^app\/content\//, `app/content/${locale}/`)
