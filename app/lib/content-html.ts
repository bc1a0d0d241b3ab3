import type { Element, Nodes, Root } from "hast"
import { fromHtml } from "hast-util-from-html"
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize"
import { toHtml } from "hast-util-to-html"

/**
 * GitHub's allow-list for rendered Markdown (no script, style, iframe or form, no handler or style
 * attribute). Ids keep Markdown's names, so links to a heading land; elements carrying code go
 * whole, never leaving their text behind as visible copy.
 */
export const contentSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: "",
  strip: ["script", "style", "template", "textarea", "title", "noscript", "iframe", "object", "embed", "svg", "math"],
}

export interface ContentHtmlProblem {
  /** "a <script> element", "an onclick attribute on <a>", "a javascript: link on <a>" */
  what: string
  /** Finds in the source where the editor wrote it. */
  needle: RegExp
}

export function sanitizeContentHtml(html: string): string {
  return toHtml(sanitize(fromHtml(html, { fragment: true }), contentSchema))
}

/** Anything the allow-list would change that no rule names is still reported: nothing is dropped unheard. */
export function contentHtmlProblems(html: string): ContentHtmlProblem[] {
  const tree = fromHtml(html, { fragment: true })
  const problems = new Map<string, ContentHtmlProblem>()
  const add = (problem: ContentHtmlProblem) => problems.set(problem.what, problem)
  const allowedTags = new Set(contentSchema.tagNames ?? [])
  visitElements(tree, (element) => {
    const tag = element.tagName
    if (!allowedTags.has(tag)) {
      add({ what: `a <${tag}> element`, needle: new RegExp(`<${escapeRegExp(tag)}(?=[\\s/>])`, "i") })
      return
    }
    for (const [property, value] of Object.entries(element.properties)) {
      const attribute = attributeName(property)
      if (!isAllowedProperty(tag, property))
        add({
          what: `${/^[aeiou]/.test(attribute) ? "an" : "a"} ${attribute} attribute on <${tag}>`,
          needle: new RegExp(`<${escapeRegExp(tag)}\\b[^>]*\\s${escapeRegExp(attribute)}(?=[\\s=/>])`, "i"),
        })
      else if (hasForbiddenProtocol(property, value))
        add({
          what: `a ${String(value).split(":")[0]?.trim().toLowerCase()}: address in ${attribute} on <${tag}>`,
          needle: new RegExp(`<${escapeRegExp(tag)}\\b[^>]*\\s${escapeRegExp(attribute)}\\s*=`, "i"),
        })
    }
  })
  if (problems.size === 0 && toHtml(tree) !== sanitizeContentHtml(html))
    add({ what: "HTML the allow-list changes", needle: /<[a-z]/i })
  return [...problems.values()]
}

/** Throws naming the file, line and each thing dropped, so an editor learns at once; a preview only `warn`s. */
export function checkedContentHtml(
  html: string,
  { file, source, warn }: { file: string; source: string; warn?: (message: string) => void },
): string {
  const problems = contentHtmlProblems(html)
  if (problems.length === 0) return sanitizeContentHtml(html)
  const lines = problems.map(({ what, needle }) => {
    const at = source.search(needle)
    const line = at < 0 ? "" : `:${source.slice(0, at).split("\n").length}`
    return `${file}${line}: ${what}`
  })
  const message = `Content may not carry code, styles or other pages: ${lines.join("; ")}. Write it as plain Markdown (headings, lists, links, emphasis, tables), or ask a developer to add it to the site's code.`
  if (!warn) throw new Error(message)
  warn(message)
  return sanitizeContentHtml(html)
}

function visitElements(node: Nodes | Root, visit: (element: Element) => void): void {
  if (node.type === "element") visit(node)
  if ("children" in node) for (const child of node.children) visitElements(child, visit)
  if (node.type === "element" && node.tagName === "template" && node.content) visitElements(node.content, visit)
}

function isAllowedProperty(tag: string, property: string): boolean {
  const named = [...(contentSchema.attributes?.[tag] ?? []), ...(contentSchema.attributes?.["*"] ?? [])]
  return named.some((entry) => (typeof entry === "string" ? entry : entry[0]) === property)
}

function hasForbiddenProtocol(property: string, value: unknown): boolean {
  const allowed = contentSchema.protocols?.[property]
  if (!allowed || typeof value !== "string") return false
  const url = value.replace(/[\t\n\r]/g, "").trim()
  const colon = url.indexOf(":")
  // A relative address (no scheme before its first slash, question mark or hash) is the site's own.
  if (colon < 0 || /[/?#]/.test(url.slice(0, colon))) return false
  return !allowed.includes(url.slice(0, colon).toLowerCase())
}

/** `onClick` -> `onclick`, `ariaLabel` -> `aria-label`, `className` -> `class`. */
function attributeName(property: string): string {
  if (property === "className") return "class"
  if (property === "htmlFor") return "for"
  if (/^(aria|data)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return property.toLowerCase()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
