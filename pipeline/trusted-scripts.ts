import islandScript from "astro/runtime/server/astro-island.prebuilt.js"
import idleDirective from "astro/runtime/client/idle.prebuilt.js"
import loadDirective from "astro/runtime/client/load.prebuilt.js"
import mediaDirective from "astro/runtime/client/media.prebuilt.js"
import onlyDirective from "astro/runtime/client/only.prebuilt.js"
import visibleDirective from "astro/runtime/client/visible.prebuilt.js"
import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { pageKinds, sitePages, type PageKind } from "../app/config/pages"
import { contentRegistry } from "../app/content/registry"
import { readPageCode } from "./page-code"

/**
 * A `.js` outside the bundles (under `public/`, `/uploads/` among it). A host that decodes an encoded slash and
 * resolves the dot segments around it (Cloudflare Pages: `/assets/..%2Fuploads%2Fx.js`) would serve it from the
 * bundles' folder, so the build publishes none (docs/decisions/037-script-only-from-the-sites-folders.md).
 */
export const isStrayScript = (file: string): boolean =>
  /\.[cm]?js$/i.test(file) && !file.startsWith(`assets${path.sep}`)

/**
 * The inline scripts the site writes, known from their sources rather than read from the pages: a page's policy
 * allows only these, by hash, and any other inline code stops the build. Markdown edited in the content editor
 * reaches the page as written: this is what keeps its raw HTML from running.
 */
export class SiteScripts {
  private readonly exact = new Map<string, string>()
  /** The code of the site's `define:vars` scripts, which Astro runs after declaring the variables. */
  private readonly withVariables: { body: string; source: string }[] = []

  add(code: string, source: string): void {
    if (!this.exact.has(sha256(code))) this.exact.set(sha256(code), source)
  }

  /** Trusts a `define:vars` script whose code is `body`, whatever data its variables hold. */
  addWithVariables(body: string, source: string): void {
    this.withVariables.push({ body, source })
  }

  toData(): SiteScriptsData {
    return { exact: [...this.exact], withVariables: [...this.withVariables] }
  }

  static from(data: SiteScriptsData): SiteScripts {
    const scripts = new SiteScripts()
    for (const [hash, source] of data.exact) scripts.exact.set(hash, source)
    scripts.withVariables.push(...data.withVariables)
    return scripts
  }

  sourceOf(code: string): string | undefined {
    // A parser may end such a script elsewhere than its first `</script>`: what it runs is unsure.
    if (code.includes("<!--")) return undefined
    return this.exact.get(sha256(code)) ?? this.withVariables.find(({ body }) => declaresOnlyData(code, body))?.source
  }
}

export interface SiteScriptsData {
  exact: [hash: string, source: string][]
  withVariables: { body: string; source: string }[]
}

/**
 * Astro writes `<script define:vars={{ name }}>body</script>` as
 * `(function(){const name = <JSON>;\nbody})();`. The script is the site's when all before its body
 * is such declarations, each value plain JSON as Astro writes it (`<` escaped).
 */
function declaresOnlyData(code: string, body: string): boolean {
  const start = "(function(){"
  const end = `${body}})();`
  if (!code.startsWith(start) || !code.endsWith(end) || code.length < start.length + end.length) return false
  const declarations = code.slice(start.length, code.length - end.length)
  if (!/^(?:const [A-Za-z_$][\w$]* = [^\n]*;\n)*$/.test(declarations)) return false
  return [...declarations.matchAll(/^const [A-Za-z_$][\w$]* = ([^\n]*);$/gm)].every(([, value]) =>
    isPlainJson(value ?? ""),
  )
}

/** Astro's own inline scripts, read from the installed package, so their hashes follow an upgrade of Astro. */
export function addAstroScripts(scripts: SiteScripts): void {
  const astro = {
    "astro/runtime/server/astro-island.prebuilt.js": islandScript,
    "astro/runtime/client/idle.prebuilt.js": idleDirective,
    "astro/runtime/client/load.prebuilt.js": loadDirective,
    "astro/runtime/client/media.prebuilt.js": mediaDirective,
    "astro/runtime/client/only.prebuilt.js": onlyDirective,
    "astro/runtime/client/visible.prebuilt.js": visibleDirective,
  }
  for (const [source, code] of Object.entries(astro)) scripts.add(code, source)
}

