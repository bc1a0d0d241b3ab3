import { privacyPolicy } from "../content/legal/privacy"
import { termsOfService } from "../content/legal/terms"
import { blogPage } from "../content/pages/blog"
import { caseStudiesPage } from "../content/pages/case-studies"
import { contactPage } from "../content/pages/contact"
import { homePage } from "../content/pages/home"
import { processPage } from "../content/pages/process"
import { servicesPage } from "../content/pages/services"
import type { PageMeta } from "../content/types"

/** A page the site is built around, in the order the sitemap and /llms.txt list them. */
export interface SitePage {
  /** The canonical path: no trailing slash, except the home page. */
  path: string
  meta: PageMeta
  /** For the sitemap: how much the page matters within the site, 0 to 1. */
  priority: number
}

/**
 * The site's main pages. The sitemap lists every built page with a canonical link (blog posts,
 * client stories and topics too, scripts/build/seo-files.ts): these first, with their priority.
 * /llms.txt describes them with their titles and descriptions.
 * Imported by the build: keep imports relative.
 */
export const sitePages: readonly SitePage[] = [
  { path: "/", meta: homePage.meta, priority: 1 },
  { path: "/services", meta: servicesPage.meta, priority: 0.9 },
  { path: "/process", meta: processPage.meta, priority: 0.7 },
  { path: "/case-studies", meta: caseStudiesPage.meta, priority: 0.8 },
  { path: "/contact", meta: contactPage.meta, priority: 0.9 },
  { path: "/privacy", meta: privacyPolicy.meta, priority: 0.2 },
  { path: "/terms", meta: termsOfService.meta, priority: 0.2 },
  { path: "/blog", meta: blogPage.meta, priority: 0.8 },
]

/** Where a page's Markdown version is: /services.md, /blog/<post>.md, and /index.md for the home page. */
export function markdownPath(pagePath: string): string {
  return pagePath === "/" ? "/index.md" : `${pagePath}.md`
}

export const ogImageSize = { width: 1200, height: 630 } as const
