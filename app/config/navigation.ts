import type { NavLinkItem } from "~/content/types"

/** The top navigation, in the order the specification gives. */
export const mainNavigation: readonly NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Process", to: "/process" },
  { label: "Case Studies", to: "/case-studies" },
  { label: "Contact", to: "/contact" },
]
