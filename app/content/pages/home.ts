import type { PageHero, PageMeta } from "../types"

export const homePage = {
  meta: {
    title: "AI Automation Agency for Growing US Businesses",
    description:
      "AI customer support agents, workflow automation, lead generation and custom AI integrations for US businesses. Book a free 30-minute consultation.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "AI automation agency",
    title: "Automate. Accelerate. Dominate.",
    lede: "We build AI agents and automated workflows that answer your customers around the clock, follow up with every lead and take the busywork off your team, so you grow without adding headcount.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "watch-demo", label: "Watch Demo" },
    ],
  } satisfies PageHero,
}
