import type { ServiceEntry } from "./schemas"

/**
 * The shapes of the site's copy. Content files hold data only (no JSX, no class names); sections
 * render it. Every collection item has a stable kebab-case `id` used as React key, DOM anchor and
 * test handle. The shapes of the content files are inferred from their schemas (./schemas/) and
 * exported here too, so components import every content type from one place.
 */
export type {
  Audience,
  Benefit,
  CallToAction,
  ClosingCallToAction,
  ContactMethod,
  EstimatorCopy,
  Faq,
  Guarantee,
  IndustrySummary,
  PageHero,
  HeroConversation,
  IconName,
  Money,
  PageMeta,
  PlanPrice,
  PricingPlan,
  ProcessStep,
  SectionIntro,
  ServiceEntry,
  ServicePricing,
  Stat,
} from "./schemas"
export { iconNames } from "./schemas"

export interface Image {
  src: string
  alt: string
  width: number
  height: number
}

/** A service as sections show it: its picture resolved to the built file's address. */
export type Service = Omit<ServiceEntry, "image"> & { image: Image }

export interface NavLinkItem {
  label: string
  to: string
}

export interface FooterColumn {
  id: string
  title: string
  links: readonly NavLinkItem[]
}
