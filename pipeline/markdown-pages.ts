import type { Element, ElementContent, Root } from "hast"
import { fromHtml } from "hast-util-from-html"
import { toHtml } from "hast-util-to-html"
import TurndownService from "turndown"
import { llmsWords } from "virtual:content/llmsWords"
import { localeOfPath } from "../app/config/locales"
import { paths, siteUrls } from "../app/config/paths"
import type { SiteSettings } from "../app/config/settings"
import { canonicalUrlOf, type BuiltPage } from "./built-pages"

/**
 * A Markdown version of every indexable page, for AI assistants and tools that read text
 * (listed in /llms-full.txt, the main ones and the latest posts in /llms.txt): the page's main content as the build wrote it, with absolute links.
 * It reads like the page: words the page shows apart stay apart, a choice's options are a list, and the separators
 * between a byline's parts are kept. Decoration hidden from screen readers (icons, the numbers a list already gives)
 * and the contact form are left out; every testimonial of the carousel and every FAQ answer is kept.
 */
export class MarkdownPages {
  private readonly turndown = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
  })
  private readonly urls: ReturnType<typeof siteUrls>

  constructor(site: Pick<SiteSettings, "url">) {
    const leftOut = new Set(["SCRIPT", "STYLE", "SVG", "svg", "NOSCRIPT", "TEMPLATE", "FORM"])
    this.turndown.remove((node) => leftOut.has(node.nodeName))
    this.turndown.addRule("decoration", {
      filter: (node) =>
        node.getAttribute("aria-hidden") === "true" && !node.hasAttribute("data-carousel-slide") && !isSeparator(node),
      replacement: () => "",
    })
    this.urls = siteUrls(site.url)
  }

  /** The page's Markdown version and its file (`/services` -> `/services.md`), or null for a page without one. */
  of(page: Pick<BuiltPage, "path" | "html">): { file: string; markdown: string } | null {
    const canonical = canonicalUrlOf(page.html)
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)?.[1]
    if (!canonical || !main) return null
    const html = main.replace(
      /(href|src)="(\/[^"]*)"/g,
      (_, attribute: string, target: string) => `${attribute}="${this.urls.url(target)}"`,
    )
    const text = this.turndown
      .turndown(asTheReaderSeesIt(html))
      .replace(/[ \t]+$/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
    return {
      file: paths.markdown(page.path),
      markdown: `${text}\n\n---\n\n${llmsWords[localeOfPath(page.path)].markdownSource}: ${canonical}\n`,
    }
  }
}

/**
 * A mark hidden from screen readers between words a sighted reader sees ("Published May 1 · 4 min read"): kept,
 * where an icon or a number the list already gives is not.
 */
function isSeparator(node: HTMLElement): boolean {
  return /^\s*[\p{P}\p{S}][\p{P}\p{S}\s]*$/u.test(node.textContent ?? "")
}

/**
 * The main content's HTML with what turndown would lose of its layout written out: a choice's options as a list,
 * and a space or a line break between elements the page's CSS shows apart.
 */
function asTheReaderSeesIt(html: string): string {
  const tree = fromHtml(html, { fragment: true })
  writeChoicesAsLists(tree)
  separateNeighbours(tree)
  return toHtml(tree)
}

/** Each `<select>` as a list of its options: turndown would run their texts together ("Law firmReal estate"). */
function writeChoicesAsLists(parent: Root | Element): void {
  for (const child of parent.children) {
    if (child.type !== "element") continue
    if (child.tagName === "select") {
      child.tagName = "ul"
      child.properties = {}
      child.children = optionsOf(child).map((option) => ({
        type: "element",
        tagName: "li",
        properties: {},
        children: option.children,
      }))
    } else writeChoicesAsLists(child)
  }
}

const optionsOf = (parent: Element): Element[] =>
  parent.children.flatMap((child) =>
    child.type !== "element" ? [] : child.tagName === "option" ? [child] : optionsOf(child),
  )

/** What turndown writes as blocks (its `blockElements`), apart from their neighbours already. */
const blockTags = new Set(
  "address article aside audio blockquote body canvas center dd dir div dl dt fieldset figcaption figure footer form frameset h1 h2 h3 h4 h5 h6 header hgroup hr html isindex li main menu nav noframes noscript ol output p pre section table tbody td tfoot th thead tr ul".split(
    " ",
  ),
)

/** Markup within running text: `<strong>un</strong><em>likely</em>` is one word on the page too. */
const wordFormatting = new Set("b strong i em u s del ins mark small sub sup code abbr kbd".split(" "))

/** Tailwind's display utilities that give an element lines of its own in a flow of lines. */
const blockDisplays = new Set(["block", "flex", "grid", "table", "flow-root", "list-item"])

/**
 * Inline elements side by side, with no text between, are words the page shows apart (a flex row's gap, a column,
 * a block-styled span), which turndown would run together ("Previous articleHow to…"): a separator goes between them.
 * Text touching an element (`<strong>word</strong>s`) is one word, and code keeps its spans as written.
 */
function separateNeighbours(parent: Root | Element): void {
  if (parent.type === "element" && (parent.tagName === "pre" || parent.tagName === "code")) return
  const children: ElementContent[] = []
  let previous: Element | undefined
  for (const child of parent.children) {
    // A fragment of HTML holds nothing else.
    if (child.type !== "element" && child.type !== "text" && child.type !== "comment") continue
    // A comment (React writes `<!-- -->` between texts) is no text between two elements: `previous` stays.
    if (child.type === "text") previous = undefined
    if (child.type === "element") {
      if (previous && runTogether(previous, child)) children.push(separatorBetween(parent, previous, child))
      separateNeighbours(child)
      previous = child
    }
    children.push(child)
  }
  parent.children = children
}

function runTogether(first: Element, second: Element): boolean {
  if (blockTags.has(first.tagName) || blockTags.has(second.tagName)) return false
  if (wordFormatting.has(first.tagName) && wordFormatting.has(second.tagName)) return false
  return /\S$/.test(textOf(first)) && /^\S/.test(textOf(second))
}

/** A line break where the CSS lays the two out as lines, a space where it sets them side by side. */
function separatorBetween(parent: Root | Element, first: Element, second: Element): ElementContent {
  return areLaidOutAsLines(parent, first, second)
    ? { type: "element", tagName: "br", properties: {}, children: [] }
    : { type: "text", value: " " }
}

/** In a column (`flex-col`), or as block-level boxes outside a flex row, where the row's gap sets them apart. */
function areLaidOutAsLines(parent: Root | Element, first: Element, second: Element): boolean {
  const container = parent.type === "element" ? classesOf(parent) : []
  if (container.includes("flex-col")) return true
  if (container.includes("flex") || container.includes("inline-flex")) return false
  return [first, second].some((element) => classesOf(element).some((name) => blockDisplays.has(name)))
}

const classesOf = (element: Element): string[] => (element.properties.className as string[] | undefined) ?? []

const textOf = (node: ElementContent): string =>
  node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : ""
