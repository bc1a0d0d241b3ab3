import { z } from "zod"
import { defaultLocale, localeInfo, locales, type Locale } from "../locales"

export interface SettingDoc {
  /** The block of `.env.example`; the first description in a block introduces it. */
  group: "agency" | "voice" | "analytics" | "leads" | "trust" | "content editor" | "feeds"
  description: string
  /** Used when the variable is unset or blank. */
  default: string
  /** Error messages show it, and `.env.example` does when the default is empty. */
  example?: string
  /** What a public build needs where the default is the template's own; the launch check lists it until set. */
  beforeLaunch?: string
}

/** Takes the trimmed value (its default when blank). */
type Check = z.ZodType<unknown, string>

const settingDocs = z.registry<SettingDoc>()

/** A check whose message shows the example or the default is a function of them, so they cannot drift apart. */
export function setting<Doc extends SettingDoc, C extends Check>(doc: Doc, check: C | ((doc: Doc) => C)): C {
  // A copy: the registry holds one description per schema object, and variables share checks.
  const schema = (typeof check === "function" ? check(doc) : check).clone()
  settingDocs.add<z.ZodType>(schema, doc)
  return schema
}

export const docOf = (check: z.ZodType) => settingDocs.get(check)

const otherLocales = locales.filter((locale) => locale !== defaultLocale)

/** A setting's variable for one language's pages: "VITE_BOOKING_URL" in Spanish is VITE_BOOKING_URL_ES. */
const localeVariable = <Name extends string>(name: Name, locale: Locale) =>
  `${name}_${locale.toUpperCase().replace(/\W/g, "_")}` as `${Name}_${string}`

/** Each language but the default has a variable, empty for the default language's value. */
export function perLocale<Name extends string, C extends Check>(
  name: Name,
  doc: (pages: string) => Omit<SettingDoc, "default">,
  check: C,
): Record<`${Name}_${string}`, C> {
  return Object.fromEntries(
    otherLocales.map((locale) => {
      const { name: language, prefix } = localeInfo[locale]
      return [
        localeVariable(name, locale),
        setting({ default: "", ...doc(`the pages in ${language} (${prefix})`) }, check),
      ]
    }),
  ) as Record<`${Name}_${string}`, C>
}

/**
 * A setting in every language: the language's own (VITE_BOOKING_URL_ES) where the agency set one, the
 * setting's own (VITE_BOOKING_URL) otherwise. One value per language, so a page asks for its language's only.
 */
export function valueInEachLocale(values: Record<string, unknown>, name: string): Record<Locale, string> {
  const own = valuesPerLocale(values, name)
  const value = values[name]
  if (typeof value !== "string") throw new Error(`${name} was not read as text`)
  return Object.fromEntries(locales.map((locale) => [locale, own[locale] ?? value])) as Record<Locale, string>
}

/** A language left empty is left out. */
export function valuesPerLocale(values: Record<string, unknown>, name: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    otherLocales.flatMap((locale) => {
      const value = values[localeVariable(name, locale)]
      return typeof value === "string" && value !== "" ? [[locale, value]] : []
    }),
  )
}

/** Names the variable where a check spans several; the other checks still run, so one build reports every problem. */
export function report(context: z.RefinementCtx, message: string, variable?: string): never {
  context.addIssue({ code: "custom", continue: true, message, ...(variable ? { path: [variable] } : {}) })
  return z.NEVER
}

/** "none, plausible or ga4" */
export function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`
}
