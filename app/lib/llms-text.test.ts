import path from "node:path"
import { describe, expect, it } from "vitest"
import { defaultLocale, localeOfPath, localizePath, translatedLocales, type Locale } from "~/config/locales"
import { paths, siteUrls } from "~/config/paths"
import { site } from "~/config/site"
import { caseStudySchema } from "~/content/schemas"
import { readCollection, readListFile } from "~/test/content-files"
import type { PostSummary } from "./collections"
import { llmsWords } from "virtual:content/llmsWords"
import { llmsDocument, type LlmsContent } from "./llms-text"

/*
 * What /llms.txt and /llms-full.txt list of a language's posts and client stories: the latest
 * ones, as many as the feed carries (`VITE_FEED_POSTS`), and every one.
 */

const root = path.resolve(import.meta.dirname, "../..")
const urls = siteUrls(site.url)
const more = site.feedPosts + 5

/** `count` posts in `locale`, the first published first: a list in no order of the newest. */
const postsIn = (locale: Locale, count: number): PostSummary[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `post-${index}`,
    path: localizePath(paths.blogPost(`post-${index}`), locale),
    title: `Post ${index}`,
    description: `What post ${index} says.`,
    publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
    author: { name: "An Author", role: "Writer" },
    tags: ["ROI"],
    readingMinutes: 3,
  }))

/** More client stories than the feed carries posts: the shipped ones, again and again, in the agency's order. */
const stories = (() => {
  const folder = path.join(root, "app/content/case-studies")
  const shipped = readCollection(folder, caseStudySchema)
  return Array.from({ length: more }, (_, index) => {
    const story = shipped[index % shipped.length]
    if (!story) throw new Error(`no client story in ${folder}`)
    return { ...story, id: `story-${index}`, order: index + 1, industryName: story.industry }
  })
})()

const contentIn = (locale: Locale, posts = postsIn(locale, more)): LlmsContent => ({
  // In no order of date: the odd ones, then the even ones.
  posts: [...posts.filter((_, index) => index % 2 === 1), ...posts.filter((_, index) => index % 2 === 0)],
  stories,
  services: readListFile("services", locale),
  plans: readListFile("plans", locale),
  pages: [],
  industries: [],
  storyViews: [],
})

/** The Markdown addresses a document links to, in its order, posts and stories apart. */
function linksOf(document: string) {
  const links = [...document.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((match) => match[1] ?? "")
  return {
    posts: links.filter((link) => link.includes(paths.blogPost(""))),
    stories: links.filter((link) => link.includes(paths.caseStudy(""))),
  }
}

/** The posts' Markdown addresses, newest first. */
const newestFirst = (posts: readonly PostSummary[]) =>
  [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).map((post) => urls.markdown(post.path))

describe.each<Locale>([defaultLocale, ...translatedLocales])("the text for AI assistants in %s", (locale) => {
  const fullList = urls.url(localizePath(paths.llmsFull, locale))
  const posts = postsIn(locale, more)
  const content = contentIn(locale, posts)

  it("lists in /llms.txt the latest posts and the first client stories, as many as the feed carries", () => {
    const document = llmsDocument(content, locale, "latest")
    const links = linksOf(document)
    expect(links.posts).toEqual(newestFirst(posts).slice(0, site.feedPosts))
    expect(links.stories).toEqual(
      content.stories
        .slice(0, site.feedPosts)
        .map((story) => urls.markdown(localizePath(paths.caseStudy(story.id), locale))),
    )
    // Where each list stops, it says how many it shows and where every one is.
    const rest = llmsWords[locale].more(String(site.feedPosts), String(more), fullList)
    expect(document.split("\n").filter((line) => line === rest)).toHaveLength(2)
    expect(document).toContain(`](${fullList})`)
  })

  it("lists in /llms-full.txt every post, newest first, and every client story", () => {
    const document = llmsDocument(content, locale, "full")
    const links = linksOf(document)
    expect(links.posts).toEqual(newestFirst(posts))
    expect(links.stories).toHaveLength(content.stories.length)
    expect(document).not.toContain(fullList)
  })

  it("lists every post in /llms.txt too while there are no more than the feed carries, and says nothing of the rest", () => {
    const few = postsIn(locale, site.feedPosts)
    const document = llmsDocument({ ...contentIn(locale, few), stories: [] }, locale, "latest")
    expect(linksOf(document).posts).toEqual(newestFirst(few))
    // No list says it stops short: the full list is linked once, from the end.
    expect(document.split(fullList)).toHaveLength(2)
    expect(document.trimEnd().split("\n").at(-1)).toBe(`- [${llmsWords[locale].fullList}](${fullList})`)
  })

  it("links only the language's own addresses", () => {
    const document = llmsDocument(content, locale, "full")
    const all = [...document.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => new URL(match[1] ?? "").pathname)
    expect(all.length).toBeGreaterThan(more * 2)
    for (const pathname of all) expect(localeOfPath(pathname), pathname).toBe(locale)
  })
})
