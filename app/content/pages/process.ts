import type { PageHero, PageMeta } from "../types"

export const processPage = {
  meta: {
    title: "Our 4-Step AI Automation Process",
    description:
      "How we take you from a free consultation to a live AI automation: discovery in 1-2 weeks, design and build in 2-6 weeks, deployment, then ongoing optimization.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Our process",
    title: "From First Call to Measurable Results",
    lede: "A proven four-step process that takes the guesswork out of AI: we find the right opportunities, build them properly, launch them safely and keep improving them.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "View Case Studies", to: "/case-studies" },
    ],
  } satisfies PageHero,
}
