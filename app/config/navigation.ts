import type { NavLinkItem } from "~/content/types"
import { localizePath, type Locale } from "./locales"
import { sitePages, type NavigationPageName } from "./pages"

export type { NavigationPageName }

/**
 * The top navigation in `locale`: the pages of the page list marked `navigation`, in its order,
 * each with its label in `labels` (the interface words' `layoutWords.navigation`).
 */
export const mainNavigation = (locale: Locale, labels: Record<NavigationPageName, string>): readonly NavLinkItem[] =>
  sitePages.flatMap((page) =>
    "navigation" in page ? [{ label: labels[page.name], to: localizePath(page.path, locale) }] : [],
  )
