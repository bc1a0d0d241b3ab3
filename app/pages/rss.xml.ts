import rss from "@astrojs/rss"
import type { APIRoute } from "astro"
import { site } from "~/config/site"
import { getPage, getPublishedPosts } from "~/lib/collections"
import { blogText } from "~/content/interface/blog"

/** The blog's RSS 2.0 feed, linked from every page's head: every post, newest first. */
export const GET: APIRoute = async () => {
  const [posts, copy] = await Promise.all([getPublishedPosts(), getPage("blog")])
  return rss({
    title: blogText.feedTitle(site.name),
    description: copy.meta.description,
    site: site.url,
    items: posts.map(({ summary }) => ({
      title: summary.title,
      description: summary.description,
      link: summary.path,
      pubDate: summary.publishedAt,
      author: `${site.email} (${summary.author.name})`,
      categories: [...summary.tags],
    })),
    customData: "<language>en-us</language>",
    trailingSlash: false,
  })
}
