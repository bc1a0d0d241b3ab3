/**
 * A page's language is its path's prefix, so every page can link to its twin and name it as its alternate
 * (hreflang). Node imports this directly (`npm start`, the budget check), stripping the types: keep imports
 * relative, and only TypeScript Node can strip (no enum, no namespace, no parameter properties).
 */

export const locales = ["en", "es"] as const

export type Locale = (typeof locales)[number]

export const defaultLocale = "en" satisfies Locale

export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>

interface LocaleInfo {
  /** `<html lang>` and `hreflang`: the language as spoken in the US. */
  lang: string
  openGraph: string
  name: string
  /** Where its pages live: "" at the root, "/es" for Spanish. */
  prefix: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { lang: "en-US", openGraph: "en_US", name: "English", prefix: "" },
  es: { lang: "es-US", openGraph: "es_US", name: "Español", prefix: "/es" },
}

export const otherLocales = (locale: Locale): Locale[] => locales.filter((other) => other !== locale)

export const translatedLocales = locales.filter((locale): locale is TranslatedLocale => locale !== defaultLocale)

/** "blog" for the default language's files, "blog-es" for their Spanish translations. */
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

/** "/services" -> "/es/services", "/" -> "/es" (no trailing slash: the servers' one form of an address). */
export function localizePath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path)
  const { prefix } = localeInfo[locale]
  if (!prefix) return base
  return /^\/([#?]|$)/.test(base) ? `${prefix}${base.slice(1)}` : `${prefix}${base}`
}

/** Each language's home page: "/" and "/es". */
export const isLocaleHome = (path: string) => unlocalizedPath(path).replace(/\/$/, "") === ""
