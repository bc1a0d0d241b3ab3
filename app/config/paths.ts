/**
 * Every address the site makes. Links, routes' `getStaticPaths` (through `routeParams`), the head,
 * the structured data and the build all take them from here, so no link can point where no page is.
 * The build imports this too: keep imports relative and leave the settings out (`siteUrls` takes the origin).
 */

import { isLocaleHome, localeInfo, localeOfPath } from "./locales"
import { notFoundPage, pageKinds, sitePage, type PageKind } from "./pages"

/** The part of a topic's address: "Customer Support" -> "customer-support", "Café" -> "cafe". */
export function tagSlug(tag: string): string {
  return (
    tag
      .normalize("NFKD")
      // The accents NFKD splits off, so "é" keeps its letter rather than splitting the word.
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  )
}

const blog = sitePage("blog").path
const caseStudies = sitePage("case-studies").path
const industries = sitePage("industries").path
const services = sitePage("services").path

/** A page of a kind the page list names ("industry"): its base and the file's name, "/industries/legal". */
function inKind(kind: (typeof pageKinds)[number]["name"], id: string): string {
  const listed: PageKind | undefined = pageKinds.find((each) => each.name === kind)
  if (!listed?.path.endsWith("/*")) throw new Error(`app/config/pages.ts lists no kind of page named ${kind}`)
  return `${listed.path.slice(0, -1)}${id}`
}

/** The first page of the list a page of posts continues: "/blog/page/2" -> "/blog"; any other page itself. */
export function firstPageOf(pagePath: string): string {
  return pagePath.replace(/\/page\/\d+$/, "")
}

/**
 * English paths from the root, no trailing slash but the home page's; `localizePath` gives another language's.
 * The main pages' are the page list's (pages.ts).
 */
export const paths = {
  home: sitePage("home").path,
  services,
  process: sitePage("process").path,
  caseStudies,
  contact: sitePage("contact").path,
  privacy: sitePage("privacy").path,
  terms: sitePage("terms").path,
  accessibility: sitePage("accessibility").path,
  industries,
  blog,
  notFound: notFoundPage.path,

  blogPage: (number: number) => (number === 1 ? blog : `${blog}/page/${number}`),
  blogPost: (id: string) => inKind("post", id),
  tag: (tag: string) => `${blog}/tags/${tagSlug(tag)}`,
  tagPage: (tag: string, number: number) =>
    number === 1 ? `${blog}/tags/${tagSlug(tag)}` : `${blog}/tags/${tagSlug(tag)}/page/${number}`,
  caseStudy: (id: string) => inKind("story", id),
  /** An industry's own page: /industries/legal. */
  industry: (id: string) => inKind("industry", id),
  /** A service's own page: /services/lead-generation (the overview keeps its #id anchors). */
  service: (id: string) => inKind("service", id),
  /** The client stories of one industry, or of one service: /case-studies/industry/legal. */
  caseStudiesBy: (facet: "industry" | "service", id: string) => `${caseStudies}/${facet}/${id}`,
  section: (pagePath: string, id: string) => `${pagePath}#${id}`,

  /** "/services.md", and "/index.md" for the home page. */
  markdown: (pagePath: string) =>
    isLocaleHome(pagePath) ? `${localeInfo[localeOfPath(pagePath)].prefix}/index.md` : `${pagePath}.md`,
  /** "/og/home.png", "/og/es/home.png"; a list's later pages share its first page's, drawn once. */
  ogImage: (pagePath: string) => {
    const first = firstPageOf(pagePath)
    return isLocaleHome(first)
      ? `/og${localeInfo[localeOfPath(first)].prefix}/home.png`
      : `/og/${first.replace(/^\/|\/$/g, "")}.png`
  },
  rss: "/rss.xml",
  llms: "/llms.txt",
  /** Every page, post and client story (/llms.txt lists the latest posts only). */
  llmsFull: "/llms-full.txt",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /** RFC 9116. */
  securityTxt: "/.well-known/security.txt",
  /** Where certbot's webroot puts the tokens that prove the domain is ours. */
  acmeChallenges: "/.well-known/acme-challenge",
  /** The logo is the icon the structured data names. */
  appleTouchIcon: "/apple-touch-icon.png",
  logo: "/icon-512.png",
  favicon: "/favicon.ico",
} as const

/** The one form of a page's path that search engines are given: no trailing slash, except the home page's ("/", "/es"). */
export function canonicalPath(path: string): string {
  if (isLocaleHome(path)) return localeInfo[localeOfPath(path)].prefix || "/"
  return path.replace(/\/+$/, "")
}

/** Absolute URLs at `origin` ("https://example.com", no trailing slash). */
export function siteUrls(origin: string) {
  const url = (path: string) => `${origin}${path}`
  return {
    url,
    canonical: (pagePath: string) => url(canonicalPath(pagePath)),
    ogImage: (pagePath: string) => url(paths.ogImage(pagePath)),
    markdown: (pagePath: string) => url(paths.markdown(pagePath)),
  }
}

/**
 * routeParams("/blog/tags/roi", "/blog/tags/[tag]") is `{ tag: "roi" }`; a rest parameter ends
 * undefined at the route's base. A path the route cannot answer stops the build, naming both.
 */
export function routeParams(path: string, route: string): Record<string, string | undefined> {
  const names: string[] = []
  const pattern = route
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment)?.[1]
      const one = /^\[(\w+)\]$/.exec(segment)?.[1]
      if (rest) names.push(rest)
      else if (one) names.push(one)
      return rest ? "(?:/(.+))?" : one ? "/([^/]+)" : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`
    })
    .join("")
  // The home page's path is "/", where the pattern of a route at the root ends before its slash.
  const match = new RegExp(`^${pattern}$`).exec(path === "/" ? "" : path)
  if (!match)
    throw new Error(`The route ${route} cannot answer ${path}: the page's file and app/config/paths.ts disagree`)
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]]))
}
