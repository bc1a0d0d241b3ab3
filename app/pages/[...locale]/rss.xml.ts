import rss from "@astrojs/rss"
import type { APIRoute } from "astro"
import { localeInfo, localizePath } from "~/config/locales"
import { paths, siteUrls } from "~/config/paths"
import { site } from "~/config/site"
import { blogWords } from "virtual:content/blogWords"
import { latestPosts } from "~/lib/blog"
import { getPublishedPosts } from "~/lib/collections"
import { blogPage } from "virtual:content/blogPage"
import { pageLocale } from "~/lib/page-locale"
import { inEachLanguage } from "~/lib/static-paths"

/** One feed a language: /rss.xml and /es/rss.xml. */
export const getStaticPaths = inEachLanguage()

/**
 * The blog's RSS 2.0 feed in one language, linked from the head of that language's pages: its
 * latest posts, as many as `VITE_FEED_POSTS` says, newest first (docs/decisions/031-feeds-at-size.md).
 */
export const GET: APIRoute = (context) => {
  const locale = pageLocale(context)
  const posts = getPublishedPosts(locale)
  return rss({
    title: blogWords[locale].feedTitle(site.name),
    description: blogPage[locale].meta.description,
    // The channel's link is the language's home page; the items' links, absolute paths, resolve against it.
    site: siteUrls(site.url).canonical(localizePath(paths.home, locale)),
    items: latestPosts(
      posts.map(({ summary }) => summary),
      site.feedPosts,
    ).map((summary) => ({
      title: summary.title,
      description: summary.description,
      link: summary.path,
      pubDate: summary.publishedAt,
      author: `${site.email} (${summary.author.name})`,
      categories: [...summary.tags],
    })),
    customData: `<language>${localeInfo[locale].lang.toLowerCase()}</language>`,
    trailingSlash: false,
  })
}
