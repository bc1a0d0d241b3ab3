import type { PageHero, PageMeta } from "../types"

export const caseStudiesPage = {
  meta: {
    title: "AI Automation Case Studies and Client Results",
    description:
      "How 27+ businesses in legal, healthcare, real estate, e-commerce, finance and tech achieved a 295% average ROI with our AI automation.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Case studies",
    title: "Real Results for Real Businesses",
    lede: "See how law firms, clinics, brokerages, online stores and more use AI agents and automation to save time, cut costs and grow.",
    actions: [{ kind: "book-call", label: "Book Free Consultation" }],
  } satisfies PageHero,
}
