import { localeInfo, type Locale } from "~/config/locales"

/** "/pagefind/", "/es/pagefind/": one index a language. */
export const searchIndexFolder = (locale: Locale) => `${localeInfo[locale].prefix}/pagefind/`

/** The count says how many were found in all. */
export const shownResults = 10

/** As Pagefind's `result.data()` gives it. */
export interface SearchHit {
  url: string
  meta: { title?: string }
  excerpt: string
}

/** Read as plain text whatever it holds: nothing in an excerpt can become an element but the marks. */
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

/** Any entity but these and numeric ones is left as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return named[name] ?? whole
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/**
 * A path of this site or null, read as the browser reads it (dropping tabs, a backslash for a
 * slash), so `/\t/evil.example/` is the other host it leads to, not a path.
 */
export function resultPath(url: string): string | null {
  if (!url.startsWith("/")) return null
  try {
    return new URL(url, pathBase).origin === pathBase ? url : null
  } catch {
    return null
  }
}

/** An origin no address of the site's can share. */
const pathBase = "https://site.invalid"
