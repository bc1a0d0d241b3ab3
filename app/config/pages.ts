import { privacyPolicy } from "../content/legal/privacy"
import { termsOfService } from "../content/legal/terms"
import { caseStudiesPage } from "../content/pages/case-studies"
import { contactPage } from "../content/pages/contact"
import { homePage } from "../content/pages/home"
import { processPage } from "../content/pages/process"
import { servicesPage } from "../content/pages/services"
import type { PageMeta } from "../content/types"

export interface SitePage {
  /** The canonical path: no trailing slash, except the home page. */
  path: string
  /** Names the page's files, such as its Open Graph image (`/og/<id>.png`): the path without its slash. */
  id: string
  meta: PageMeta
  /** For the sitemap: how much the page matters within the site, 0 to 1. */
  priority: number
}

/**
 * Every page of the site. The sitemap, the Open Graph images and the browser tests are made from
 * this list; `routes.ts` must have a route for each. Imported by the build: keep imports relative.
 */
export const sitePages: readonly SitePage[] = [
  { path: "/", id: "home", meta: homePage.meta, priority: 1 },
  { path: "/services", id: "services", meta: servicesPage.meta, priority: 0.9 },
  { path: "/process", id: "process", meta: processPage.meta, priority: 0.7 },
  { path: "/case-studies", id: "case-studies", meta: caseStudiesPage.meta, priority: 0.8 },
  { path: "/contact", id: "contact", meta: contactPage.meta, priority: 0.9 },
  { path: "/privacy", id: "privacy", meta: privacyPolicy.meta, priority: 0.2 },
  { path: "/terms", id: "terms", meta: termsOfService.meta, priority: 0.2 },
]

export const ogImageSize = { width: 1200, height: 630 } as const
