import type { ClosingCallToAction, PageHero, PageMeta, SectionIntro } from "../types"

/** The blog ("Insights"): its listing, tag pages and the frame around each post. */
export const blogPage = {
  meta: {
    title: "Insights: AI Automation for Small Businesses",
    description:
      "Practical articles on AI customer support agents, n8n workflow automation, lead follow-up and measuring ROI, from the team that builds them.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Insights",
    title: "Insights on AI Automation",
    lede: "Practical guides for owners and operations managers: what to automate first, how to roll it out safely and how to tell whether it pays.",
    actions: [],
  } satisfies PageHero,
  /** The name of the blog in links, breadcrumbs and the RSS feed. */
  name: "Insights",
  /** "Insights from Kinetic AI" */
  feedTitle: (agency: string) => `Insights from ${agency}`,
  latest: { title: "Latest Articles" } satisfies SectionIntro,
  topics: { title: "Browse by Topic" } satisfies SectionIntro,
  /** "Page 2 of 3" */
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  pagination: { label: "Pages of articles", previous: "Newer articles", next: "Older articles" },
  tag: {
    eyebrow: "Topic",
    /** "Articles on Customer Support" */
    title: (tag: string) => `Articles on ${tag}`,
    lede: (count: number) => `${count} ${count === 1 ? "article" : "articles"} on this topic, newest first.`,
    description: (tag: string, agency: string) =>
      `Articles on ${tag} for small and mid-sized businesses: practical guidance on AI automation from the ${agency} team.`,
  },
  post: {
    /** "6 min read" */
    readingTime: (minutes: number) => `${minutes} min read`,
    published: "Published",
    updated: "Updated",
    by: "By",
    tagsLabel: "Topics",
    neighbours: { label: "More articles", older: "Previous article", newer: "Next article" },
    related: { eyebrow: "Keep reading", title: "Related Articles" } satisfies SectionIntro,
  },
  breadcrumbLabel: "Breadcrumb",
  closing: {
    title: "Want These Results in Your Business?",
    lede: "Book a free 30-minute strategy session. We'll map your workflows and show you where automation pays off first.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "Explore Services", to: "/services" },
    ],
  } satisfies ClosingCallToAction,
}
