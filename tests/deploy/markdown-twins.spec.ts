import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import type { Element, ElementContent, Root } from "hast"
import { fromHtml } from "hast-util-from-html"
import { paths } from "../../app/config/paths"
import { adminFile, pathOfFile } from "../../pipeline/built-pages"

/*
 * Every page's Markdown version (pipeline/markdown-pages.ts, made from the page's <main>) against the page as the
 * build wrote it: no word of the version runs together words the page shows apart ("Law firmReal estate", the options
 * of a choice; "Previous articleHow to…", two spans a column stacks). What the page shows apart is read from its
 * markup and the project's display classes, as a browser would lay it out, not from the code that writes the
 * versions, so the two check each other. Read from the build's files with an HTML parser: no server, no browser.
 */

const clientDir = "build/client"

/** Each built page with a Markdown version: "services.html" and "services.md", "es.html" and "es/index.md". */
const twins = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && file !== adminFile)
  .sort()
  .map((page) => ({ page, twin: paths.markdown(pathOfFile(page)).replace(/^\//, "") }))
  .filter(({ twin }) => existsSync(path.join(clientDir, twin)))

/** Not drawn: their text is no words of the page. */
const undrawn = new Set(["script", "style", "template", "noscript"])

/**
 * What a browser draws as a box of its own (block-level by its default style sheet, replaced elements, form
 * controls): its words never run into a neighbour's.
 */
const boxTags = new Set(
  "address article aside blockquote caption details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre section summary table tbody td tfoot th thead tr ul br img svg select option optgroup button input textarea video audio iframe".split(
    " ",
  ),
)

/** The project's classes (Tailwind's) that make an element a box of its own: a display, or out of the flow. */
const boxClasses = new Set(["block", "flex", "grid", "table", "flow-root", "list-item", "absolute", "fixed", "sr-only"])

/** Containers whose children are each a box (a flex or grid item), set apart by the container's gap or lines. */
const itemContainers = new Set(["flex", "inline-flex", "grid", "inline-grid"])

/** Every element of a tree, in document order (not ./support/policy's: that module works out the headers too). */
const elementsOf = (tree: Root | Element): Element[] =>
  tree.children.flatMap((child) => (child.type === "element" ? [child, ...elementsOf(child)] : []))

/** The page's `<main>`, from which its Markdown version is made. */
function mainOf(html: string): Element {
  const main = elementsOf(fromHtml(html)).find((element) => element.tagName === "main")
  if (!main) throw new Error("the page has no <main>, from which its Markdown version is made")
  return main
}

const classesOf = (element: Element): string[] => (element.properties.className as string[] | undefined) ?? []

/** A text's words, lowercase: runs of letters, digits and the signs of money and shares ("law", "$500", "24", "7"). */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{M}\p{N}$%]+/gu) ?? []

/**
 * The main content's text in the pieces the page shows apart from each other: a box's text, a flex item's, an
 * image's alternative text (which the Markdown version writes); within a piece, words touch as in the text.
 */
function shownPieces(main: Element): string[] {
  const pieces = [""]
  const setApart = () => {
    if (pieces.at(-1)?.trim()) pieces.push("")
  }
  const visit = (node: ElementContent, isItem: boolean) => {
    if (node.type === "text") pieces[pieces.length - 1] += node.value
    if (node.type !== "element" || undrawn.has(node.tagName)) return
    const isBox = isItem || boxTags.has(node.tagName) || classesOf(node).some((name) => boxClasses.has(name))
    if (isBox) setApart()
    if (node.tagName === "img") pieces[pieces.length - 1] += String(node.properties.alt ?? "")
    const holdsItems = classesOf(node).some((name) => itemContainers.has(name))
    if (node.tagName !== "svg") for (const child of node.children) visit(child, holdsItems)
    if (isBox) setApart()
  }
  for (const child of main.children) visit(child, false)
  return pieces.filter((piece) => piece.trim())
}

/**
 * Every word the page has: those of its pieces, and those of each text on its own, as markup splits a word the
 * Markdown may split too (`<em>speed</em>s` is "_speed_s").
 */
function pageWords(main: Element, pieces: readonly string[]): Set<string> {
  const texts = [main, ...elementsOf(main)].flatMap((element) => [
    ...element.children.flatMap((child) => (child.type === "text" ? [child.value] : [])),
    String(element.properties.alt ?? ""),
  ])
  return new Set([...pieces, ...texts].flatMap(wordsOf))
}

/** The Markdown version's words: its text without link targets, list markers, code fences and the closing source line. */
function twinWords(markdown: string): string[] {
  const text = markdown
    .slice(0, markdown.lastIndexOf("\n---\n"))
    .replace(/\]\((?:\\.|[^\\)])*\)/g, "]")
    .replace(/^[ \t]*(?:[-+*]|\d+\.)[ \t]+/gm, "")
    .replace(/^[ \t]*(?:`{3,}|~{3,}).*$/gm, "")
  return wordsOf(text)
}

/** Where the page shows apart what `word` runs together: the end of one piece and the start of the next. */
function whatThePageShows(word: string, pieces: readonly string[]): string {
  for (let index = 0; index + 1 < pieces.length; index++) {
    const [before = "", after = ""] = [pieces[index], pieces[index + 1]]
    if (`${wordsOf(before).at(-1)}${wordsOf(after)[0]}` === word)
      return `the page shows "${before.trim().slice(-40)}" and "${after.trim().slice(0, 40)}" apart`
  }
  return "the page has no such word"
}

/** Each word of the Markdown version the page does not have, with what the page shows there. */
function gluedWords(html: string, markdown: string): string[] {
  const main = mainOf(html)
  const pieces = shownPieces(main)
  const words = pageWords(main, pieces)
  const glued = new Set(twinWords(markdown).filter((word) => !words.has(word)))
  return [...glued].map((word) => `"${word}": ${whatThePageShows(word, pieces)}`)
}

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8")

test("every Markdown version in the build is checked against its page", () => {
  const markdownFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .sort()
  expect(twins.length, `Markdown versions in ${clientDir} (build the site first)`).toBeGreaterThan(0)
  expect(twins.map(({ twin }) => twin).sort()).toEqual(markdownFiles)
  // The figure, for the record of a run.
  console.log(`${twins.length} Markdown versions checked against their pages`)
})

// A test a page: the time of each stays the same however many pages the content makes.
for (const { page, twin } of twins) {
  test(`${twin} keeps apart the words ${page} shows apart`, () => {
    expect(gluedWords(read(page), read(twin)), `${twin}: words that run together what ${page} shows apart`).toEqual([])
  })
}

test("the check catches words run together: the end of one piece of a page and the start of the next", () => {
  const [first] = twins
  if (!first) throw new Error("no page with a Markdown version was built")
  const html = read(first.page)
  const pieces = shownPieces(mainOf(html))
  const index = pieces.findIndex((piece, at) => wordsOf(piece).length > 0 && wordsOf(pieces[at + 1] ?? "").length > 0)
  const [before = "", after = ""] = [pieces[index], pieces[index + 1]]
  const glued = `${wordsOf(before).at(-1)}${wordsOf(after)[0]}`
  const markdown = read(first.twin)
  const end = markdown.lastIndexOf("\n---\n")
  const withGlue = `${markdown.slice(0, end)}\n\n${before.trim()}${after.trim()}\n${markdown.slice(end)}`
  expect(gluedWords(html, withGlue)).toEqual([`"${glued}": ${whatThePageShows(glued, pieces)}`])
})
