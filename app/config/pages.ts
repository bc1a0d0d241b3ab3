import type { LegalPageId, MarkdownName, PageName } from "../content/registry"
import type { Locale } from "./locales"

/*
 * The one page list: every page of the site and every kind of page made from content, each with its
 * address, its copy, its place in the navigation and the footer, and its weight budget. The paths
 * (paths.ts), the navigation, the footer, the sitemap, /llms.txt, the budgets (through the build's
 * pages.json), the screenshots and the benchmarks all follow it. Adding a page or a kind of page is an
 * entry here, its content and its route (docs/architecture.md, "Adding a page type"). The build and
 * the browser's code import this: keep imports relative, and keep it data (types only from content).
 */

/**
 * The most a page may weigh, in gzip bytes (the HTML in brotli), checked by `npm run test:budgets` on every
 * page the build made. jsGzip and jsFiles: the JavaScript files a page runs at start-up: none (its scripts
 * are inline, counted in the HTML; a build with a voice assistant adds a small module after the first paint).
 * islandJsGzip: the code of the page's islands (React and the carousel, FAQ or contact form; the estimator's,
 * without React), loaded only when an island comes into view (the blog's search: on the form's first use,
 * decision 030); a page without islands must stay at 0. htmlBrotli: the HTML as servers send it; up to
 * 13.55 kB, with the production headers (1,043 bytes from `npm start`), it arrives in the first round
 * trip of a new connection (ten TCP segments, 14.6 kB), so the first paint needs no second one (decision 045);
 * the home pages carry more than fits (decision 008). cssGzip: the stylesheet, inlined into every
 * page, keeping only the rules the page can use. totalGzip: everything a page loads before the visitor does
 * anything. Raise a limit only with the reason in the commit.
 */
export interface Budget {
  jsGzip: number
  jsFiles: number
  islandJsGzip: number
  htmlBrotli: number
  cssGzip: number
  totalGzip: number
}

/** The limits of a page in the first round trip, with its islands' code. */
const budget = ({ islandJsGzip = 0, htmlBrotli = 13_550 } = {}): Budget => ({
  jsGzip: 0,
  jsFiles: 0,
  islandJsGzip,
  htmlBrotli,
  cssGzip: 8000,
  totalGzip: 40_000,
})

interface Listed {
  /** Its short name: its labels' key in the navigation and the footer, its screenshots' and its budget's name. */
  name: string
  /** "/services"; for a kind of page, its pages' base and a star: "/blog/*" is every page below /blog. */
  path: string
  budget: Budget
  /** A language's own limits where its words run longer (a measured gap: the Spanish home page, decision 019). */
  budgetIn?: Partial<Record<Locale, Partial<Budget>>>
}

/** A page the site is built around: in the sitemap, /llms.txt, the screenshots and the benchmarks. */
export interface SitePage extends Listed {
  /** Where its title and description are written: the page's copy, or a legal page's front matter. */
  copy: { page: PageName } | { legal: LegalPageId }
  /** The sitemap's, 0 to 1. */
  priority: number
  /** In the top navigation, labelled by `layoutWords.navigation[name]`. */
  navigation?: true
  /** In a column of the footer, labelled by `layoutWords.footer.links[name]`. */
  footer?: FooterColumnId
}

/** A kind of page made from content: a page for each file of `content` ("/blog/<file name>"), or the 404 screen. */
export interface PageKind extends Listed {
  /** The Markdown folder its pages are made from, by its registry row. */
  content?: MarkdownName
}

export type FooterColumnId = "company" | "legal"

/**
 * The main pages, in the order the navigation, the footer, the sitemap and /llms.txt list them: the
 * specification's pages first.
 */
