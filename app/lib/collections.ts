import { getCollection, getEntry, type CollectionEntry, type DataEntryMap } from "astro:content"
import { listFiles, type ListName } from "~/content/files"
import { clientCountIssue, type CaseStudy, type LegalPageId, type PageCopy, type PageId } from "~/content/schemas"
import type { SitePage } from "~/config/pages"
import { collectionIn, localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { PageMeta, Service } from "~/content/types"
import { newestFirst, readingMinutes } from "~/lib/blog"

/**
 * The content collections as pages use them (the files and their schemas: app/content.config.ts).
 * Only .astro pages import this module: `astro:content` exists at build time, never in the browser.
 */

/** The items of one of the JSON lists (content/files.ts) in `locale`, in the order the file gives them. */
export async function getList<Name extends ListName & keyof DataEntryMap>(
  name: Name,
  locale: Locale,
): Promise<CollectionEntry<Name>["data"][]> {
  // An entry's id is its language, then its position in the file (app/content.config.ts).
  const entries = await getCollection(name, (entry) => entry.id.startsWith(`${locale}/`))
  return entries.sort((a, b) => a.id.localeCompare(b.id)).map((entry) => entry.data)
}

/** The services' pictures (app/assets/services), by file name, as the built site serves them. */
const servicePictures = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../assets/services/*.svg", { query: "?url", import: "default", eager: true }),
  ).map(([path, url]) => [path.split("/").pop() ?? path, url]),
)

/** The services, each with its picture's address. */
export async function getServices(locale: Locale): Promise<Service[]> {
  return (await getList("services", locale)).map((service) => {
    const src = servicePictures[service.image.file]
    if (!src)
      throw new Error(
        `${listFiles.services.file}: ${service.id}.image.file: ${service.image.file} is not a picture in app/assets/services (there are ${Object.keys(servicePictures).join(", ")})`,
      )
    return { ...service, image: { ...service.image, src } }
  })
}

/** The results by industry; their clients must add up to the number of businesses the claims state. */
export async function getIndustries(locale: Locale) {
  const [industries, claims] = await Promise.all([getList("industries", locale), getList("claims", locale)])
  const issue = clientCountIssue(claims, industries)
  if (issue) throw new Error(issue)
  return industries
}

/** The claims the case studies page opens with: clients, average ROI, success rate. */
export async function getHeadlineClaims(locale: Locale) {
  const claims = await getList("claims", locale)
  return (["clients", "roi", "success"] as const).flatMap((id) => claims.filter((claim) => claim.id === id))
}

/** A page's copy in `locale`: content/pages/<page>.json, content/<locale>/pages/<page>.json. */
export async function getPage<Id extends PageId>(page: Id, locale: Locale): Promise<PageCopy<Id>> {
  const entry = await getEntry("pages", `${locale}/${page}`)
  if (!entry) throw new Error(`There is no ${locale} copy for the page ${page} (app/content/pages/${page}.json)`)
  return entry.data as PageCopy<Id>
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

/** The client stories in `locale`, in the order their `order` fields give. */
export async function getCaseStudies(locale: Locale): Promise<CaseStudy[]> {
  return (await getCaseStudyEntries(locale)).map((entry) => ({ id: entry.id, ...entry.data }))
}

export type CaseStudyEntry = CollectionEntry<"caseStudies">

/** The stories' entries in `locale`, for rendering their Markdown bodies. */
export async function getCaseStudyEntries(locale: Locale): Promise<CaseStudyEntry[]> {
  const entries = (await getCollection(collectionIn("caseStudies", locale))) as CaseStudyEntry[]
  return entries.sort((a, b) => a.data.order - b.data.order)
}

/** A blog post as listings show it. */
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

/**
 * The posts a visitor can read in `locale`, newest first: in Spanish, those translated. Drafts
 * show while editing (`npm run dev`, `npm run cms`) and are left out of the built site.
 */
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

/** The title and description of one of the site's main pages (config/pages.ts). */
export async function getPageMeta(copy: SitePage["copy"], locale: Locale): Promise<PageMeta> {
  if ("legal" in copy) {
    const { title, description } = (await getLegalPage(copy.legal, locale)).data
    return { title, description }
  }
  return (await getPage(copy.page, locale)).meta
}
