/**
 * The site's languages: English at the root, unchanged, and US Spanish under /es/ (Astro's i18n
 * routing, astro.config.ts, takes its locales from here). A page's language is its path's: the
 * same page in the other language is the same path with or without the prefix, so every page can
 * link to its twin and name it as its alternate (hreflang).
 *
 * Imported by the build (pipeline/), and by Node directly (`npm start`, the budget check),
 * which strips the types: keep imports relative, and only TypeScript Node can strip (no enum, no
 * namespace, no parameter properties).
 */

export const locales = ["en", "es"] as const

export type Locale = (typeof locales)[number]

/** The language at the root, which every other translates. */
export const defaultLocale = "en" satisfies Locale

/** A language other than the default. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>

interface LocaleInfo {
  /** `<html lang>` and `hreflang`: the language as spoken in the US. */
  lang: string
  /** Open Graph's form of it (`og:locale`). */
  openGraph: string
  /** The language's own name, as the language link shows it. */
  name: string
  /** Where its pages live: "" at the root, "/es" for Spanish. */
  prefix: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { lang: "en-US", openGraph: "en_US", name: "English", prefix: "" },
  es: { lang: "es-US", openGraph: "es_US", name: "Español", prefix: "/es" },
}

/** The other languages: each page links to its twin in each. */
export const otherLocales = (locale: Locale): Locale[] => locales.filter((other) => other !== locale)

/** The languages other than the default, whose words are translations of the default's. */
export const translatedLocales = locales.filter((locale): locale is TranslatedLocale => locale !== defaultLocale)

/**
 * A content collection's name in `locale` (app/content.config.ts): "blog" for the default
 * language's files, "blog-es" for their translations into Spanish.
 */
export const collectionIn = <Name extends string>(name: Name, locale: Locale) =>
  (locale === defaultLocale ? name : `${name}-${locale}`) as Name | `${Name}-${TranslatedLocale}`

/** The language of a path of the site: "/es/services", "/es" and "/es#faq" are Spanish, "/services" English. */
export function localeOfPath(path: string): Locale {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale]
    if (prefix && (path === prefix || (/^[/#?]/.test(path.slice(prefix.length)) && path.startsWith(prefix))))
      return locale
  }
  return defaultLocale
}

/** A path without its language's prefix: "/es/services" -> "/services", "/es" -> "/", "/es#faq" -> "/#faq". */
export function unlocalizedPath(path: string): string {
  const { prefix } = localeInfo[localeOfPath(path)]
  if (!prefix) return path
  const rest = path.slice(prefix.length)
  return rest.startsWith("/") ? rest : `/${rest}`
}

/**
 * An English path in `locale`: "/services" -> "/es/services", "/" -> "/es", "/#pricing" ->
 * "/es#pricing" (no trailing slash: the servers' one form of an address, as in English). A path
 * already in a language is moved to `locale`.
 */
export function localizePath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path)
  const { prefix } = localeInfo[locale]
  if (!prefix) return base
  return /^\/([#?]|$)/.test(base) ? `${prefix}${base.slice(1)}` : `${prefix}${base}`
}

/** Each language's home page: "/" and "/es". */
export const isLocaleHome = (path: string) => unlocalizedPath(path).replace(/\/$/, "") === ""
