/** The words around the industries' and services' own pages, and the client stories' filters. */
export const buyerPageWords = {
  /** The booking link in each page's hero. */
  book: "Book Free Consultation",
  industry: {
    channels: "Channels we answer on",
    systems: "Systems we connect",
    /** Under the rules: what they are, and what they are not. */
    rulesNote:
      "This describes how we work. It is not legal or compliance advice: your own counsel and compliance lead have the final word on your obligations.",
    story: { eyebrow: "Client story", more: (industry: string) => `All ${industry} client stories` },
    services: { title: "Services that fit" },
    questions: "Questions buyers ask us",
  },
  service: {
    eyebrow: "Service",
    whatItDoes: "What it does",
    features: "What is included",
    cost: {
      title: "What it costs",
      /** The three plans, each "Growth: $1,000/month + $3,500 setup". */
      plans: "Plans it runs on",
    },
    stories: {
      title: "Client stories that used it",
      more: (service: string) => `All client stories with ${service}`,
    },
    questions: "Questions about this service",
  },
  /** /case-studies/industry/<id> and /case-studies/service/<id>. */
  filters: {
    /** On /case-studies, above the cards: its links' names are the views' titles. */
    label: "Browse the stories",
    byIndustry: "By industry",
    byService: "By service",
    all: "All stories",
    industryTitle: (industry: string) => `${industry} Client Stories`,
    serviceTitle: (service: string) => `Client Stories: ${service}`,
    /** The view's link to the industry's or the service's own page. */
    aboutIndustry: (industry: string) => `AI Automation for ${industry}`,
    aboutService: (service: string) => `About ${service}`,
    industryDescription: (industry: string, count: number) =>
      `${count === 1 ? "One client story" : `${count} client stories`} from ${industry}: the problem each business brought us, what we built and the results it measured.`,
    serviceDescription: (service: string, count: number) =>
      `${count === 1 ? "One client story" : `${count} client stories`} built with ${service}: the problem, what we built and the results the business measured.`,
  },
}
