import { localeInfo, locales, type Locale } from "~/config/locales"

/** As Astro's i18n routing names it (`Astro.currentLocale`). */
export function pageLocale(astro: { currentLocale: string | undefined }): Locale {
  const locale = locales.find((candidate) => candidate === astro.currentLocale)
  if (!locale)
    throw new Error(`A page was built in ${String(astro.currentLocale)}, which is not one of the site's languages`)
  return locale
}

/** The `locale` param of each language's pages: none for English at the root, "es" for /es/. */
export const localeParam = (locale: Locale): string | undefined => localeInfo[locale].prefix.slice(1) || undefined
