import type { CallToAction, ClosingCallToAction, PageHero, PageMeta, SectionIntro } from "../types"

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
  /** The page of one client story, /case-studies/<story>. */
  story: {
    /** "Legal client story" */
    eyebrow: (industry: string) => `${industry} client story`,
    /** "Calloway & Pierce Family Law Case Study" */
    title: (company: string) => `${company} Case Study`,
    /** The search snippet: the company and its headline results. */
    description: (company: string, results: readonly { metric: string; description: string }[]) =>
      `How ${company} got ${results
        .slice(0, 2)
        .map((result) => `${result.metric} ${result.description}`)
        .join(" and ")} with AI automation: the challenge, what we built and the results.`,
    /** The link from a card to its story: "Read the Calloway & Pierce Family Law story" */
    readFull: (company: string) => `Read the ${company} story`,
    resultsLabel: "Results",
    atAGlance: "At a glance",
    industry: "Industry",
    more: { eyebrow: "Client stories", title: "More Client Stories" } satisfies SectionIntro,
    action: { kind: "book-call", label: "Book Free Consultation" } satisfies CallToAction,
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
