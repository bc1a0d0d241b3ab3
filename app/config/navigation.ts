import type { NavLinkItem } from "~/content/types"
import { localizePath, type Locale } from "./locales"
import { sitePages } from "./pages"

/** The top navigation in `locale`: the pages of the page list that carry a label for it, in its order. */
export const mainNavigation = (locale: Locale): readonly NavLinkItem[] =>
  sitePages.flatMap((page) =>
    page.navigation ? [{ label: page.navigation[locale], to: localizePath(page.path, locale) }] : [],
  )
