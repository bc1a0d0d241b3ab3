import { existsSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { localeOfPath, localizePath, locales, type Locale } from "../app/config/locales"
import { paths } from "../app/config/paths"
import type { SiteSettings } from "../app/config/settings"
import type { BuiltPage } from "./built-pages"
import type { BuildCache } from "./build-cache"
import { writeTwins } from "./precompress"

/**
 * /llms-full.txt in each language (https://llmstxt.org): the index the route wrote (every page, post and client story
 * with its link and summary, ending with the heading of what follows: app/lib/llms-text.ts), then the text itself, each page's Markdown version in the page list's order. Only the
 * latest posts are there in full, as many as the feeds carry (`VITE_FEED_POSTS`); the older ones keep their line in
 * the index. So the file grows by a line a post, not a page, and the build refuses one past `llmsFullLimit`.
 */

/**
 * The most a language's file may weigh, uncompressed: about 250,000 words, which the largest AI assistants read whole.
 * The shipped site's is about a fifth of it; a thousand posts a language add about 250 kB of index.
 */
export const llmsFullLimit = 1_500_000

/** A page's Markdown version, as the full text takes it. */
export interface PageText {
  path: string
  markdown: string
  /** A post's day of publication (its `article:published_time`); none for other pages. */
  publishedAt?: string
}

/** Lists, whose items are in full elsewhere: a topic's posts, a list's further pages, a story view's stories. */
const isListing = (pagePath: string) =>
  /\/blog\/(tags\/|page\/)|\/case-studies\/(industry|service)\//.test(pagePath) || pagePath.endsWith("/404.html")

/** The index, then the text of each page worth reading in full, in the order given: the latest posts only. */
export function fullText(index: string, pages: readonly PageText[], postsInFull: number): string {
  const readable = pages.filter((page) => !isListing(page.path))
  const latestPosts = new Set(
    readable
      .filter((page) => page.publishedAt)
      .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))
      .slice(0, postsInFull)
      .map((page) => page.path),
  )
  const inFull = readable.filter((page) => !page.publishedAt || latestPosts.has(page.path))
  return [index.trimEnd(), ...inFull.map((page) => `\n${page.markdown.trimEnd()}`), ""].join("\n")
}

/**
 * Appends the text to each language's /llms-full.txt, once the pages' Markdown versions are written, and gives it its
 * compressed twins as the other files have theirs. Returns each language's size; one over the limit stops the build.
 */
export async function writeFullTexts(
  pages: readonly BuiltPage[],
  {
    outDir,
    site,
    cache,
    brotliLevel,
  }: { outDir: string; site: Pick<SiteSettings, "feedPosts">; cache: BuildCache; brotliLevel: number },
): Promise<Record<Locale, number>> {
  const texts = await Promise.all(pages.map((page) => pageText(outDir, page)))
  const sizes = await Promise.all(
    locales.map(async (locale) => {
      const file = path.join(outDir, localizePath(paths.llmsFull, locale))
      const index = await readFile(file, "utf8")
      const own = texts.filter((text): text is PageText => text !== null && localeOfPath(text.path) === locale)
      const bytes = Buffer.from(pages.length === 0 ? index : fullText(index, own, site.feedPosts))
      if (bytes.length > llmsFullLimit)
        throw new Error(
          `${localizePath(paths.llmsFull, locale)} would weigh ${bytes.length.toLocaleString("en-US")} bytes, over its ${llmsFullLimit.toLocaleString("en-US")} (pipeline/llms-full.ts): lower VITE_FEED_POSTS, which bounds the posts it carries in full`,
        )
      await writeFile(file, bytes)
      await writeTwins(file, bytes, brotliLevel, cache)
      return [locale, bytes.length] as const
    }),
  )
  return Object.fromEntries(sizes) as Record<Locale, number>
}

/** Files the full text replaces after the pages are finished: compressed then, not before. */
export const llmsFullFiles = locales.map((locale) => localizePath(paths.llmsFull, locale).slice(1))

async function pageText(outDir: string, page: BuiltPage): Promise<PageText | null> {
  const file = path.join(outDir, paths.markdown(page.path))
  if (!existsSync(file)) return null
  const publishedAt = /<meta property="article:published_time" content="([^"]+)"/.exec(page.html)?.[1]
  return { path: page.path, markdown: await readFile(file, "utf8"), ...(publishedAt ? { publishedAt } : {}) }
}
