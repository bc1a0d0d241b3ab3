import { createHash } from "node:crypto"
import type { Element, Root } from "hast"
import { fromHtml } from "hast-util-from-html"
import { cacheControlFor, securityHeaders } from "../../../pipeline/security-headers"
import { site } from "../../e2e/support/site"

export { hostileHosts } from "./hostile-hosts"

/** The headers every response must carry, from the one source the build reads. */
export const expectedSecurityHeaders = securityHeaders(site)

export { cacheControlFor }

/** An HTML page's tree as a browser parses it with scripting off (parse5, the parser jsdom uses, without a DOM). */
export function parsePage(html: string): Root {
  return fromHtml(html)
}

/** Every element of a tree, in document order. */
export function elementsOf(tree: Root | Element): Element[] {
  return tree.children.flatMap((child) => (child.type === "element" ? [child, ...elementsOf(child)] : []))
}

/** An element's text, as `textContent` reads it. */
export function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : ""))
    .join("")
}

/**
 * The sha256 of every inline script a page runs (including those inside the `<noscript>` holder,
 * which the start-up script takes out and runs) and of every style element, read with an HTML
 * parser rather than the build's own code, so the two check each other.
 */
export function inlineCodeHashes(page: string | Root): { scripts: string[]; styles: string[] } {
  const elements = elementsOf(typeof page === "string" ? parsePage(page) : page)
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
  const scripts = elements
    .filter((element) => element.tagName === "script" && element.properties.src === undefined)
    .filter((script) => script.properties.type !== "application/ld+json")
    .map((script) => hash(textOf(script)))
  const styles = elements.filter((element) => element.tagName === "style").map((style) => hash(textOf(style)))
  return { scripts, styles }
}

/** The directives of a Content-Security-Policy, by name. */
export function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? "", values]),
  )
}

/** The sources a policy's `script-src` names by address (not its keywords and hashes). */
export function scriptAddresses(policy: string): string[] {
  return (directivesOf(policy).get("script-src") ?? []).filter((source) => !source.startsWith("'"))
}
