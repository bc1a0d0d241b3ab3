import { readFile } from "node:fs/promises"
import path from "node:path"
import { ExtractorResultSets, PurgeCSS } from "purgecss"
import { decodeEntities } from "./built-pages"

/** Where the whole stylesheet is kept, beside (not inside) build/client: tests compare with it. */
export const fullStylesheetFile = "full-stylesheet.css"

const inlineStyle = /<style>([\s\S]*?)<\/style>/g
const scriptReference = /(?:component-url|renderer-url|src)="(\/assets\/[^"]+\.js)"/g
/** A chunk's imports of other chunks ("./button.8AxGvoaN.js"). */
const chunkImport = /["'`]\.\/([\w.-]+\.js)["'`]/g

/**
 * Every page inlines the stylesheet, so its size is paid on every first visit. This keeps in each
 * page only the rules whose classes, elements and attributes its HTML or its scripts name (what an
 * island renders on the client is named there); tests/e2e/page-styles.spec.ts checks in the browser
 * that every rule matching a page is kept.
 *
 * PurgeCSS asks questions of the page's words in an order only earlier answers change, so the
 * answers are recorded in a tree: a page answering as an earlier one did (pages of one template, a
 * thousand posts) takes its result without running PurgeCSS again.
 */
export class StylePruner {
  private readonly chunks = new Map<string, Promise<Chunk>>()
  private readonly answers = new AnswerTree()

  constructor(
    private readonly clientDir: string,
    readonly stylesheet: string,
  ) {}

  /** The stylesheet a page inlines: the largest of its style elements (Astro adds a one-rule style for its islands). */
  static stylesheetOf(page: { file: string; html: string }): string {
    const stylesheet = [...page.html.matchAll(inlineStyle)]
      .map((match) => match[1] ?? "")
      .sort((a, b) => b.length - a.length)[0]
    if (!stylesheet) throw new Error(`${page.file}: no inlined stylesheet`)
    return stylesheet
  }

  async prune(page: { file: string; html: string }): Promise<string> {
    const { html } = page
    if (StylePruner.stylesheetOf(page) !== this.stylesheet)
      throw new Error(`${page.file}: its stylesheet differs from the other pages'`)
    const scripts = await this.scriptGraph(html)
    const words = new ExtractorResultSets(candidateNames(decodeEntities(html.replace(this.stylesheet, ""))))
    for (const chunk of scripts) words.merge(chunk.words)
    const purged = this.answers.find(words) ?? (await this.purge(words))
    const hasControl = (inputType: RegExp) =>
      inputType.test(html) || scripts.some((chunk) => inputType.test(chunk.code))
    const css = withoutUnreadProperties(withoutAbsentControlParts(purged, hasControl))
    return html.replace(`<style>${this.stylesheet}</style>`, () => `<style>${css}</style>`)
  }

  private async purge(words: ExtractorResultSets): Promise<string> {
    const asked: Answer[] = []
    const recording = new Proxy(words, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver)
        if (typeof property !== "string" || !property.startsWith("has") || typeof value !== "function") return value
        return (argument: string) => {
          const answer = Boolean(value.call(target, argument))
          asked.push({ question: property, argument, answer })
          return answer
        }
      },
    })
    const [result] = await new PageStyles(recording).purge({
      content: [],
      css: [{ raw: keptWhole(this.stylesheet) }],
      variables: true,
      keyframes: true,
      fontFace: true,
      // Kept whatever the page names: the keyboard focus ring (a pseudo-class alone, which PurgeCSS
      // cannot tie to a word) and the rules PurgeCSS cannot read (keptWhole).
      safelist: { greedy: [/^:focus-visible$/] },
    })
    const css = result?.css ?? this.stylesheet
    this.answers.add(asked, css)
    return css
  }

  private async scriptGraph(html: string): Promise<Chunk[]> {
    const pending = [...html.matchAll(scriptReference)].map((match) => path.basename(match[1] ?? ""))
    const seen = new Set<string>()
    const chunks: Chunk[] = []
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue
      seen.add(name)
      const chunk = await this.chunk(name)
      chunks.push(chunk)
      pending.push(...chunk.imports)
    }
    return chunks
  }

  private chunk(name: string): Promise<Chunk> {
    let chunk = this.chunks.get(name)
    if (!chunk) {
      chunk = readFile(path.join(this.clientDir, "assets", name), "utf8").then((code) => ({
        code,
        words: new ExtractorResultSets(candidateNames(code)),
        imports: [...code.matchAll(chunkImport)].map((match) => match[1] ?? ""),
      }))
      this.chunks.set(name, chunk)
    }
    return chunk
  }
}

