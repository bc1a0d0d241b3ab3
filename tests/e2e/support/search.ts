import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, type Page, type Request } from "@playwright/test"
import { defaultLocale, localeInfo, localizePath, locales, type Locale } from "../../../app/config/locales"
import { searchWords } from "virtual:content/searchWords"
import { splitFrontMatter } from "../../../app/test/content-files"
import { blogPosts } from "./content"

/*
 * The blog's search as the browser tests use it, in every language (tests/e2e/search.spec.ts, and
 * on each host in tests/deploy/search.spec.ts): the posts each language has, a word of a title to
 * find one by, and the search's words, all from the content and interface files.
 */

const content = path.resolve(import.meta.dirname, "../../../app/content")
const folderOf = (locale: Locale) => (locale === defaultLocale ? "" : `${locale}/`)

/** The published posts written in `locale`: their addresses and titles, as their files give them. */
export function postsIn(locale: Locale): { path: string; title: string }[] {
  const folder = path.join(content, folderOf(locale), "blog")
  const files = new Set(readdirSync(folder))
  return blogPosts
    .filter((post) => files.has(`${post.id}.md`))
    .map((post) => {
      const { data } = splitFrontMatter(readFileSync(path.join(folder, `${post.id}.md`), "utf8"))
      return { path: localizePath(`/blog/${post.id}`, locale), title: (data as { title: string }).title }
    })
}

/** A word of the title to search for: its longest, so a word of this post rather than of every page. */
export const wordOf = (title: string): string =>
  [...title.matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => word).sort((a, b) => b.length - a.length)[0] ?? title

/** Whether an address is a page of `locale`: under its prefix, or, for the default, under no other's. */
export function isIn(address: string, locale: Locale): boolean {
  const { prefix } = localeInfo[locale]
  if (prefix) return address === prefix || address.startsWith(`${prefix}/`)
  return !locales.some((other) => {
    const otherPrefix = localeInfo[other].prefix
    return otherPrefix !== "" && (address === otherPrefix || address.startsWith(`${otherPrefix}/`))
  })
}

/** Every request the page makes for the search's code or its index, from now on. */
export function watchSearchRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.includes("/pagefind/") || /\/assets\/search-module\./.test(pathname)) requests.push(request)
  })
  return requests
}

/**
 * Searches the blog's page in `locale` (already open) for a word of `post`'s title, typed and sent
 * with the keyboard, and checks what a visitor sees: the post among the results, every result a
 * page in the language, the count said, focus still in the field. Returns the search landmark.
 */
export async function searchFor(page: Page, locale: Locale, post: { path: string; title: string }) {
  const words = searchWords[locale]
  const search = page.getByRole("search", { name: words.label })
  const field = search.getByRole("searchbox", { name: words.label })
  await field.focus()
  const word = wordOf(post.title)
  await page.keyboard.type(word)
  await page.keyboard.press("Enter")
  const results = search.getByRole("list", { name: words.resultsLabel })
  // Results of a search for part of the word, typed before the rest, may show first: what is
  // checked is the list once the count said is the whole word's and agrees with it.
  const status = search.getByRole("status")
  await expect
    .poll(async () => {
      const said = (await status.textContent()) ?? ""
      const shown = await results.getByRole("link").count()
      return shown < 10 ? said === words.found(shown, word) : new RegExp(`^\\d+\\D.*${word}`).test(said)
    })
    .toBe(true)
  await expect(results.getByRole("link", { name: post.title, exact: true })).toHaveAttribute("href", post.path)
  const hrefs = await results
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
  for (const href of hrefs) expect(isIn(href, locale), `${href} is a page in ${locale}`).toBe(true)
  await expect(status).toHaveText(hrefs.length < 10 ? words.found(hrefs.length, word) : new RegExp(`^\\d+\\D.*${word}`))
  await expect(field).toBeFocused()
  return search
}

/** Whether Pagefind's worker may compile WebAssembly under the policy it was sent with. */
export async function workerCompiles(page: Page): Promise<string | undefined> {
  const worker = page.workers()[0]
  return worker?.evaluate(() =>
    WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
      () => "compiled",
      (error: unknown) => String(error),
    ),
  )
}
