/**
 * Read as a browser with scripting reads HTML, but where parsers can disagree this reads more: the
 * text of raw-text elements (`<style>`, `<noscript>`...) is read as markup too (inside `<svg>` it
 * is), so a script hidden there is found. A false alarm stops a build; a miss only leaves it to the policy.
 */

/** Attribute values decoded, the first of a name kept. */
export interface StartTag {
  name: string
  attributes: ReadonlyMap<string, string>
  start: number
  end: number
}

export interface ScriptElement {
  tag: StartTag
  /** As the browser hashes it. */
  text: string
  end: number
}

export interface PageCode {
  /** Scripts' included, in the order of the page. */
  tags: StartTag[]
  scripts: ScriptElement[]
}

const textElements = new Set(["style", "xmp", "iframe", "noembed", "noframes", "noscript", "title", "textarea"])

/** Line breaks are normalised first, as the browser does before it parses (and hashes). */
export function readPageCode(html: string): { source: string; code: PageCode } {
  const source = html.replace(/\r\n?/g, "\n")
  const code: PageCode = { tags: [], scripts: [] }
  scan(source, 0, source.length, code)
  return { source, code }
}

function scan(html: string, from: number, to: number, code: PageCode): void {
  let at = from
  while (at < to) {
    const open = html.indexOf("<", at)
    if (open < 0 || open >= to) return
    const next = html[open + 1] ?? ""
    if (html.startsWith("<!--", open)) {
      at = commentEnd(html, open + 4, to)
    } else if (next === "!" || next === "?") {
      at = after(html, ">", open, to)
    } else if (next === "/") {
      const first = html[open + 2] ?? ""
      if (isLetter(first)) at = readTag(html, open + 2, to).end
      else if (first === ">") at = open + 3
      else at = after(html, ">", open, to)
    } else if (isLetter(next)) {
      const tag = readTag(html, open + 1, to)
      code.tags.push(tag)
      if (tag.name === "script") {
        const close = endTag(html, "script", tag.end, to)
        code.scripts.push({ tag, text: html.slice(tag.end, close.start), end: close.end })
        at = close.end
      } else if (tag.name === "plaintext") {
        scan(html, tag.end, to, code)
        return
      } else if (textElements.has(tag.name)) {
        const close = endTag(html, tag.name, tag.end, to)
        scan(html, tag.end, close.start, code)
        at = close.end
      } else {
        at = tag.end
      }
    } else {
      at = open + 1
    }
  }
}

/** Where a comment whose text starts at `from` ends: `<!-->` and `<!--->` close at once. */
function commentEnd(html: string, from: number, to: number): number {
  if (html[from] === ">") return from + 1
  if (html.startsWith("->", from)) return from + 2
  const ends = ["-->", "--!>"].map((end) => [html.indexOf(end, from), end.length] as const)
  const [index, length] = ends.filter(([index]) => index >= 0 && index < to).sort((a, b) => a[0] - b[0])[0] ?? [to, 0]
  return Math.min(index + length, to)
}

function after(html: string, text: string, from: number, to: number): number {
  const index = html.indexOf(text, from)
  return index < 0 || index >= to ? to : index + text.length
}

/** `</name` in any case, then a space, `/` or `>`. */
function endTag(html: string, name: string, from: number, to: number): { start: number; end: number } {
  const pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, "gi")
  pattern.lastIndex = from
  const match = pattern.exec(html)
  if (!match || match.index >= to) return { start: to, end: to }
  return { start: match.index, end: after(html, ">", match.index, to) }
}

/** Attributes tokenized as the HTML standard does. */
function readTag(html: string, from: number, to: number): StartTag {
  let at = from
  while (at < to && !isSpace(html[at]) && html[at] !== "/" && html[at] !== ">") at++
  const name = html.slice(from, at).toLowerCase()
  const attributes = new Map<string, string>()
  while (at < to) {
    while (at < to && (isSpace(html[at]) || html[at] === "/")) at++
    if (at >= to) break
    if (html[at] === ">") {
      at++
      break
    }
    const nameStart = at
    at++ // The first character is part of the name, even "=".
    while (at < to && !isSpace(html[at]) && !["/", ">", "="].includes(html[at] ?? "")) at++
    const attribute = html.slice(nameStart, at).toLowerCase()
    let value = ""
    let valueEnd = at
    while (valueEnd < to && isSpace(html[valueEnd])) valueEnd++
    if (html[valueEnd] === "=") {
      at = valueEnd + 1
      while (at < to && isSpace(html[at])) at++
      const quote = html[at]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1)
        const end = close < 0 || close >= to ? to : close
        value = html.slice(at + 1, end)
        at = Math.min(end + 1, to)
      } else {
        const start = at
        while (at < to && !isSpace(html[at]) && html[at] !== ">") at++
        value = html.slice(start, at)
      }
    }
    if (!attributes.has(attribute)) attributes.set(attribute, decodeCharacterReferences(value))
  }
  return { name, attributes, start: from - 1, end: at }
}

/**
 * Character references in an attribute's value: every numeric one, and the named ones that can
 * spell a URL's scheme (letters have no names; `:`, tab and line feed do), with a few common ones.
 */
export function decodeCharacterReferences(text: string): string {
  const named: Record<string, string> = {
    colon: ":",
    Tab: "\t",
    NewLine: "\n",
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
  }
  return text.replace(
    /&(?:#[xX]([\da-fA-F]+);?|#(\d+);?|([A-Za-z]+);)/g,
    (reference, hex?: string, decimal?: string, name?: string) => {
      if (name !== undefined) return named[name] ?? reference
      const point = Number.parseInt(hex ?? decimal ?? "", hex === undefined ? 10 : 16)
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "\ufffd"
    },
  )
}

const isLetter = (character: string) => /^[A-Za-z]$/.test(character)
const isSpace = (character: string | undefined) =>
  character === " " || character === "\t" || character === "\n" || character === "\f" || character === "\r"