interface Chunk {
  code: string
  words: ExtractorResultSets
  imports: string[]
}

/** PurgeCSS, asking its questions of the given words rather than of words it extracts itself. */
class PageStyles extends PurgeCSS {
  constructor(private readonly words: ExtractorResultSets) {
    super()
  }

  override getPurgedCSS(css: Parameters<PurgeCSS["getPurgedCSS"]>[0]): ReturnType<PurgeCSS["getPurgedCSS"]> {
    return super.getPurgedCSS(css, this.words)
  }
}

interface Answer {
  question: string
  argument: string
  answer: boolean
}

interface Question {
  question: string
  argument: string
  next: Map<boolean, Question | { css: string }>
}

/** A path from the root by a page's answers ends at the stylesheet PurgeCSS gave any page answering so. */
export class AnswerTree {
  private root: Question | { css: string } | undefined

  find(words: ExtractorResultSets): string | undefined {
    let node = this.root
    while (node && "question" in node) {
      const ask = (words as unknown as Record<string, (argument: string) => boolean>)[node.question]
      if (typeof ask !== "function") return undefined
      node = node.next.get(Boolean(ask.call(words, node.argument)))
    }
    return node?.css
  }

  add(asked: readonly Answer[], css: string): void {
    const leaf = { css }
    if (!this.root) {
      this.root = chain(asked, leaf)
      return
    }
    let node: Question | { css: string } = this.root
    for (const [index, step] of asked.entries()) {
      // A run that asks otherwise than the tree says, with the same answers so far, is not recorded.
      if (!("question" in node) || node.question !== step.question || node.argument !== step.argument) return
      const next = node.next.get(step.answer)
      if (!next) {
        node.next.set(step.answer, chain(asked.slice(index + 1), leaf))
        return
      }
      node = next
    }
  }
}

function chain(asked: readonly Answer[], leaf: { css: string }): Question | { css: string } {
  let node: Question | { css: string } = leaf
  for (const { question, argument, answer } of [...asked].reverse())
    node = { question, argument, next: new Map([[answer, node]]) }
  return node
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
 * Tailwind registers every utility's custom properties (`@property`, with fallbacks in its `properties`
 * layer), and PurgeCSS keeps them all: a page keeps only the ones its rules read.
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

/** PurgeCSS keeps form controls' part rules everywhere (a pseudo-element names no word): each with its input type. */
const controlParts: { part: RegExp; inputType: RegExp }[] = [
  {
    part: /^::-webkit-(?:datetime-edit[\w-]*|date-and-time-value|calendar-picker-indicator)$/,
    inputType: /\btype\W{1,3}(?:date|time|datetime-local|month|week)\b/,
  },
  { part: /^::file-selector-button$/, inputType: /\btype\W{1,3}file\b/ },
  { part: /^::-webkit-search-decoration$/, inputType: /\btype\W{1,3}search\b/ },
  { part: /^::-webkit-(?:inner|outer)-spin-button$/, inputType: /\btype\W{1,3}number\b/ },
]

/** Drops rules that style only parts of controls the page never has (`::file-selector-button` without a file input). */
export function withoutAbsentControlParts(css: string, content: string | ((pattern: RegExp) => boolean)): string {
  const has = typeof content === "string" ? (pattern: RegExp) => pattern.test(content) : content
  const absent = controlParts.filter(({ inputType }) => !has(inputType)).map(({ part }) => part)
  return css.replace(/(?<=^|[{}])([^{}@]+)\{[^{}]*\}/g, (rule, selectors: string) =>
    selectors.split(",").every((selector) => absent.some((part) => part.test(selector.trim()))) ? "" : rule,
  )
}

/**
 * Tailwind's class names hold brackets and colons (`data-[state=open]:rotate-180`), so words split on
 * whitespace and quotes only, and their parts (`data-state`, `open`) are added for attribute selectors.
 */
function candidateNames(content: string): string[] {
  const words = content.match(/[^\s"'`\\]+/g) ?? []
  return [...words, ...words.flatMap((word) => word.split(/[=[\]():,;{}&<>]+/))]
}
