import { localeInfo, locales, defaultLocale, type Locale } from "~/config/locales"

/** From `<html lang>`: browser code (toasts, the consent dialog) carries its few words in each language. */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang
  return locales.find((locale) => localeInfo[locale].lang === lang) ?? defaultLocale
}

/** The words of `inEachLanguage` (config/locales.ts, `inEachLocale`) for the page the browser shows. */
export const forDocument = <Words>(inEachLanguage: Record<Locale, Words>): Words => inEachLanguage[documentLocale()]
