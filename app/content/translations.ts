import { localizePath, type Locale } from "../config/locales"

/**
 * A translation holds only words and mirrors its English original (lists matched by `id`), so a
 * price or an ROI figure lives once and the two never disagree; the merge is checked with the
 * English schema. Imported by the build's content loaders: keep imports relative.
 */

/** Keys whose values are not words to translate: names of icons, kinds of actions, paths, flags, records. */
export const sharedKeys: ReadonlySet<string> = new Set([
  "icon",
  "kind",
  "to",
  "file",
  "sample",
  "permission",
  "popular",
  "placeholders",
  "order",
  "publishedAt",
  "updatedAt",
  "reviewedAt",
  "draft",
  "investment",
])

type Json = unknown

/** Where a value sits, for messages: "plans.1.features". */
const at = (path: readonly (string | number)[]) => path.join(".") || "(whole file)"

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** Whether a value holds any words to translate: text outside the shared keys. */
function hasWords(value: Json): boolean {
  if (typeof value === "string") return true
  if (Array.isArray(value)) return value.some(hasWords)
  if (isRecord(value))
    return Object.entries(value).some(([key, item]) => key !== "id" && !sharedKeys.has(key) && hasWords(item))
  return false
}

/** A value of the English file that a translation leaves out: a shared key, or no words in it. */
const isShared = (key: string, value: Json) => sharedKeys.has(key) || !hasWords(value)

/**
 * The English content with the translation's words, or the list of what is wrong with the
 * translation ("plans.1.features: lists 4 items; the English file lists 5"). Paths of the site
 * in the shared `to` fields are moved to the translation's language.
 */
export function mergeTranslation(
  english: Json,
  translation: Json,
  locale: Locale,
): { merged: Json; problems: readonly string[] } {
  const problems: string[] = []

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
        else if (key !== "id" && isShared(key, original[key]))
          problems.push(
            `${at([...path, key])}: is shared by both languages: change it in the English file, and leave it out here`,
          )
      return Object.fromEntries(
        Object.entries(original).map(([key, value]) => {
          if (key === "id") return [key, value]
          if (isShared(key, value))
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
  files: { file: string; original: string },
) {
  const { merged, problems } = mergeTranslation(english, translation, locale)
  if (problems.length > 0)
    throw new Error(
      `${files.file} does not match its English original ${files.original}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    )
  return merged
}

/** Where a content file's translation is: "app/content/plans.json" -> "app/content/es/plans.json". */
export const translationFile = (file: string, locale: Locale) =>
  file.replace(/^app\/content\//, `app/content/${locale}/`)
