/** The words around the client stories: their cards, the industry tiles and each story's page. */
export const caseStudyLabels = {
  industry: {
    /** "6 clients" */
    clients: (count: number) => `${count} ${count === 1 ? "client" : "clients"}`,
    averageRoi: "average ROI",
  },
  card: {
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
  },
}
