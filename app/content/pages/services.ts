import type { ClosingCallToAction, PageHero, PageMeta, SectionIntro } from "../types"

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
  benefits: {
    eyebrow: "Why automate",
    title: "Built to Return More Than It Costs",
    lede: "Every service is designed around the same three outcomes.",
  } satisfies SectionIntro,
  services: {
    eyebrow: "What we build",
    title: "Our Services",
    lede: "Pick one to start or combine them into a complete AI system. Every service includes setup, training and ongoing support.",
  } satisfies SectionIntro,
  closing: {
    title: "Not Sure Where to Start?",
    lede: "In a free 30-minute strategy session we'll look at your workflows and recommend the service that will pay off first.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "See Case Studies", to: "/case-studies" },
    ],
  } satisfies ClosingCallToAction,
}
