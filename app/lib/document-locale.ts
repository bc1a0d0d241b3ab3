import { localeInfo, locales, defaultLocale, type Locale } from "~/config/locales"

/**
 * The language of the page the browser shows, from `<html lang>`: code that runs in the browser
 * (toasts, the consent dialog) speaks it. Each such module carries its few words in both languages.
 */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang
  return locales.find((locale) => localeInfo[locale].lang === lang) ?? defaultLocale
}

/** The words of `inEachLanguage` (config/locales.ts, `inEachLocale`) for the page the browser shows. */
export const forDocument = <Words>(inEachLanguage: Record<Locale, Words>): Words => inEachLanguage[documentLocale()]
