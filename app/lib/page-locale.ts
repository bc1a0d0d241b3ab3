import { localeInfo, locales, type Locale } from "~/config/locales"

/**
 * The language of the page being built, as Astro's i18n routing names it (`Astro.currentLocale`):
 * every route of app/pages/[...locale]/ is built once a language.
 */
export function pageLocale(astro: { currentLocale: string | undefined }): Locale {
  const locale = locales.find((candidate) => candidate === astro.currentLocale)
  if (!locale)
    throw new Error(`A page was built in ${String(astro.currentLocale)}, which is not one of the site's languages`)
  return locale
}

/** The `locale` param of each language's pages: none for English at the root, "es" for /es/. */
export const localeParam = (locale: Locale): string | undefined => localeInfo[locale].prefix.slice(1) || undefined
