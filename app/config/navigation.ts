import type { NavLinkItem } from "~/content/types"
import { localizePath, type Locale } from "./locales"
import { pageName, sitePages } from "./pages"

/** The pages of the top navigation, by name: "home", "services", ... */
export type NavigationPageName = "home" | "services" | "process" | "case-studies" | "contact"

/**
 * The top navigation in `locale`: the pages of the page list marked `inNavigation`, in its order,
 * each with its label in `labels` (the interface words' `layoutWords.navigation`).
 */
export const mainNavigation = (locale: Locale, labels: Record<NavigationPageName, string>): readonly NavLinkItem[] =>
  sitePages.flatMap((page) =>
    page.inNavigation
      ? [{ label: labels[pageName(page) as NavigationPageName], to: localizePath(page.path, locale) }]
      : [],
  )
