import { localeInfo, locales, defaultLocale, type Locale } from "~/config/locales"
import type { Translation } from "~/content/interface/translation"

/**
 * The language of the page the browser shows, from `<html lang>`: code that runs in the browser
 * (toasts, the consent dialog) speaks it. Each such module carries its few words in both languages.
 */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang
  return locales.find((locale) => localeInfo[locale].lang === lang) ?? defaultLocale
}

/** The words of `inEachLanguage` (English, and each translation of it) for the page the browser shows. */
export const forDocument = <English>(inEachLanguage: {
  [Key in Locale]: Key extends "en" ? English : Translation<English>
}): Translation<English> => inEachLanguage[documentLocale()] as Translation<English>
