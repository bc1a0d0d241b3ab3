/** The words around the client stories: their cards, the industry tiles and each story's page. */
export const caseStudyWords = {
  industry: {
    /** "6 clients" */
    clients: (count: number) => `${count} ${count === 1 ? "client" : "clients"}`,
    /** After the figure: "280% average ROI". */
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
    /**
     * The search snippet: the company and its first two results, each the figure and its words
     * ("68% faster client intake"), so it reads well whatever the results say.
     */
    description: (company: string, results: readonly { metric: string; description: string }[]) =>
      `What ${company} got from AI automation: ${results
        .slice(0, 2)
        .map((result) => `${result.metric} ${result.description}`)
        .join("; ")}.`,
    /** The link from a card to its story: "Read the Calloway & Pierce Family Law story" */
    readFull: (company: string) => `Read the ${company} story`,
    resultsLabel: "Results",
    atAGlance: "At a glance",
    industry: "Industry",
  },
}
