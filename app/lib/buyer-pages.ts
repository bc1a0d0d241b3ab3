import { industries } from "virtual:content/industries"
import { industryPages } from "virtual:content/industryPages"
import { servicePages } from "virtual:content/servicePages"
import { estimator } from "virtual:content/servicesPage"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import { contentRegistry, type MarkdownEntry } from "~/content/registry"
import type { CaseStudy, IndustrySummary } from "~/content/schemas"
import type { Service } from "~/content/types"
import { getCaseStudies, servicesWithPictures, unknownIds } from "./collections"

/*
 * The pages written for one kind of buyer: each industry of app/content/industries.json and each
 * service of app/content/services.json has a page of its own, its file named by the id. A list
 * item without its page, a page without its item, or a page naming a service the list lacks stops
 * the build, naming the file.
 */

export interface IndustryPage {
  id: string
  path: string
  industry: IndustrySummary
  entry: MarkdownEntry<"industryPages">
  /** Its client stories. */
  stories: CaseStudy[]
  /** The services its page names, in its order. */
  services: Service[]
}

export interface ServicePage {
  id: string
  path: string
  service: Service
  entry: MarkdownEntry<"servicePages">
  /** The client stories that used it. */
  stories: CaseStudy[]
}

/** Every id of `listed` has a page in `pages`, and every page an item. */
function pairedWithList<Item extends { id: string }, Page extends { id: string }>(
  listed: readonly Item[],
  pages: readonly Page[],
  { list, folder }: { list: string; folder: string },
): [Item, Page][] {
  const stray = pages.find((page) => !listed.some((item) => item.id === page.id))
  if (stray)
    throw new Error(
      `${folder}/${stray.id}.md: "${stray.id}" is not an id of ${list} (${listed.map((item) => item.id).join(", ")}); a page is named after its item's id`,
    )
  return listed.map((item) => {
    const page = pages.find((each) => each.id === item.id)
    if (!page)
      throw new Error(`${folder}/${item.id}.md is missing: every item of ${list} has its page, "${item.id}" too`)
    return [item, page]
  })
}

export function getIndustryPages(locale: Locale): IndustryPage[] {
  const stories = getCaseStudies(locale)
  const services = servicesWithPictures(locale)
  const folder = contentRegistry.industryPages.folder
  return pairedWithList(industries[locale], industryPages[locale], {
    list: contentRegistry.industries.file,
    folder,
  }).map(([industry, entry]) => {
    if (!estimator[locale].industries.some((preset) => preset.id === industry.id))
      throw new Error(
        `${contentRegistry.servicesPage.file}: estimator.industries: has no figures for "${industry.id}"; every industry's page opens the estimator with its own`,
      )
    unknownIds(
      entry.data.services,
      services.map((service) => service.id),
      `${folder}/${entry.id}.md: services`,
    )
    return {
      id: industry.id,
      path: localizePath(paths.industry(industry.id), locale),
      industry,
      entry,
      stories: stories.filter((story) => story.industry === industry.id),
      services: entry.data.services.flatMap((id) => services.filter((service) => service.id === id)),
    }
  })
}

export function getServicePages(locale: Locale): ServicePage[] {
  const stories = getCaseStudies(locale)
  return pairedWithList(servicesWithPictures(locale), servicePages[locale], {
    list: contentRegistry.services.file,
    folder: contentRegistry.servicePages.folder,
  }).map(([service, entry]) => ({
    id: service.id,
    path: localizePath(paths.service(service.id), locale),
    service,
    entry,
    stories: stories.filter((story) => story.services.includes(service.id)),
  }))
}

export type StoryFacet = "industry" | "service"

/** The client stories of one industry or one service, and the name the view is titled by. */
export interface StoryView {
  facet: StoryFacet
  id: string
  name: string
  path: string
  stories: CaseStudy[]
}

/** A view for every industry and every service that has a story: none is empty. */
export function storyViews(locale: Locale): StoryView[] {
  const view = (facet: StoryFacet, id: string, name: string, stories: CaseStudy[]): StoryView => ({
    facet,
    id,
    name,
    path: localizePath(paths.caseStudiesBy(facet, id), locale),
    stories,
  })
  return [
    ...getIndustryPages(locale).map((page) => view("industry", page.id, page.industry.industry, page.stories)),
    ...getServicePages(locale).map((page) => view("service", page.id, page.service.title, page.stories)),
  ].filter((each) => each.stories.length > 0)
}

/**
 * What a booking made from the page says of it, in `utm_content` (Calendly and Cal.com keep it with
 * the booking): the page's path without its leading slash, "industries/legal", "es/services/lead-generation".
 */
export const bookingSourceOf = (path: string) => path.replace(/^\//, "")

interface FilterWords {
  all: string
  byIndustry: string
  byService: string
  industryTitle: (industry: string) => string
  serviceTitle: (service: string) => string
  industryDescription: (industry: string, count: number) => string
  serviceDescription: (service: string, count: number) => string
}

/** A view's title and search description: its page's head, its share card and its line in /llms-full.txt. */
export function storyViewMeta(view: StoryView, words: FilterWords): { title: string; description: string } {
  const count = view.stories.length
  return view.facet === "industry"
    ? { title: words.industryTitle(view.name), description: words.industryDescription(view.name, count) }
    : { title: words.serviceTitle(view.name), description: words.serviceDescription(view.name, count) }
}

/**
 * The links of the stories' filters in `locale`: every story, then each industry's and each service's view,
 * each named by its view's title. `facets` leaves one out where the page lists its views otherwise.
 */
export function storyFilterLinks(
  locale: Locale,
  words: FilterWords,
  facets: readonly StoryFacet[] = ["industry", "service"],
) {
  const views = storyViews(locale)
  const titles = { industry: words.industryTitle, service: words.serviceTitle }
  const group = (facet: StoryFacet) => ({
    title: facet === "industry" ? words.byIndustry : words.byService,
    links: views
      .filter((view) => view.facet === facet)
      .map((view) => ({ label: view.name, to: view.path, name: titles[facet](view.name) })),
  })
  return {
    all: { label: words.all, to: localizePath(paths.caseStudies, locale) },
    groups: facets.map(group),
  }
}
