/**
 * Every address the site makes: its pages, posts, topics and client stories, the files the build
 * writes beside them (Open Graph images, Markdown versions, feeds, icons) and their absolute URLs.
 * Links, each route's `getStaticPaths` (through `routeParams`), the head's canonical and social
 * tags, the structured data, /llms.txt and the build's steps all take them from here, so a page's
 * new address is one edit here (and its file's name under app/pages/), and no link can point
 * where no page is.
 *
 * Imported by the build (pipeline/): keep imports relative and leave the settings out; the
 * absolute URLs take the site's origin as an argument (`siteUrls`), `site.url` in the app
 * (config/site.ts, the one place it is set) and the checked settings in the build.
 */

import { isLocaleHome, localeInfo, localeOfPath } from "./locales"

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

const blog = "/blog"
const caseStudies = "/case-studies"

/**
 * Paths on the site, from its root, in English: no trailing slash, except the home page's. The
 * same page in Spanish is `localizePath(path, "es")` (config/locales.ts).
 */
/** The first page of the list a page of posts continues: "/blog/page/2" -> "/blog"; any other page itself. */
export function firstPageOf(pagePath: string): string {
  return pagePath.replace(/\/page\/\d+$/, "")
}

export const paths = {
  home: "/",
  services: "/services",
  process: "/process",
  caseStudies,
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  accessibility: "/accessibility",
  blog,
  /** The 404 page's route: servers send its file, 404.html, for any address the site does not have. */
  notFound: "/404",

  /** Page `number` (from 1) of the blog's listing: "/blog", "/blog/page/2". */
  blogPage: (number: number) => (number === 1 ? blog : `${blog}/page/${number}`),
  /** A post, by its file's name: "/blog/speed-to-lead-automation". */
  blogPost: (id: string) => `${blog}/${id}`,
  /** A topic's page: "Customer Support" -> "/blog/tags/customer-support". */
  tag: (tag: string) => `${blog}/tags/${tagSlug(tag)}`,
  /** A topic's page `number`, nine posts a page: "/blog/tags/roi", "/blog/tags/roi/page/2". */
  tagPage: (tag: string, number: number) =>
    number === 1 ? `${blog}/tags/${tagSlug(tag)}` : `${blog}/tags/${tagSlug(tag)}/page/${number}`,
  /** A client story, by its file's name: "/case-studies/keystone-ridge-realty". */
  caseStudy: (id: string) => `${caseStudies}/${id}`,
  /** A section of a page, by its id: "/#pricing", "/services#lead-generation". */
  section: (pagePath: string, id: string) => `${pagePath}#${id}`,

  /** A page's Markdown version (pipeline/markdown-pages.ts): "/services.md", and "/index.md" for the home page. */
  markdown: (pagePath: string) =>
    isLocaleHome(pagePath) ? `${localeInfo[localeOfPath(pagePath)].prefix}/index.md` : `${pagePath}.md`,
  /**
   * A page's Open Graph image (pipeline/images.ts): "/og/home.png", "/og/es/home.png",
   * "/og/blog/<post>.png". A list's later pages share its first page's ("/blog/page/2" has
   * "/og/blog.png"), drawn once for all of them.
   */
  ogImage: (pagePath: string) => {
    const first = firstPageOf(pagePath)
    return isLocaleHome(first)
      ? `/og${localeInfo[localeOfPath(first)].prefix}/home.png`
      : `/og/${first.replace(/^\/|\/$/g, "")}.png`
  },
  rss: "/rss.xml",
  llms: "/llms.txt",
  /** Beside /llms.txt, which lists the latest posts: every page, post and client story. */
  llmsFull: "/llms-full.txt",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /** Who to tell about a security problem (RFC 9116), written by the build from the settings. */
  securityTxt: "/.well-known/security.txt",
  /** Where an ACME client (certbot's webroot) puts the tokens that prove the domain is ours. */
  acmeChallenges: "/.well-known/acme-challenge",
  /** The icons the build draws (pipeline/images.ts); the logo is the one the structured data names. */
  appleTouchIcon: "/apple-touch-icon.png",
  logo: "/icon-512.png",
  favicon: "/favicon.ico",
} as const

/** The one form of a page's path that search engines are given: no trailing slash, except the home page's ("/", "/es"). */
export function canonicalPath(path: string): string {
  if (isLocaleHome(path)) return localeInfo[localeOfPath(path)].prefix || "/"
  return path.replace(/\/+$/, "")
}

/** Absolute URLs on the site at `origin` ("https://example.com", no trailing slash). */
export function siteUrls(origin: string) {
  const url = (path: string) => `${origin}${path}`
  return {
    /** Any path of the site. */
    url,
    /** A page's canonical URL. */
    canonical: (pagePath: string) => url(canonicalPath(pagePath)),
    ogImage: (pagePath: string) => url(paths.ogImage(pagePath)),
    markdown: (pagePath: string) => url(paths.markdown(pagePath)),
  }
}

/**
 * The params with which a route file answers `path`: routeParams("/blog/tags/roi",
 * "/blog/tags/[tag]") is `{ tag: "roi" }`, and a rest parameter (`[...page]`) is undefined where
 * the path ends at the route's base. `getStaticPaths` gives its params this way, from the same
 * paths the links use; a path the route cannot answer stops the build, naming both.
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
