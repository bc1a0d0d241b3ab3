/**
 * The site's languages: English at the root, unchanged, and US Spanish under /es/ (Astro's i18n
 * routing, astro.config.ts, takes its locales from here). A page's language is its path's: the
 * same page in the other language is the same path with or without the prefix, so every page can
 * link to its twin and name it as its alternate (hreflang).
 *
 * Imported by the build (scripts/build/): keep imports relative.
 */

export const locales = ["en", "es"] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = "en"

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

/** The other language: each page links to its twin in it. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "es" : "en")

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
