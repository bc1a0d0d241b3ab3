import type { PageHero, PageMeta } from "../types"

export const servicesPage = {
  meta: {
    title: "AI Automation Services and Pricing",
    description:
      "AI customer support agents from $500/month, n8n workflow automation from $1,000/month, lead generation automation from $750/month and custom AI integrations.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Services",
    title: "AI Automation Services That Pay for Themselves",
    lede: "Four ways we put AI to work in your business, each designed, built and supported by our team and connected to the tools you already use.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "See Our Process", to: "/process" },
    ],
  } satisfies PageHero,
}
