import type { ClosingCallToAction, PageHero, PageMeta, SectionIntro } from "../types"

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
  industries: {
    eyebrow: "By industry",
    title: "Results Across Industries",
    lede: "The businesses we have automated, and the average return they report.",
  } satisfies SectionIntro,
  industryLabels: {
    /** "6 clients" */
    clients: (count: number) => `${count} ${count === 1 ? "client" : "clients"}`,
    averageRoi: "average ROI",
  },
  stories: {
    eyebrow: "Client stories",
    title: "Case Studies",
    lede: "Six businesses, the problem they brought us, what we built and what changed.",
  } satisfies SectionIntro,
  storyLabels: {
    challenge: "The challenge",
    solution: "Our solution",
    results: "Results",
    timeframe: "Timeframe",
    investment: "Investment",
  },
  closing: {
    title: "Be Our Next Success Story",
    lede: "Tell us about your business in a free 30-minute strategy session and we'll show you what results like these would look like for you.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "Explore Services", to: "/services" },
    ],
  } satisfies ClosingCallToAction,
}
