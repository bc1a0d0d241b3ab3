import { localeInfo, type Locale } from "~/config/locales"

/*
 * What the blog's search form (components/blog/blog-search.tsx) and its code (deferred/search.ts)
 * share, beside the names in search-parts.ts. The index itself is
 * written by the build (pipeline/search-index.ts), one a language, under the language's
 * prefix: /pagefind/ and /es/pagefind/.
 */

/** The folder of a language's index, from the site's root: "/pagefind/", "/es/pagefind/". */
export const searchIndexFolder = (locale: Locale) => `${localeInfo[locale].prefix}/pagefind/`

/** How many results are listed; the count says how many were found in all. */
export const shownResults = 10

/** A result as Pagefind gives it (`result.data()`): its address, title and an excerpt. */
export interface SearchHit {
  url: string
  meta: { title?: string }
  /** Text of the page around the words found, each found word in `<mark>`. */
  excerpt: string
}

/**
 * An excerpt as text and marked words: Pagefind's excerpt is the page's text with the words found
 * between `<mark>` and `</mark>`, and any `<`, `>` or `&` of the text written as an entity. Read
 * here as plain text, whatever it holds: nothing in it can become an element but the marks.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = []
  let marked = false
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") marked = true
    else if (piece === "</mark>") marked = false
    else if (piece) parts.push({ text: decodeEntities(piece), marked })
  }
  return parts
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** The entities an excerpt may hold (`&amp;`, `&lt;`, `&#39;`, `&#x27;`), decoded; any other left as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return named[name] ?? whole
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/**
 * A result's address on this site: a path of it, or nothing (never another origin, never a
 * script). It is read as the browser will read it, which drops tabs and line breaks and takes a
 * backslash for a slash, so `/\t/evil.example/` is the other host it leads to, not a path.
 */
export function resultPath(url: string): string | null {
  if (!url.startsWith("/")) return null
  try {
    return new URL(url, pathBase).origin === pathBase ? url : null
  } catch {
    return null
  }
}

/** An origin no address of the site's can share, to tell a path from an address elsewhere. */
const pathBase = "https://site.invalid"
