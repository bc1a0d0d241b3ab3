import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import type { Element, Root, RootContent } from "hast"
import { locales, localizePath } from "../../app/config/locales"
import { paths } from "../../app/config/paths"
import { elementsOf, parsePage } from "./support/policy"

/*
 * Pages of their own, not doorways: Google's spam policies name scaled content (many pages made to rank
 * rather than to help) and doorways (near-identical pages funnelling to one place). Each page written for
 * one kind of buyer (an industry's, a service's) carries at least 500 words of main content, and shares at
 * most 30% of its word 5-grams with any sibling, in each language, as the build wrote them. The main
 * content is what the site's search indexes of the page (`data-pagefind-body`): its own words, the story
 * and services it links, not the header, the estimator, the closing band or the footer.
 */

const clientDir = "build/client"
const minimumWords = 500
const maximumShare = 0.3

/** The text a reader reads, each element's words apart from the next one's. */
function wordsOf(node: Root | RootContent): string[] {
  if (node.type === "text") return node.value.split(/\s+/)
  if (node.type !== "element" && node.type !== "root") return []
  if (node.type === "element" && ["script", "style", "template", "noscript"].includes(node.tagName)) return []
  return node.children.flatMap(wordsOf)
}

/** The page's main content's words, lowercase, without punctuation: "law", "firm", "intake", ... */
function mainWords(file: string): string[] {
  const tree = parsePage(readFileSync(path.join(clientDir, file), "utf8"))
  const main = elementsOf(tree).find((element: Element) => element.properties.dataPagefindBody !== undefined)
  if (!main) throw new Error(`${file} has no main content marked for search (data-pagefind-body)`)
  return wordsOf(main)
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}$%]+/gu, ""))
    .filter(Boolean)
}

const fiveGrams = (words: readonly string[]) =>
  new Set(words.slice(0, Math.max(0, words.length - 4)).map((_, index) => words.slice(index, index + 5).join(" ")))

/** Of `page`'s 5-grams, the share `other` has too. */
function sharedShare(page: ReadonlySet<string>, other: ReadonlySet<string>): number {
  let shared = 0
  for (const gram of page) if (other.has(gram)) shared += 1
  return page.size === 0 ? 0 : shared / page.size
}

/** The built pages under a folder ("industries"), each file a page: /industries/legal is industries/legal.html. */
const pagesIn = (folder: string) =>
  readdirSync(path.join(clientDir, folder))
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(folder, file))

const sets = locales.flatMap((locale) =>
  [
    { name: "industries", base: paths.industry("") },
    { name: "services", base: paths.service("") },
  ].map(({ name, base }) => ({
    name: `${name} (${locale})`,
    files: pagesIn(localizePath(base, locale).replace(/^\/|\/$/g, "")),
  })),
)

for (const set of sets) {
  test(`the ${set.name} pages each have ${minimumWords}+ words of their own and share at most ${maximumShare * 100}% with a sibling`, () => {
    expect(set.files.length, set.name).toBeGreaterThanOrEqual(2)
    const pages = set.files.map((file) => {
      const words = mainWords(file)
      return { file, words: words.length, grams: fiveGrams(words) }
    })
    const rows = pages.map((page) => {
      const shares = pages
        .filter((other) => other !== page)
        .map((other) => ({ with: other.file, share: sharedShare(page.grams, other.grams) }))
      const largest = shares.reduce((most, each) => (each.share > most.share ? each : most))
      return { page: page.file, words: page.words, largestShare: largest.share, with: largest.with }
    })
    // The figures, for the record of a run.
    console.log(
      `${set.name}:\n${rows.map((row) => `  ${row.page}: ${row.words} words, at most ${(row.largestShare * 100).toFixed(1)}% shared (${row.with})`).join("\n")}`,
    )
    for (const row of rows) {
      expect(row.words, `${row.page}: words of main content`).toBeGreaterThanOrEqual(minimumWords)
      expect(row.largestShare, `${row.page}: share of its 5-grams found in ${row.with}`).toBeLessThanOrEqual(
        maximumShare,
      )
    }
  })
}

test("the measure catches a near copy: a page with every tenth word swapped shares half its 5-grams", () => {
  const [first] = sets[0]?.files ?? []
  if (!first) throw new Error("no industry page was built")
  const words = mainWords(first)
  const swapped = words.map((word, index) => (index % 10 === 9 ? `other-${index}` : word))
  expect(sharedShare(fiveGrams(swapped), fiveGrams(words))).toBeGreaterThan(maximumShare)
})
