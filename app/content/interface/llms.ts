/** The words of /llms.txt: the site described for AI assistants (https://llmstxt.org). */
export const llmsWords = {
  /** "Kinetic AI builds AI agents and automations..." */
  about: (agency: string) =>
    `${agency} is an AI automation agency for small and mid-sized US businesses. It builds AI customer support agents, workflow automation with n8n, lead generation automation and custom AI integrations, connected to the tools a business already uses, and monitors them 24/7.`,
  howToStart:
    "Every engagement starts with a free 30-minute strategy session; work starts within 1-2 weeks of it. Simple workflows go live in 1-2 weeks, full systems in 4-8 weeks. Messages are answered within 24 hours.",
  guarantees:
    "Guarantees: measurable time savings within 30 days or free work until they are achieved; positive ROI within 90 days or the setup fee is refunded.",
  /** "Contact: hello@..., +1 (512) 555-0142 (Monday to Friday, 9 AM to 6 PM ET)." */
  contact: (email: string, phone: string, hours: string) => `Contact: ${email}, ${phone} (${hours}).`,
  headings: {
    industries: "Industries",
    services: "Services and starting prices",
    plans: "Plans",
    pages: "Pages",
    insights: "Insights (blog)",
    stories: "Client stories",
    optional: "Optional",
  },
  plansNote: "All plans include setup, training and ongoing support.",
  /** "$1,000/month plus $3,500 setup" */
  planPrice: (monthly: string, setup: string) => `${monthly} plus ${setup}`,
  /** "Growth (most popular)" */
  popular: (name: string) => `${name} (most popular)`,
  feed: "RSS feed of the blog",
  /** The link from /llms.txt to /llms-full.txt. */
  fullList: "Every page, article and client story (llms-full.txt)",
  /** Under a list of /llms.txt cut short: "20 of 1,000 shown; every one is listed in https://…/llms-full.txt." */
  more: (shown: string, total: string, fullList: string) =>
    `${shown} of ${total} shown; every one is listed in ${fullList}.`,
  /** /llms-full.txt, after its index: the text of the pages themselves. */
  fullText: {
    heading: "Full text",
    intro: (posts: string) =>
      `The text of every page and client story follows, each ending with its address, and of the ${posts} latest articles; the older articles are listed above with their links.`,
  },
  /** The last line of each page's Markdown version (/services.md): "Source: https://…/services". */
  markdownSource: "Source",
  /** What a preview build's /llms.txt says instead of describing the site. */
  preview: {
    /** "Kinetic AI (preview)" */
    title: (agency: string) => `${agency} (preview)`,
    note: "This is a preview of the site that still holds sample content: nothing here describes the agency yet, so no page is listed.",
  },
}