export const sitePages = [
  {
    name: "home",
    path: "/",
    copy: { page: "homePage" },
    priority: 1,
    navigation: true,
    budget: budget({ islandJsGzip: 96_500, htmlBrotli: 19_100 }),
    budgetIn: { es: { htmlBrotli: 20_000 } },
  },
  {
    name: "services",
    path: "/services",
    copy: { page: "servicesPage" },
    priority: 0.9,
    navigation: true,
    budget: budget({ islandJsGzip: 12_000 }),
  },
  {
    name: "process",
    path: "/process",
    copy: { page: "processPage" },
    priority: 0.7,
    navigation: true,
    footer: "company",
    budget: budget(),
  },
  {
    name: "case-studies",
    path: "/case-studies",
    copy: { page: "caseStudiesPage" },
    priority: 0.8,
    navigation: true,
    footer: "company",
    budget: budget(),
  },
  {
    name: "contact",
    path: "/contact",
    copy: { page: "contactPage" },
    priority: 0.9,
    navigation: true,
    footer: "company",
    budget: budget({ islandJsGzip: 90_500 }),
  },
  { name: "privacy", path: "/privacy", copy: { legal: "privacy" }, priority: 0.2, footer: "legal", budget: budget() },
  { name: "terms", path: "/terms", copy: { legal: "terms" }, priority: 0.2, footer: "legal", budget: budget() },
  {
    name: "accessibility",
    path: "/accessibility",
    copy: { legal: "accessibility" },
    priority: 0.2,
    footer: "legal",
    budget: budget(),
  },
  { name: "trust", path: "/trust", copy: { legal: "trust" }, priority: 0.3, footer: "legal", budget: budget() },
  {
    name: "industries",
    path: "/industries",
    copy: { page: "industriesPage" },
    priority: 0.8,
    footer: "company",
    budget: budget(),
  },
  {
    name: "blog",
    path: "/blog",
    copy: { page: "blogPage" },
    priority: 0.8,
    footer: "company",
    budget: budget({ islandJsGzip: 3500 }),
  },
] as const satisfies readonly SitePage[]

/** The kinds of page made from content, and the 404 screen: each page below a kind takes its budget. */
export const pageKinds = [
  { name: "post", path: "/blog/*", content: "blog", budget: budget() },
  { name: "story", path: "/case-studies/*", content: "caseStudies", budget: budget() },
  { name: "industry", path: "/industries/*", content: "industryPages", budget: budget({ islandJsGzip: 12_000 }) },
  { name: "service", path: "/services/*", content: "servicePages", budget: budget() },
  { name: "not-found", path: "/404", budget: budget() },
] as const satisfies readonly PageKind[]

export type SitePageName = (typeof sitePages)[number]["name"]
/** The pages of the top navigation: "home", "services", ... */
export type NavigationPageName = Extract<(typeof sitePages)[number], { navigation: true }>["name"]
/** The pages of the footer's columns: "process", "privacy", ... */
export type FooterPageName = Extract<(typeof sitePages)[number], { footer: FooterColumnId }>["name"]

/** The main page named `name`: its path is `sitePage("services").path`. */
export function sitePage<Name extends SitePageName>(name: Name): Extract<(typeof sitePages)[number], { name: Name }> {
  const page = sitePages.find((each) => each.name === name)
  if (!page) throw new Error(`app/config/pages.ts lists no page named ${name}`)
  return page as Extract<(typeof sitePages)[number], { name: Name }>
}

/** The screen for addresses the site does not have: in neither the sitemap nor /llms.txt. */
export const notFoundPage = { name: "not-found", path: "/404", copy: { page: "notFoundPage" } } as const

/**
 * Every budget by the route it covers ("/", "/blog/*"), and each language's own where it has one ("/es"):
 * what the build writes into pages.json for `npm run test:budgets`.
 */
export function budgetsByRoute(localize: (path: string, locale: Locale) => string): Record<string, Budget> {
  return Object.fromEntries(
    [...sitePages, ...pageKinds].flatMap((listed: Listed) => [
      [listed.path, listed.budget],
      ...Object.entries(listed.budgetIn ?? {}).map(([locale, limits]) => [
        localize(listed.path, locale as Locale),
        { ...listed.budget, ...limits },
      ]),
    ]),
  )
}

export const ogImageSize = { width: 1200, height: 630 } as const
