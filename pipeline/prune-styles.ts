import { readFile } from "node:fs/promises"
import path from "node:path"
import { ExtractorResultSets, PurgeCSS } from "purgecss"
import { decodeEntities } from "./built-pages"

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
 *
 * One pruner serves every page of a build (they share the stylesheet; a page whose stylesheet
 * differs stops the build). PurgeCSS decides from the stylesheet and the answers to its questions
 * about the page's words (has it this class, this tag, an attribute value starting so...), asked
 * in an order that only the earlier answers change. The pruner records each run's questions and
 * answers in a tree; a page that gives the same answers as an earlier one takes its result
 * without running PurgeCSS again, which pages made from the same template (a thousand posts) do.
 */
export class StylePruner {
  /** The code of each bundled file, read once. */
  private readonly chunks = new Map<string, Promise<Chunk>>()
  private readonly answers = new AnswerTree()

  constructor(
    private readonly clientDir: string,
    /** The site's stylesheet, as every page inlines it. */
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

  /** The page's HTML with only the rules of the stylesheet that can apply to it. */
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

  /** PurgeCSS on the stylesheet for the page's words, its questions and answers recorded. */
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
      // Custom properties, keyframes and font faces that nothing kept refers to go too.
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

  /** The code of every chunk the page references, and of the chunks those import. */
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

/** A bundled file a page may run: its code, the words in it, and the files it imports. */
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

/** One of PurgeCSS's questions about a page's words, and the page's answer. */
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

/**
 * PurgeCSS's runs on one stylesheet, as a tree of questions: each run's first question is the
 * same, and each later one follows from the answers before it, so a path from the root by a
 * page's answers ends at the stylesheet PurgeCSS gave for any page answering so.
 */
export class AnswerTree {
  private root: Question | { css: string } | undefined

  /** The stylesheet for words answering as an earlier run's did, or undefined. */
  find(words: ExtractorResultSets): string | undefined {
    let node = this.root
    while (node && "question" in node) {
      const ask = (words as unknown as Record<string, (argument: string) => boolean>)[node.question]
      if (typeof ask !== "function") return undefined
      node = node.next.get(Boolean(ask.call(words, node.argument)))
    }
    return node?.css
  }

  /** Records a run: its questions and answers in order, and the stylesheet it gave. */
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
 * HTML, `type:"file"` in a script). `content` may be given as the test of a pattern on it.
 */
export function withoutAbsentControlParts(css: string, content: string | ((pattern: RegExp) => boolean)): string {
  const has = typeof content === "string" ? (pattern: RegExp) => pattern.test(content) : content
  const absent = controlParts.filter(({ inputType }) => !has(inputType)).map(({ part }) => part)
  return css.replace(/(?<=^|[{}])([^{}@]+)\{[^{}]*\}/g, (rule, selectors: string) =>
    selectors.split(",").every((selector) => absent.some((part) => part.test(selector.trim()))) ? "" : rule,
  )
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
