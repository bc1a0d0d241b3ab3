import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { PurgeCSS } from "purgecss"
import { decodeEntities, readBuiltPages } from "./built-pages"

/** Where the whole stylesheet is kept, beside (not inside) build/client: tests compare with it. */
export const fullStylesheetFile = "full-stylesheet.css"

const inlineStyle = /<style>([\s\S]*?)<\/style>/g
/** Scripts a page may run: its islands, their renderer, and the voice module. */
const scriptReference = /(?:component-url|renderer-url|src)="(\/assets\/[^"]+\.js)"/g
/** A chunk's static and dynamic imports of other chunks ("./button.8AxGvoaN.js"). */
const chunkImport = /["'`]\.\/([\w.-]+\.js)["'`]/g

/**
 * Every page inlines the stylesheet, so its size is paid on every first visit, in the HTML itself.
 * Tailwind writes one stylesheet for the whole site; this keeps, in each page, only the rules
 * that can apply to it: those whose classes, elements and attributes are named in the page's HTML
 * or in the code of the scripts it may run (whatever an island renders on the client is named
 * there), and the custom properties and keyframes those rules use.
 * The whole stylesheet is kept in build/full-stylesheet.css, and tests/e2e/page-styles.spec.ts
 * checks in the browser that every rule matching a page, in every state the tests open, is kept.
 */
export async function pruneStyles(clientDir: string): Promise<void> {
  const pages = await readBuiltPages(clientDir)
  const chunkCode = new Map<string, Promise<string>>()
  const readChunk = (file: string) => {
    const code = chunkCode.get(file) ?? readFile(path.join(clientDir, "assets", file), "utf8")
    chunkCode.set(file, code)
    return code
  }
  let fullStylesheet: string | undefined
  for (const { file: page, html } of pages) {
    const file = path.join(clientDir, page)
    // The site's stylesheet is the largest; Astro adds a one-rule style for its islands.
    const stylesheet = [...html.matchAll(inlineStyle)].map((match) => match[1] ?? "").sort((a, b) => b.length - a.length)[0]
    if (!stylesheet) throw new Error(`${page}: no inlined stylesheet`)
    fullStylesheet ??= stylesheet
    if (stylesheet !== fullStylesheet) throw new Error(`${page}: its stylesheet differs from the other pages'`)

    const scripts = await scriptGraph(html, readChunk)
    // Kept whatever the page names: the keyboard focus ring (a pseudo-class alone, which PurgeCSS
    // cannot tie to a word) and the rules PurgeCSS cannot read (keptWhole).
    const [pruned = { css: stylesheet }] = await new PurgeCSS().purge({
      content: [
        { raw: decodeEntities(html.replace(stylesheet, "")), extension: "html" },
        ...scripts.map((code) => ({ raw: code, extension: "js" })),
      ],
      css: [{ raw: keptWhole(stylesheet) }],
      defaultExtractor: candidateNames,
      // Custom properties, keyframes and font faces that nothing kept refers to go too.
      variables: true,
      keyframes: true,
      fontFace: true,
      safelist: { greedy: [/^:focus-visible$/] },
    })
    const css = withoutUnreadProperties(withoutAbsentControlParts(pruned.css, [html, ...scripts].join("\n")))
    await writeFile(file, html.replace(`<style>${stylesheet}</style>`, () => `<style>${css}</style>`))
  }
  if (fullStylesheet) await writeFile(path.join(path.dirname(clientDir), fullStylesheetFile), fullStylesheet)
}

/**
 * PurgeCSS drops any rule with a `:not()` inside `:where()`, among them Tailwind's
 * `[hidden]:where(:not([hidden=until-found]))`, which keeps hidden elements hidden whatever their
 * classes: such rules are marked for PurgeCSS to leave as they are (it removes the marks).
 */
function keptWhole(css: string): string {
  return css.replace(
    /(^|[{}])([^{}]*:where\(:not\([^{}]*)\{([^{}]*)\}/g,
    "$1/* purgecss start ignore */$2{$3}/* purgecss end ignore */",
  )
}

/**
 * Tailwind registers each custom property its utilities use (`@property --tw-rotate-x`) and gives
 * it a fallback value for browsers without `@property` (in its `properties` layer). PurgeCSS keeps
 * those for every utility in the whole stylesheet; a page keeps only the ones its rules read.
 */
export function withoutUnreadProperties(css: string): string {
  const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]))
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""))
    .replace(/(\*,:before,:after,::backdrop\{)([^}]*)\}/, (_, selector: string, declarations: string) => {
      const kept = declarations.split(";").filter((declaration) => read.has(declaration.split(":")[0] ?? ""))
      return `${selector}${kept.join(";")}}`
    })
}

/**
 * The base styles' rules for parts of form controls (a date field's segments, a file button, a
 * number field's arrows), with the type of input each part belongs to: PurgeCSS keeps them on
 * every page, since a pseudo-element names no word, but they style nothing where no such input is.
 */
const controlParts: { part: RegExp; inputType: RegExp }[] = [
  {
    part: /^::-webkit-(?:datetime-edit[\w-]*|date-and-time-value|calendar-picker-indicator)$/,
    inputType: /\btype\W{1,3}(?:date|time|datetime-local|month|week)\b/,
  },
  { part: /^::file-selector-button$/, inputType: /\btype\W{1,3}file\b/ },
  { part: /^::-webkit-search-decoration$/, inputType: /\btype\W{1,3}search\b/ },
  { part: /^::-webkit-(?:inner|outer)-spin-button$/, inputType: /\btype\W{1,3}number\b/ },
]

/**
 * Drops the rules that style only parts of form controls the page (its HTML and its scripts,
 * `content`) never has: `::file-selector-button{...}` without a file input (`type="file"` in the
 * HTML, `type:"file"` in a script).
 */
export function withoutAbsentControlParts(css: string, content: string): string {
  const absent = controlParts.filter(({ inputType }) => !inputType.test(content)).map(({ part }) => part)
  return css.replace(/(?<=^|[{}])([^{}@]+)\{[^{}]*\}/g, (rule, selectors: string) =>
    selectors.split(",").every((selector) => absent.some((part) => part.test(selector.trim()))) ? "" : rule,
  )
}

/** The code of every chunk the page references, and of the chunks those import. */
async function scriptGraph(html: string, readChunk: (file: string) => Promise<string>): Promise<string[]> {
  const pending = [...html.matchAll(scriptReference)].map((match) => path.basename(match[1] ?? ""))
  const seen = new Set<string>()
  const code: string[] = []
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (seen.has(chunk)) continue
    seen.add(chunk)
    const source = await readChunk(chunk)
    code.push(source)
    for (const match of source.matchAll(chunkImport)) pending.push(match[1] ?? "")
  }
  return code
}

/**
 * Every word that may name a class, an id or an attribute. Tailwind's class names hold brackets,
 * colons and equals signs (`data-[state=open]:rotate-180`), so words are split on whitespace and
 * quotes only, and their parts are added too (`data-state`, `open`) for attribute selectors.
 */
function candidateNames(content: string): string[] {
  const words = content.match(/[^\s"'`\\]+/g) ?? []
  return [...words, ...words.flatMap((word) => word.split(/[=[\]():,;{}&<>]+/))]
}