/** The inline scripts of the site's components (`app/**\/*.astro`, not content), as written there. */
export async function addComponentScripts(scripts: SiteScripts, appDir: string): Promise<void> {
  const files = (await readdir(appDir, { recursive: true })).filter(
    (file) => file.endsWith(".astro") && !file.split(path.sep).includes("content"),
  )
  for (const file of files) {
    const source = path.relative(projectRoot, path.join(appDir, file)).split(path.sep).join("/")
    const { exact, withVariables } = componentInlineScripts(await readFile(path.join(appDir, file), "utf8"))
    for (const code of exact) scripts.add(code, source)
    for (const body of withVariables) scripts.addWithVariables(body, source)
  }
}

/**
 * Astro bundles a `<script>` with no attribute but `src`; any other attribute leaves it inline, as written. One
 * filled by `set:html` is trusted only as the bundle it is given (the start-up scripts), and a JSON block is data.
 */
export function componentInlineScripts(source: string): { exact: string[]; withVariables: string[] } {
  const found = { exact: [] as string[], withVariables: [] as string[] }
  const template = source.replace(/^\s*---\n[\s\S]*?\n---/, "")
  const opening = /<script(?=[\s/>])/g
  for (let match = opening.exec(template); match; match = opening.exec(template)) {
    const { attributes, end, selfClosing } = readComponentTag(template, match.index + "<script".length)
    const close = selfClosing ? -1 : template.indexOf("</script>", end)
    const text = close < 0 ? "" : template.slice(end, close)
    opening.lastIndex = close < 0 ? end : close
    const names = [...attributes.keys()]
    const type = attributes.get("type")?.toLowerCase()
    if (names.every((name) => name === "src")) continue
    if (names.includes("set:html") || names.includes("set:text")) continue
    if (type === "application/json" || type === "application/ld+json") continue
    if (names.includes("define:vars")) found.withVariables.push(text)
    else found.exact.push(text)
  }
  return found
}

/** A component's tag from after its name: attribute names, static values, and `{...}` expressions read whole. */
function readComponentTag(source: string, from: number) {
  const attributes = new Map<string, string>()
  let at = from
  const skipExpression = () => {
    let depth = 0
    let quote = ""
    for (; at < source.length; at++) {
      const character = source[at]
      if (quote) {
        if (character === "\\") at++
        else if (character === quote) quote = ""
      } else if (character === '"' || character === "'" || character === "`") quote = character
      else if (character === "{") depth++
      else if (character === "}" && --depth === 0) {
        at++
        return
      }
    }
  }
  while (at < source.length) {
    while (/\s/.test(source[at] ?? "")) at++
    if (source.startsWith("/>", at)) return { attributes, end: at + 2, selfClosing: true }
    if (source[at] === ">") return { attributes, end: at + 1, selfClosing: false }
    if (source[at] === "{") {
      skipExpression()
      continue
    }
    const nameStart = at
    while (at < source.length && !/[\s=>]/.test(source[at] ?? "") && !source.startsWith("/>", at)) at++
    const name = source.slice(nameStart, at)
    let value = ""
    if (source[at] === "=") {
      at++
      const quote = source[at]
      if (quote === "{") skipExpression()
      else if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, at + 1)
        value = source.slice(at + 1, close)
        at = close + 1
      } else {
        const valueStart = at
        while (at < source.length && !/[\s>]/.test(source[at] ?? "")) at++
        value = source.slice(valueStart, at)
      }
    }
    if (name) attributes.set(name, value)
    else at++
  }
  return { attributes, end: at, selfClosing: false }
}

const projectRoot = fileURLToPath(new URL("../", import.meta.url))

/** The page list's kinds of page made from Markdown: "/blog/" and app/content/blog, ... */
const contentFolders = pageKinds.flatMap((kind: PageKind) =>
  kind.content ? [{ prefix: kind.path.slice(0, -1), folder: contentRegistry[kind.content].folder }] : [],
)

