import type { ServiceEntry } from "./schemas"

/**
 * The shapes of the site's copy. Content files hold data only (no JSX, no class names); sections
 * render it. Every collection item has a stable kebab-case `id` used as React key, DOM anchor and
 * test handle. The shapes of the content files are inferred from their schemas (./schemas.ts) and
 * exported here too, so components import every content type from one place.
 */
export type {
  Audience,
  Benefit,
  CallToAction,
  ClosingCallToAction,
  ContactMethod,
  Faq,
  Guarantee,
  IndustrySummary,
  PageHero,
  HeroConversation,
  PageMeta,
  PlanPrice,
  PricingPlan,
  ProcessStep,
  SectionIntro,
  ServiceEntry,
  ServicePricing,
  Stat,
} from "./schemas"

/** Icons available to content; `components/icon.tsx` maps each name to its drawing. */
export const iconNames = [
  "bot",
  "workflow",
  "target",
  "plug",
  "clock",
  "piggy-bank",
  "trending-up",
  "scale",
  "house",
  "shopping-cart",
  "heart-pulse",
  "landmark",
  "cpu",
  "search",
  "wrench",
  "rocket",
  "chart",
  "shield-check",
  "headphones",
  "calendar",
  "message",
  "mail",
  "phone",
  "zap",
  "users",
  "lock",
  "badge-check",
  "refresh",
] as const

export type IconName = (typeof iconNames)[number]

export interface Money {
  amount: number
  currency: "USD"
}

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
