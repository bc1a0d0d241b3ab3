import type { PageId } from "../content/schemas"

/** A page the site is built around, in the order the sitemap and /llms.txt list them. */
export interface SitePage {
  /** The canonical path: no trailing slash, except the home page. */
  path: string
  /** Where its title and description are written: the page's copy, or a legal page's front matter. */
  copy: { page: PageId } | { legal: "privacy" | "terms" }
  /** For the sitemap: how much the page matters within the site, 0 to 1. */
  priority: number
}

/**
 * The site's main pages. The sitemap lists every built page with a canonical link (blog posts,
 * client stories and topics too, scripts/build/seo-files.ts): these first, with their priority.
 * /llms.txt describes them with the titles and descriptions their copy gives.
 * Imported by the build: keep imports relative.
 */
export const sitePages: readonly SitePage[] = [
  { path: "/", copy: { page: "home" }, priority: 1 },
  { path: "/services", copy: { page: "services" }, priority: 0.9 },
  { path: "/process", copy: { page: "process" }, priority: 0.7 },
  { path: "/case-studies", copy: { page: "case-studies" }, priority: 0.8 },
  { path: "/contact", copy: { page: "contact" }, priority: 0.9 },
  { path: "/privacy", copy: { legal: "privacy" }, priority: 0.2 },
  { path: "/terms", copy: { legal: "terms" }, priority: 0.2 },
  { path: "/blog", copy: { page: "blog" }, priority: 0.8 },
]

/** Where a page's Markdown version is: /services.md, /blog/<post>.md, and /index.md for the home page. */
export function markdownPath(pagePath: string): string {
  return pagePath === "/" ? "/index.md" : `${pagePath}.md`
}

export const ogImageSize = { width: 1200, height: 630 } as const