/** `/blog/speed-to-lead-automation` -> `app/content/blog/speed-to-lead-automation.md`. */
export function contentFileOf(pagePath: string): string | undefined {
  const legal = sitePages.find((page) => page.path === pagePath && "legal" in page.copy)?.name
  const inFolder = contentFolders
    .filter(({ prefix }) => pagePath.startsWith(prefix) && !pagePath.slice(prefix.length).includes("/"))
    .map(({ prefix, folder }) => `${folder}/${pagePath.slice(prefix.length)}.md`)[0]
  const file = legal ? `${contentRegistry.legal.folder}/${legal}.md` : inFolder
  return file && existsSync(path.join(projectRoot, file)) ? file : undefined
}

/** What a page's policy allows (the hashes of the site's scripts on it) and what it must not hold. */
export interface PageScripts {
  hashes: string[]
  problems: string[]
}

/** Attributes whose value a browser may follow as a URL (an SVG animation may set one). */
const urlAttributes = new Set(["href", "xlink:href", "src", "action", "formaction", "data"])
const animatedValues = new Set(["to", "from", "by", "values"])

/** The hashes of the page's inline scripts, and a sentence for anything else that would run, `srcdoc` included. */
export function pageScripts(page: { path: string; html: string }, scripts: SiteScripts): PageScripts {
  const { source, code } = readPageCode(page.html)
  const file = contentFileOf(page.path)
  const problem = (what: string, snippet: string) =>
    `The page ${page.path} has ${what}${file ? ` (from ${file})` : ""}: ${shorten(snippet)}. Remove it, or write it into the site's code.`
  const result: PageScripts = { hashes: [], problems: [] }
  for (const script of code.scripts) {
    const { attributes } = script.tag
    if (attributes.has("src")) {
      if (!isSiteBundle(attributes.get("src") ?? ""))
        result.problems.push(
          problem("a script from outside the site's bundles", source.slice(script.tag.start, script.tag.end)),
        )
      continue
    }
    const element = source.slice(script.tag.start, script.end)
    if (attributes.get("type")?.trim().toLowerCase() === "application/ld+json") {
      if (!isPlainJson(script.text)) result.problems.push(problem("a JSON-LD block that is not plain JSON", element))
    } else if (scripts.sourceOf(script.text) !== undefined) result.hashes.push(sha256(script.text))
    else result.problems.push(problem("an inline script the site did not write", element))
  }
  for (const tag of code.tags) {
    const startTag = source.slice(tag.start, tag.end)
    for (const [name, value] of tag.attributes) {
      if (/^on[a-z]/.test(name))
        result.problems.push(problem(`an event-handler attribute (${name}) the site did not write`, startTag))
      else if (
        (urlAttributes.has(name) && isScriptUrl(value)) ||
        (animatedValues.has(name) && value.split(";").some(isScriptUrl))
      )
        result.problems.push(problem("a javascript: URL the site did not write", startTag))
      else if (
        name === "srcdoc" &&
        pageScripts({ path: page.path, html: value }, new SiteScripts()).problems.length > 0
      )
        result.problems.push(problem("an embedded document with code the site did not write", startTag))
    }
  }
  return result
}

/** Where the build writes the site's code (Astro's `build.assets`): the one folder a page's scripts may come from. */
export const bundleFolder = "/assets/"

/** Read as the browser reads it: under /assets/ of the page's own origin, never climbing out of it. */
function isSiteBundle(src: string): boolean {
  const base = "https://site.invalid"
  try {
    const url = new URL(src, `${base}/page`)
    return url.origin === base && url.pathname.startsWith(bundleFolder) && src.startsWith(bundleFolder)
  } catch {
    return false
  }
}

/** A URL's scheme as the URL parser reads it: spaces and controls around it, tabs and line breaks in it, ignored. */
function isScriptUrl(value: string): boolean {
  const url = value.replace(/[\t\n\r]/g, "")
  let start = 0
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++
  return url.slice(start).toLowerCase().startsWith("javascript:")
}

/** JSON that cannot end its script element or open a comment in it: what the site's JsonLd writes. */
function isPlainJson(text: string): boolean {
  if (text.includes("<")) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

function shorten(snippet: string): string {
  const line = snippet.replace(/\s+/g, " ").trim()
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64")
}
