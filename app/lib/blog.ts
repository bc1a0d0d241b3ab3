import { defaultLocale, localizePath, translatedLocales, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import { contentRegistry } from "~/content/registry"
import { translationFile } from "~/content/translations"

/** Kept free of Astro so it can be unit-tested. 230 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 230))
}

/** The blog's listing and a topic's. */
export const postsPerPage = 9

/** Always at least one page, perhaps empty. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size))
  return pages.length > 0 ? pages : [[]]
}

interface Tagged {
  id: string
  tags: readonly string[]
  publishedAt: Date
}

/** Newest first; posts of the same day by id, so the order never depends on the file system. */
export function newestFirst(a: Tagged, b: Tagged): number {
  return b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id)
}

export function byNewest<T extends Tagged>(posts: readonly T[]): T[] {
  return [...posts].sort(newestFirst)
}

/** What the feed and /llms.txt list. */
export function latestPosts<T extends Tagged>(posts: readonly T[], count: number): T[] {
  return byNewest(posts).slice(0, count)
}

/** Those sharing the most tags first, then the newest; posts sharing none fill the list only when too few do. */
export function relatedPosts<T extends Tagged>(post: T, posts: readonly T[], count = 3): T[] {
  const shared = (other: T) => other.tags.filter((tag) => post.tags.includes(tag)).length
  return byNewest(posts.filter((other) => other.id !== post.id))
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}

/** In a list ordered newest first. */
export function neighbours<T extends { id: string }>(post: T, newestFirst: readonly T[]): { older?: T; newer?: T } {
  const index = newestFirst.findIndex((other) => other.id === post.id)
  return { older: newestFirst[index + 1], newer: index > 0 ? newestFirst[index - 1] : undefined }
}

/** The most used first. */
export function tagCounts(posts: readonly { tags: readonly string[] }[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
}

/** A post's file as `virtual:content/blog` gives it: its name, the same in every language, and its tags. */
interface PostFile {
  id: string
  data: { tags: readonly string[] }
}

/** Each language's published posts. */
export type PostsByLanguage = Readonly<Record<Locale, readonly PostFile[]>>

/** One topic, named in each language its posts are translated into: { en: "Small Business", es: "Pequeñas empresas" }. */
export type Topic = Partial<Record<Locale, string>>

/** Where an editor finds a post: app/content/blog/<id>.md, its Spanish app/content/es/blog/<id>.md. */
export function postFile(id: string, locale: Locale): string {
  const folder = contentRegistry.blog.folder
  return `${locale === defaultLocale ? folder : translationFile(folder, locale)}/${id}.md`
}

/** "2 tags (ROI, Small Business)". */
const tagList = (tags: readonly string[]) => `${tags.length} tag${tags.length === 1 ? "" : "s"} (${tags.join(", ")})`

/** A pairing as first met, with the post whose files made it. */
interface Pairing {
  tag: string
  id: string
}

/**
 * The blog's topics paired across languages, so a topic's page can name and link its twin. Tags are words,
 * written anew in each language, so nothing but the posts ties them: a translated post lists its original's
 * tags in the same order, and the tag at the same place is the same topic. A tag that no translated post
 * carries has no twin. Tags that do not pair one to one stop the build, naming the files: a topic's page
 * would otherwise have two twins, or a twin that lists another topic's posts. Posts are read by file name,
 * so the pairs and the message never depend on the order the files were loaded in.
 */
export function tagTwins(posts: PostsByLanguage): Topic[] {
  const originals = new Map(posts[defaultLocale].map((post) => [post.id, post]))
  const topics = new Map<string, Topic>()
  const problems: string[] = []
  for (const locale of translatedLocales) {
    const translationOf = new Map<string, Pairing>()
    const originalOf = new Map<string, Pairing>()
    for (const post of [...posts[locale]].sort((a, b) => a.id.localeCompare(b.id))) {
      // Unpublished in English (a draft), so its English tags have no page to pair with.
      const original = originals.get(post.id)
      if (!original) continue
      const file = postFile(post.id, locale)
      if (original.data.tags.length !== post.data.tags.length) {
        problems.push(
          `${file} has ${tagList(post.data.tags)} and its original ${postFile(post.id, defaultLocale)} ${tagList(original.data.tags)}`,
        )
        continue
      }
      original.data.tags.forEach((tag, index) => {
        const translation = post.data.tags[index] ?? ""
        const known = translationOf.get(tag)
        const knownOriginal = originalOf.get(translation)
        if (known && known.tag !== translation)
          problems.push(`"${tag}" is "${known.tag}" in ${postFile(known.id, locale)} but "${translation}" in ${file}`)
        else if (knownOriginal && knownOriginal.tag !== tag)
          problems.push(
            `"${translation}" stands for "${knownOriginal.tag}" in ${postFile(knownOriginal.id, locale)} but for "${tag}" in ${file}`,
          )
        else if (!known) {
          translationOf.set(tag, { tag: translation, id: post.id })
          originalOf.set(translation, { tag, id: post.id })
          topics.set(tag, { ...topics.get(tag), [defaultLocale]: tag, [locale]: translation })
        }
      })
    }
  }
  if (problems.length > 0)
    throw new Error(
      [
        "The blog's tags do not pair one to one across languages. A translated post lists its original's tags in the same order, each in its own language, so that each topic's page links to the same topic's page in the other language:",
        ...problems.map((problem) => `  - ${problem}`),
      ].join("\n"),
    )
  return [...topics.values()].sort((a, b) => (a[defaultLocale] ?? "").localeCompare(b[defaultLocale] ?? ""))
}

/** The same topic's tag in another language, if a translated post pairs it. */
export function twinTag(topics: readonly Topic[], tag: string, from: Locale, to: Locale): string | undefined {
  return topics.find((topic) => topic[from] === tag)?.[to]
}

/** A page of a topic's listing: its tag, its number from 1, its language. */
export interface TagPage {
  tag: string
  number: number
  locale: Locale
}

/**
 * Where a topic's page leads in another language (the layout's `translationIn`). The twin topic's page of the
 * same number is its alternate (`exact`, so hreflang names it). Past the twin's last page, its first page,
 * as the language link only: that page's own alternate is this topic's first page, and hreflang pairs must
 * name each other. With no twin, that language's blog, as for a post not yet translated.
 */
export function tagPageTranslation(
  page: TagPage,
  to: Locale,
  posts: PostsByLanguage,
): { path: string; exact: boolean } {
  const tag = twinTag(tagTwins(posts), page.tag, page.locale, to)
  if (tag === undefined) return { path: localizePath(paths.blog, to), exact: false }
  const count = paginate(
    posts[to].filter((post) => post.data.tags.includes(tag)),
    postsPerPage,
  ).length
  const exact = page.number <= count
  return { path: localizePath(paths.tagPage(tag, exact ? page.number : 1), to), exact }
}
