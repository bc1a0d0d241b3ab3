import type { GetStaticPathsItem } from "astro"
import { locales, localizePath, type Locale } from "~/config/locales"
import { paths, routeParams } from "~/config/paths"
import { neighbours, paginate, postsPerPage, relatedPosts, tagCounts } from "./blog"
import { caseStudies } from "virtual:content/caseStudies"
import { getCaseStudies, getPublishedPosts } from "./collections"
import { getIndustryPages, getServicePages, storyViews } from "./buyer-pages"
import { localeParam } from "./page-locale"

/** Here, so a page file holds only what it shows; `routeParams` keeps links and routes from disagreeing. */

type PathsIn = (locale: Locale) => GetStaticPathsItem[] | Promise<GetStaticPathsItem[]>

/** By default, the page itself once a language. */
export function inEachLanguage(pathsIn: PathsIn = (locale) => [{ params: { locale: localeParam(locale) } }]) {
  return async () => (await Promise.all(locales.map(pathsIn))).flat()
}

/** A language with no post yet still has its first page. */
export const blogPagePaths: PathsIn = (locale) => {
  const posts = getPublishedPosts(locale).map((post) => post.summary)
  const pages = paginate(posts, postsPerPage)
  return pages.map((pagePosts, index) => ({
    params: routeParams(localizePath(paths.blogPage(index + 1), locale), "/[...locale]/blog/[...page]"),
    props: { posts: pagePosts, number: index + 1, count: pages.length, topics: tagCounts(posts) },
  }))
}

/** Paginated: a topic of a thousand posts on one page would weigh over its budget. */
export const topicPagePaths: PathsIn = (locale) => {
  const posts = getPublishedPosts(locale).map((post) => post.summary)
  return tagCounts(posts).flatMap(({ tag }) => {
    const tagged = posts.filter((post) => post.tags.includes(tag))
    const pages = paginate(tagged, postsPerPage)
    return pages.map((pagePosts, index) => ({
      params: routeParams(
        localizePath(paths.tagPage(tag, index + 1), locale),
        "/[...locale]/blog/tags/[tag]/[...page]",
      ),
      props: { tag, posts: pagePosts, total: tagged.length, number: index + 1, count: pages.length },
    }))
  })
}

/** With the languages it is published in (in any other, the language link leads to that language's blog). */
export const postPaths: PathsIn = (locale) => {
  const posts = getPublishedPosts(locale)
  const summaries = posts.map((post) => post.summary)
  const publishedIn = locales.map((other) => ({
    other,
    ids: new Set(getPublishedPosts(other).map(({ entry }) => entry.id)),
  }))
  return posts.map(({ entry, summary }) => ({
    params: routeParams(summary.path, "/[...locale]/blog/[slug]"),
    props: {
      entry,
      post: summary,
      related: relatedPosts(summary, summaries),
      ...neighbours(summary, summaries),
      translatedIn: publishedIn.filter(({ ids }) => ids.has(entry.id)).map(({ other }) => other),
    },
  }))
}

export const caseStudyPaths: PathsIn = (locale) => {
  const studies = getCaseStudies(locale)
  return caseStudies[locale].map((entry, index) => ({
    params: routeParams(localizePath(paths.caseStudy(entry.id), locale), "/[...locale]/case-studies/[slug]"),
    props: { entry, study: studies[index], others: studies.filter((other) => other.id !== entry.id) },
  }))
}

/** /industries/<id>: one page for each industry of the list, in every language. */
export const industryPagePaths: PathsIn = (locale) =>
  getIndustryPages(locale).map((page) => ({
    params: routeParams(page.path, "/[...locale]/industries/[id]"),
    props: { page },
  }))

/** /services/<id>: one page for each service of the list, in every language. */
export const servicePagePaths: PathsIn = (locale) =>
  getServicePages(locale).map((page) => ({
    params: routeParams(page.path, "/[...locale]/services/[id]"),
    props: { page },
  }))

/** /case-studies/industry/<id> and /case-studies/service/<id>: the stories of one, for each that has any. */
export const storyViewPaths: PathsIn = (locale) =>
  storyViews(locale).map((view) => ({
    params: routeParams(view.path, "/[...locale]/case-studies/[facet]/[id]"),
    props: { view, views: storyViews(locale) },
  }))
