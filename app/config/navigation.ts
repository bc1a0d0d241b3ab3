import type { NavLinkItem } from "~/content/types"
import { sitePages } from "./pages"

/** The top navigation: the pages of the page list that carry a label for it, in its order. */
export const mainNavigation: readonly NavLinkItem[] = sitePages.flatMap((page) =>
  page.navigation ? [{ label: page.navigation, to: page.path }] : [],
)
