import { fillSettingsText } from "~/lib/legal-text"
import { blog } from "virtual:content/blog"
import { caseStudies } from "virtual:content/caseStudies"
import { legal } from "virtual:content/legal"
import { claims } from "virtual:content/claims"
import { industries } from "virtual:content/industries"
import { audiences } from "virtual:content/audiences"
import { services } from "virtual:content/services"
import { blogPage } from "virtual:content/blogPage"
import { caseStudiesPage } from "virtual:content/caseStudiesPage"
import { contactPage } from "virtual:content/contactPage"
import { industriesPage } from "virtual:content/industriesPage"
import { homePage } from "virtual:content/homePage"
import { notFoundPage } from "virtual:content/notFoundPage"
import { processPage } from "virtual:content/processPage"
import { servicesPage } from "virtual:content/servicesPage"
import {
  contentRegistry,
  type JsonContent,
  type LegalPageId,
  type MarkdownEntry,
  type PageName,
} from "~/content/registry"
import { clientCountIssue, type CaseStudy } from "~/content/schemas"
import type { SitePage } from "~/config/pages"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { PageMeta, Service } from "~/content/types"
import { readingMinutes } from "~/lib/blog"

/** Content that needs more than a lookup. The Markdown it reads is the server's: no island may import this. */

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

/** Who We Help: each card is an industry of the industries list, by its id, and leads to that industry's page. */
export function checkedAudiences(locale: Locale): JsonContent<"audiences"> {
  const ids = industries[locale].map((industry) => industry.id)
  const stray = audiences[locale].find((audience) => !ids.includes(audience.id))
  if (stray)
    throw new Error(
      `${contentRegistry.audiences.file}: audiences: "${stray.id}" is not an industry of ${contentRegistry.industries.file} (${ids.join(", ")}); each card leads to its industry's page`,
    )
  return audiences[locale]
}

export function headlineClaims(locale: Locale): JsonContent<"claims"> {
  return (["clients", "roi", "success"] as const).flatMap((id) => claims[locale].filter((claim) => claim.id === id))
}

/**
 * A legal page, content/legal/<page>.md: its front matter and its text as the build rendered it, its description
 * keeping only the passages about vendors the build has on (its text is filled by `fillSettingsHtml`).
 */
export function getLegalPage(page: LegalPageId, locale: Locale): MarkdownEntry<"legal"> {
  const entry = legal[locale].find(({ id }) => id === page)
  if (!entry) throw new Error(`There is no legal page ${page} (app/content/legal/${page}.md)`)
  return { ...entry, data: { ...entry.data, description: fillSettingsText(entry.data.description) } }
}

/**
 * The client stories, in order, each with its industry's name. A story that names an industry or a service the
 * lists do not have stops the build, naming the file and the field.
 */
export function getCaseStudies(locale: Locale): CaseStudy[] {
  const serviceIds = services[locale].map((service) => service.id)
  return caseStudies[locale].map((entry) => {
    const file = `${contentRegistry.caseStudies.folder}/${entry.id}.md`
    const industry = industries[locale].find((each) => each.id === entry.data.industry)
    if (!industry)
      throw new Error(
        `${file}: industry: "${entry.data.industry}" is not an industry of ${contentRegistry.industries.file} (${industries[locale].map((each) => each.id).join(", ")})`,
      )
    unknownIds(entry.data.services, serviceIds, `${file}: services`)
    return { id: entry.id, ...entry.data, industryName: industry.industry }
  })
}

/** Stops the build on the first of `ids` that `known` lacks: "<where>: "x" is not a service of ...". */
export function unknownIds(ids: readonly string[], known: readonly string[], where: string): void {
  const unknown = ids.find((id) => !known.includes(id))
  if (unknown !== undefined)
    throw new Error(`${where}: "${unknown}" is not a service of ${contentRegistry.services.file} (${known.join(", ")})`)
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

/** Newest first, only those translated (drafts are left out of the built site). */
export function getPublishedPosts(locale: Locale): { entry: MarkdownEntry<"blog">; summary: PostSummary }[] {
  return blog[locale].map((entry) => ({ entry, summary: postSummary(entry, locale) }))
}

function postSummary(entry: MarkdownEntry<"blog">, locale: Locale): PostSummary {
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
    readingMinutes: readingMinutes(entry.body),
  }
}

/** Every page's copy, typed by the registry's pages: a page added there and missing here does not compile. */
const pageCopies: Record<PageName, Record<Locale, { meta: PageMeta }>> = {
  homePage,
  servicesPage,
  processPage,
  caseStudiesPage,
  contactPage,
  industriesPage,
  blogPage,
  notFoundPage,
}

export function getPageMeta(copy: SitePage["copy"], locale: Locale): PageMeta {
  if ("legal" in copy) {
    const { title, description } = getLegalPage(copy.legal, locale).data
    return { title, description }
  }
  return pageCopies[copy.page][locale].meta
}
