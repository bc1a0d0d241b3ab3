/** The words around the blog ("Insights"): its listing, tag pages and the frame around each post. */
export const blogWords = {
  /** The name of the blog in links, breadcrumbs and the RSS feed. */
  name: "Insights",
  /** "Insights from Kinetic AI" */
  feedTitle: (agency: string) => `Insights from ${agency}`,
  /** "Page 2 of 3" */
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  /** A later page of the blog in search results: "Insights: AI Automation for Small Businesses (Page 2 of 3)". */
  pagedTitle: (title: string, page: number, count: number) => `${title} (Page ${page} of ${count})`,
  pagination: { label: "Pages of articles", previous: "Newer articles", next: "Older articles" },
  tag: {
    eyebrow: "Topic",
    /** "Articles on Customer Support" */
    title: (tag: string) => `Articles on ${tag}`,
    lede: (count: number) =>
      count === 0
        ? "No articles on this topic yet."
        : count === 1
          ? "1 article on this topic."
          : `${count} articles on this topic, newest first.`,
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
  },
  breadcrumbLabel: "Breadcrumb",
}
