import type { ServiceEntry } from "./schemas"

/** Content holds data only (no JSX, no class names); components import every content type from here. */
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
