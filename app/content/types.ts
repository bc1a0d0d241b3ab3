/**
 * The shapes of the site's copy. Content files hold data only (no JSX, no class names); sections
 * render it. Every collection item has a stable kebab-case `id` used as React key, DOM anchor and
 * test handle.
 */

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

/** What a call to action does; `ActionButton` turns it into the right link or button. */
export type CallToAction =
  | { kind: "book-call"; label: string }
  | { kind: "watch-demo"; label: string }
  | { kind: "voice-call"; label: string }
  /** Starts a voice call when a widget is configured, otherwise opens the booking calendar. */
  | { kind: "voice-call-or-book"; label: string }
  /** Without a label, the link reads as the address itself. */
  | { kind: "email"; label?: string; subject?: string }
  /** Without a label, the link reads as the number itself. */
  | { kind: "phone"; label?: string }
  | { kind: "page"; label: string; to: string }

export interface PageMeta {
  /** The page's own title; the agency name is appended by `lib/seo.ts`. */
  title: string
  description: string
}

/** The eyebrow, heading and lede that open a section. */
export interface SectionIntro {
  eyebrow?: string
  title: string
  lede?: string
}

export interface PageHero {
  eyebrow?: string
  title: string
  lede: string
  actions: readonly CallToAction[]
}

/** A closing band: a heading, a line of copy and the actions that end a page. */
export interface ClosingCallToAction {
  title: string
  lede: string
  actions: readonly CallToAction[]
}

export interface Stat {
  id: string
  value: string
  label: string
}

export interface Benefit {
  id: string
  icon: IconName
  title: string
  description: string
}

export interface Image {
  src: string
  alt: string
  width: number
  height: number
}

export type ServicePricing = { kind: "from"; monthlyFee: Money } | { kind: "custom" }

export interface Service {
  id: string
  icon: IconName
  title: string
  /** One sentence for the home page's overview. */
  summary: string
  description: string
  features: readonly [string, string, string, string, string]
  image: Image
  pricing: ServicePricing
  cta: CallToAction
}

export interface ProcessStep {
  id: string
  /** Shown as "01", "02", ... */
  number: number
  icon: IconName
  title: string
  /** One or two sentences for the home page timeline. */
  summary: string
  /** The longer text of the process page. */
  description: string
  duration: string
  activities: readonly [string, string, string, string, string]
}

export interface Audience {
  id: string
  icon: IconName
  title: string
  description: string
  useCases: readonly string[]
}

export type PlanPrice = { kind: "fixed"; setupFee: Money; monthlyFee: Money } | { kind: "custom" }

export interface PricingPlan {
  id: string
  name: string
  description: string
  price: PlanPrice
  features: readonly string[]
  popular: boolean
  cta: CallToAction
}

export interface Faq {
  id: string
  question: string
  answer: string
}

export interface Guarantee {
  id: string
  icon: IconName
  title: string
  description: string
}

export interface IndustrySummary {
  id: string
  industry: string
  icon: IconName
  clients: number
  averageRoiPercent: number
}

export interface ContactMethod {
  id: string
  icon: IconName
  title: string
  description: string
  cta: CallToAction
}

export interface LegalSection {
  id: string
  heading: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export interface LegalDocument {
  meta: PageMeta
  title: string
  lastUpdated: string
  intro: readonly string[]
  sections: readonly LegalSection[]
}

export interface NavLinkItem {
  label: string
  to: string
}

export interface FooterColumn {
  id: string
  title: string
  links: readonly NavLinkItem[]
}
