import { readFileSync } from "node:fs"
import path from "node:path"
import { buyerPageWords } from "virtual:content/buyerPageWords"
import { layoutWords } from "virtual:content/layoutWords"
import { readPageFile, splitFrontMatter } from "../../../app/test/content-files"
import { blogPosts, byId, caseStudies, industryPages, legalPages, lists, pageCopy, servicePages } from "./content"

const privacy = byId(legalPages, "privacy")
const terms = byId(legalPages, "terms")
const accessibility = byId(legalPages, "accessibility")

/**
 * The site's pages as a visitor meets them: path, the page's h1, and the first words of its title.
 * The words are the agency's (app/content), read as the build reads them.
 */
export const pages = [
  { path: "/", h1: pageCopy.home.hero.title, title: pageCopy.home.meta.title },
  { path: "/services", h1: pageCopy.services.hero.title, title: pageCopy.services.meta.title },
  { path: "/process", h1: pageCopy.process.hero.title, title: pageCopy.process.meta.title },
  { path: "/case-studies", h1: pageCopy.caseStudies.hero.title, title: pageCopy.caseStudies.meta.title },
  { path: "/contact", h1: pageCopy.contact.hero.title, title: pageCopy.contact.meta.title },
  { path: "/privacy", h1: privacy.title, title: privacy.title },
  { path: "/terms", h1: terms.title, title: terms.title },
  { path: "/accessibility", h1: accessibility.title, title: accessibility.title },
] as const

/** A Spanish legal page's title, from its front matter (app/content/es/legal/<page>.md). */
const spanishLegalTitle = (page: "privacy" | "terms" | "accessibility") =>
  (
    splitFrontMatter(
      readFileSync(path.resolve(import.meta.dirname, `../../../app/content/es/legal/${page}.md`), "utf8"),
    ).data as { title: string }
  ).title

/** The same pages in Spanish, under /es: their words from app/content/es. */
export const spanishPages = (() => {
  const copy = (page: "homePage" | "servicesPage" | "processPage" | "caseStudiesPage" | "contactPage") =>
    readPageFile(page, "es")
  return [
    { path: "/es", h1: copy("homePage").hero.title, title: copy("homePage").meta.title },
    { path: "/es/services", h1: copy("servicesPage").hero.title, title: copy("servicesPage").meta.title },
    { path: "/es/process", h1: copy("processPage").hero.title, title: copy("processPage").meta.title },
    { path: "/es/case-studies", h1: copy("caseStudiesPage").hero.title, title: copy("caseStudiesPage").meta.title },
    { path: "/es/contact", h1: copy("contactPage").hero.title, title: copy("contactPage").meta.title },
    { path: "/es/privacy", h1: spanishLegalTitle("privacy"), title: spanishLegalTitle("privacy") },
    { path: "/es/terms", h1: spanishLegalTitle("terms"), title: spanishLegalTitle("terms") },
    {
      path: "/es/accessibility",
      h1: spanishLegalTitle("accessibility"),
      title: spanishLegalTitle("accessibility"),
    },
  ] as const
})()

/** The specification's pages in both languages: the journeys (keyboard, screen reader, phone, reduced motion, no JavaScript) walk each. */
export const pagesInBothLanguages = [...pages, ...spanishPages] as const

/** The skip link's words on a page, in its language. */
export const skipLinkOf = (pagePath: string) => layoutWords[/^\/es(\/|$)/.test(pagePath) ? "es" : "en"].skipLink

/** A topic's address: "Small Business" → /blog/tags/small-business. */
export function tagPath(tag: string): string {
  const slug = tag
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
  return `/blog/tags/${slug}`
}

/** The topic most posts carry (the first by name among equals): its page lists more than one post. */
export const busiestTopic = (() => {
  const counts = new Map<string, number>()
  for (const post of blogPosts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  const [tag] = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0] ?? []
  if (tag === undefined) throw new Error("No post carries a topic")
  return tag
})()

const post = byId(blogPosts, "speed-to-lead-automation")
const story = byId(caseStudies, "keystone-ridge-realty")
const industryPage = byId(industryPages, "legal")
const servicePage = byId(servicePages, "lead-generation")
const storiesIndustry = byId(lists.industries, "healthcare")

/**
 * Pages made from content files, one of each kind: the blog, a post, a topic, a client story, an
 * industry's page, a service's page and the client stories of one industry.
 * They are checked like the pages above for what every page owes a visitor (accessibility, reading
 * without JavaScript, small screens, search and social tags, styles, serving); the journeys
 * through the site's widgets run on `pages`.
 */
export const contentPages = [
  { path: "/blog", h1: pageCopy.blog.hero.title, title: pageCopy.blog.meta.title },
  { path: `/blog/${post.id}`, h1: post.title, title: post.title },
  { path: tagPath(busiestTopic), h1: `Articles on ${busiestTopic}`, title: `Articles on ${busiestTopic}` },
  { path: `/case-studies/${story.id}`, h1: story.company, title: `${story.company} Case Study` },
  { path: `/industries/${industryPage.id}`, h1: industryPage.headline, title: industryPage.title },
  { path: `/services/${servicePage.id}`, h1: servicePage.headline, title: servicePage.title },
  {
    path: `/case-studies/industry/${storiesIndustry.id}`,
    h1: buyerPageWords.en.filters.industryTitle(storiesIndustry.industry),
    title: buyerPageWords.en.filters.industryTitle(storiesIndustry.industry),
  },
] as const

/** The specification's pages and one page of each content kind. */
export const everyPage = [...pages, ...contentPages] as const

/** The 404 screen's words (app/content/pages/not-found.json). */
export const notFound = {
  h1: pageCopy.notFound.title,
  code: pageCopy.notFound.code,
  homeLink: pageCopy.notFound.homeLink,
} as const

/** Widths the layout is checked at: a phone and a laptop. */
export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const

/** The page's background in each theme (styles/design.css: --color-background). */
export const themeBackground = { light: "rgb(255, 255, 255)", dark: "rgb(11, 17, 32)" } as const
