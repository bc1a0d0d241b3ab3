/** A page the site is built around, in the order the sitemap lists them. */
export interface SitePage {
  /** The canonical path: no trailing slash, except the home page. */
  path: string
  /** For the sitemap: how much the page matters within the site, 0 to 1. */
  priority: number
}

/**
 * The site's main pages. The sitemap lists every built page with a canonical link (blog posts,
 * client stories and topics too, scripts/build/seo-files.ts): these first, with their priority.
 * Imported by the build: keep imports relative.
 */
export const sitePages: readonly SitePage[] = [
  { path: "/", priority: 1 },
  { path: "/services", priority: 0.9 },
  { path: "/process", priority: 0.7 },
  { path: "/case-studies", priority: 0.8 },
  { path: "/contact", priority: 0.9 },
  { path: "/privacy", priority: 0.2 },
  { path: "/terms", priority: 0.2 },
  { path: "/blog", priority: 0.8 },
]

export const ogImageSize = { width: 1200, height: 630 } as const
