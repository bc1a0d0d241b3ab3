import type { GetStaticPathsItem } from "astro"
import { locales, localizePath, type Locale } from "~/config/locales"
import { paths, routeParams } from "~/config/paths"
import { neighbours, paginate, postsPerPage, relatedPosts, tagCounts } from "./blog"
import { getCaseStudyEntries, getPublishedPosts } from "./collections"
import { localeParam } from "./page-locale"

/**
 * Every route's `getStaticPaths`, so that a page file holds only what the page shows. Each page
 * under app/pages/[...locale]/ is built once a language; `routeParams` turns an address from
 * `paths` into the route's params, so the links and the routes cannot disagree.
 */

type PathsIn = (locale: Locale) => GetStaticPathsItem[] | Promise<GetStaticPathsItem[]>

/**
 * A page's `getStaticPaths`: the paths `pathsIn` gives for each language, or, by default, the
 * page itself once a language.
 */
export function inEachLanguage(pathsIn: PathsIn = (locale) => [{ params: { locale: localeParam(locale) } }]) {
  return async () => (await Promise.all(locales.map(pathsIn))).flat()
}

/** The blog's listing, `postsPerPage` posts a page; a language with no post yet still has its first page. */
export const blogPagePaths: PathsIn = async (locale) => {
  const posts = (await getPublishedPosts(locale)).map((post) => post.summary)
  const pages = paginate(posts, postsPerPage)
  return pages.map((pagePosts, index) => ({
    params: routeParams(localizePath(paths.blogPage(index + 1), locale), "/[...locale]/blog/[...page]"),
    props: { posts: pagePosts, number: index + 1, count: pages.length, topics: tagCounts(posts) },
  }))
}

/**
 * A page per topic, paginated as the blog is: a topic of a thousand posts on one page would weigh
 * over its budget.
 */
export const topicPagePaths: PathsIn = async (locale) => {
  const posts = (await getPublishedPosts(locale)).map((post) => post.summary)
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

/**
 * A post with its neighbours, related posts and the languages it is published in (in any other,
 * the language link leads to that language's blog).
 */
export const postPaths: PathsIn = async (locale) => {
  const posts = await getPublishedPosts(locale)
  const summaries = posts.map((post) => post.summary)
  const publishedIn = await Promise.all(
    locales.map(async (other) => ({
      other,
      ids: new Set((await getPublishedPosts(other)).map(({ entry }) => entry.id)),
    })),
  )
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

/** A client story, with the language's other stories to lead on to. */
export const caseStudyPaths: PathsIn = async (locale) => {
  const entries = await getCaseStudyEntries(locale)
  const studies = entries.map((entry) => ({ id: entry.id, ...entry.data }))
  return entries.map((entry, index) => ({
    params: routeParams(localizePath(paths.caseStudy(entry.id), locale), "/[...locale]/case-studies/[slug]"),
    props: { entry, study: studies[index], others: studies.filter((other) => other.id !== entry.id) },
  }))
}
