import { createHash } from "node:crypto"
import { JSDOM } from "jsdom"
import { cacheControlFor, securityHeaders } from "../../../pipeline/security-headers"
import { site } from "../../e2e/support/site"

export { hostileHosts } from "./hostile-hosts"

/** The headers every response must carry, from the one source the build reads. */
export const expectedSecurityHeaders = securityHeaders(site.voice)

export { cacheControlFor }

/**
 * The sha256 of every inline script a page runs (including those inside the `<noscript>` holder,
 * which the start-up script takes out and runs) and of every style element, read with a DOM
 * parser rather than the build's own code, so the two check each other.
 */
export function inlineCodeHashes(html: string): { scripts: string[]; styles: string[] } {
  const { document } = new JSDOM(html).window
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
  const scripts = [...document.querySelectorAll("script:not([src])")]
    .filter((script) => script.getAttribute("type") !== "application/ld+json")
    .map((script) => hash(script.textContent ?? ""))
  const styles = [...document.querySelectorAll("style")].map((style) => hash(style.textContent ?? ""))
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
