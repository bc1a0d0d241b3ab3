import { z } from "zod"
import { defaultLocale, localeInfo, locales, type Locale } from "../locales"

/** What the schema holds about each variable besides its check. */
export interface SettingDoc {
  /** The block of `.env.example` it is written in; the first description in a block introduces it. */
  group: "agency" | "voice" | "analytics" | "leads" | "content editor" | "feeds"
  /** What it is for, as `.env.example` says it. */
  description: string
  /** Used when the variable is unset or blank. */
  default: string
  /** A value of the right form: error messages show it, and `.env.example` does when the default is empty. */
  example?: string
  /**
   * Set where the default is the template's own and must not reach a public site: the agency's
   * identity, or an address outside the site that the agency does not own. What a public build
   * needs there instead; while the variable holds its default, the launch check lists it
   * (pipeline/launch-check.ts, docs/decisions/018-launch-safety.md).
   */
  beforeLaunch?: string
}

/** A variable's check, taking the trimmed value (its default when blank). */
type Check = z.ZodType<unknown, string>

const settingDocs = z.registry<SettingDoc>()

/**
 * A variable: its check, with what the schema says of it attached. A check whose message shows
 * the example or the default is given as a function of them, so the two cannot drift apart.
 */
export function setting<Doc extends SettingDoc, C extends Check>(doc: Doc, check: C | ((doc: Doc) => C)): C {
  // A copy: the registry holds one description per schema object, and variables share checks.
  const schema = (typeof check === "function" ? check(doc) : check).clone()
  settingDocs.add<z.ZodType>(schema, doc)
  return schema
}

/** What the schema says of a variable, from its check. */
export const docOf = (check: z.ZodType) => settingDocs.get(check)

/** The languages whose pages may open a destination of their own: every one but the default. */
const otherLocales = locales.filter((locale) => locale !== defaultLocale)

/** A setting's variable for one language's pages: "VITE_BOOKING_URL" in Spanish is VITE_BOOKING_URL_ES. */
const localeVariable = <Name extends string>(name: Name, locale: Locale) =>
  `${name}_${locale.toUpperCase().replace(/\W/g, "_")}` as `${Name}_${string}`

/**
 * A setting's variables for the pages of each language but the default (the locale list,
 * app/config/locales.ts): empty by default, for the same value as in the default language.
 */
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

/** The values a language's variables set, by language; a language left empty is left out. */
export function valuesPerLocale(values: Record<string, unknown>, name: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    otherLocales.flatMap((locale) => {
      const value = values[localeVariable(name, locale)]
      return typeof value === "string" && value !== "" ? [[locale, value]] : []
    }),
  )
}

/**
 * Reports a problem with a value, naming the variable where the check spans several. The other
 * checks still run, so one build reports every problem.
 */
export function report(context: z.RefinementCtx, message: string, variable?: string): never {
  context.addIssue({ code: "custom", continue: true, message, ...(variable ? { path: [variable] } : {}) })
  return z.NEVER
}

/** "none, plausible or ga4" */
export function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`
}
