import { getCollection, getEntry, type CollectionEntry } from "astro:content"
import { claims } from "virtual:content/claims"
import { industries } from "virtual:content/industries"
import { services } from "virtual:content/services"
import { blogPage } from "virtual:content/blogPage"
import { caseStudiesPage } from "virtual:content/caseStudiesPage"
import { contactPage } from "virtual:content/contactPage"
import { homePage } from "virtual:content/homePage"
import { notFoundPage } from "virtual:content/notFoundPage"
import { processPage } from "virtual:content/processPage"
import { servicesPage } from "virtual:content/servicesPage"
import { contentRegistry, type JsonContent, type LegalPageId, type PageName } from "~/content/registry"
import { clientCountIssue, type CaseStudy } from "~/content/schemas"
import type { SitePage } from "~/config/pages"
import { collectionIn, localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { PageMeta, Service } from "~/content/types"
import { newestFirst, readingMinutes } from "~/lib/blog"

/** Content that needs more than a lookup. Only .astro pages import this: `astro:content` never reaches the browser. */

/** The services' pictures (app/assets/services), by file name, as the built site serves them. */
const servicePictures = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../assets/services/*.svg", { query: "?url", import: "default", eager: true }),
  ).map(([path, url]) => [path.split("/").pop() ?? path, url]),
)

export function servicesWithPictures(locale: Locale): Service[] {
  return services[locale].map((service) => {
    const src = servicePictures[service.image.file]
    if (!src)
      throw new Error(
        `${contentRegistry.services.file}: ${service.id}.image.file: ${service.image.file} is not a picture in app/assets/services (there are ${Object.keys(servicePictures).join(", ")})`,
      )
    return { ...service, image: { ...service.image, src } }
  })
}

/** The results by industry; their clients must add up to the number of businesses the claims state. */
export function checkedIndustries(locale: Locale): JsonContent<"industries"> {
  const issue = clientCountIssue(claims[locale], industries[locale])
  if (issue) throw new Error(issue)
  return industries[locale]
}

export function headlineClaims(locale: Locale): JsonContent<"claims"> {
  return (["clients", "roi", "success"] as const).flatMap((id) => claims[locale].filter((claim) => claim.id === id))
}

export type LegalPageEntry = CollectionEntry<"legal">

/** A legal page, content/legal/<page>.md: its front matter and its text as the build rendered it. */
export async function getLegalPage(
  page: LegalPageId,
  locale: Locale,
): Promise<{ data: LegalPageEntry["data"]; html: string }> {
  const entry = (await getEntry(collectionIn("legal", locale), page)) as LegalPageEntry | undefined
  const html = entry?.rendered?.html
  if (!entry || !html) throw new Error(`There is no legal page ${page} (app/content/legal/${page}.md)`)
  return { data: entry.data, html }
}

export async function getCaseStudies(locale: Locale): Promise<CaseStudy[]> {
  return (await getCaseStudyEntries(locale)).map((entry) => ({ id: entry.id, ...entry.data }))
}

export type CaseStudyEntry = CollectionEntry<"caseStudies">

export async function getCaseStudyEntries(locale: Locale): Promise<CaseStudyEntry[]> {
  const entries = (await getCollection(collectionIn("caseStudies", locale))) as CaseStudyEntry[]
  return entries.sort((a, b) => a.data.order - b.data.order)
}

export interface PostSummary {
  id: string
  path: string
  title: string
  description: string
  publishedAt: Date
  updatedAt?: Date
  author: { name: string; role: string }
  tags: readonly string[]
  readingMinutes: number
}

export type BlogPostEntry = CollectionEntry<"blog">

/** Newest first, only those translated; drafts show while editing and are left out of the built site. */
export async function getPublishedPosts(locale: Locale): Promise<{ entry: BlogPostEntry; summary: PostSummary }[]> {
  const published = (entry: Pick<BlogPostEntry, "data">) => import.meta.env.DEV || !entry.data.draft
  const entries = (await getCollection(collectionIn("blog", locale), published)) as BlogPostEntry[]
  return entries
    .map((entry) => ({ entry, summary: postSummary(entry, locale) }))
    .sort((a, b) => newestFirst(a.summary, b.summary))
}

function postSummary(entry: BlogPostEntry, locale: Locale): PostSummary {
  const { title, description, publishedAt, updatedAt, author, tags } = entry.data
  return {
    id: entry.id,
    path: localizePath(paths.blogPost(entry.id), locale),
    title,
    description,
    publishedAt,
    updatedAt,
    author,
    tags,
    readingMinutes: readingMinutes(entry.body ?? ""),
  }
}

/** Every page's copy, typed by the registry's pages: a page added there and missing here does not compile. */
const pageCopies: Record<PageName, Record<Locale, { meta: PageMeta }>> = {
  homePage,
  servicesPage,
  processPage,
  caseStudiesPage,
  contactPage,
  blogPage,
  notFoundPage,
}

export async function getPageMeta(copy: SitePage["copy"], locale: Locale): Promise<PageMeta> {
  if ("legal" in copy) {
    const { title, description } = (await getLegalPage(copy.legal, locale)).data
    return { title, description }
  }
  return pageCopies[copy.page][locale].meta
}
