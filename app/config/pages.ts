import { contentRegistry, type LegalPageId, type PageName } from "../content/registry"
import { paths } from "./paths"

/** A page the site is built around, in the order the navigation, the sitemap and /llms.txt list them. */
export interface SitePage {
  path: string
  /** Where its title and description are written: the page's copy, or a legal page's front matter. */
  copy: { page: PageName } | { legal: LegalPageId }
  /** The sitemap's, 0 to 1. */
  priority: number
  /** Labelled by `layoutWords.navigation`; the others are linked from the footer. */
  inNavigation?: true
}

/**
 * The one list of main pages the navigation, the sitemap, /llms.txt and, through build/pages.json, the budgets,
 * screenshots and benchmarks follow. The build imports this: keep imports relative.
 */
export const sitePages: readonly SitePage[] = [
  { path: paths.home, copy: { page: "homePage" }, priority: 1, inNavigation: true },
  { path: paths.services, copy: { page: "servicesPage" }, priority: 0.9, inNavigation: true },
  { path: paths.process, copy: { page: "processPage" }, priority: 0.7, inNavigation: true },
  {
    path: paths.caseStudies,
    copy: { page: "caseStudiesPage" },
    priority: 0.8,
    inNavigation: true,
  },
  { path: paths.contact, copy: { page: "contactPage" }, priority: 0.9, inNavigation: true },
  { path: paths.industries, copy: { page: "industriesPage" }, priority: 0.8 },
  { path: paths.privacy, copy: { legal: "privacy" }, priority: 0.2 },
  { path: paths.terms, copy: { legal: "terms" }, priority: 0.2 },
  { path: paths.accessibility, copy: { legal: "accessibility" }, priority: 0.2 },
  { path: paths.blog, copy: { page: "blogPage" }, priority: 0.8 },
]

/** The screen for addresses the site does not have: in neither the sitemap nor /llms.txt. */
export const notFoundPage = { path: paths.notFound, copy: { page: "notFoundPage" } } as const satisfies Omit<
  SitePage,
  "priority"
>

/** A page's short name, for files made of it (screenshots): its copy's name, "home", "privacy", "not-found". */
export function pageName(page: Pick<SitePage, "copy">): string {
  return "page" in page.copy ? contentRegistry[page.copy.page].page : page.copy.legal
}

export const ogImageSize = { width: 1200, height: 630 } as const
