import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { splitFrontMatter } from "~/test/content-files"

/*
 * The mechanical part of the Spanish style guide (docs/spanish-style.md), held over every Spanish
 * word the site has: the translations in app/content/es/ and the interface's words in
 * app/content/interface/es/. What the guide's tables reject is read from the guide itself, so the
 * guide and the check never disagree. Templates, run with every value, are checked in
 * app/lib/sentence-templates.test.ts.
 */

const root = path.resolve(import.meta.dirname, "../..")
const spanishContent = path.join(root, "app/content/es")
const spanishWords = path.join(root, "app/content/interface/es")

/** One piece of Spanish and where it is: "app/content/es/faqs.json faqs.1.answer". */
interface Text {
  where: string
  text: string
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const file = path.join(folder, entry)
      return statSync(file).isDirectory() ? filesUnder(file) : [file]
    })
}

/** Every string in a value, with its path ("faqs.1.answer"): ids, which nobody reads, left out. */
function stringsOf(value: unknown, at: string): Text[] {
  if (typeof value === "string") return [{ where: at, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}.${index}`))
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => key !== "id")
      .flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key))
  return []
}

/** The words a reader meets in the Spanish content files: JSON values, front matter values, Markdown bodies. */
const contentTexts: Text[] = filesUnder(spanishContent).flatMap((file) => {
  const name = path.relative(root, file)
  const source = readFileSync(file, "utf8")
  if (file.endsWith(".json"))
    return stringsOf(JSON.parse(source), "").map((text) => ({ ...text, where: `${name} ${text.where}` }))
  const { data, body } = splitFrontMatter(source)
  return [
    ...stringsOf(data, "").map((text) => ({ ...text, where: `${name} ${text.where}` })),
    { where: `${name} (text)`, text: body },
  ]
})

/**
 * The interface's Spanish words: each module's string literals (functions' too), with the `${…}`
 * they take left out, and the `import` lines skipped.
 */
const interfaceTexts: Text[] = filesUnder(spanishWords).flatMap((file) => {
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !/^\s*(import|export \{)/.test(line))
  return [...lines.join("\n").matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((match) => ({
    where: path.relative(root, file),
    text: (match[1] ?? match[2] ?? "").replace(/\$\{[^}]*\}/g, " "),
  }))
})

const allTexts = [...contentTexts, ...interfaceTexts]

/** What the guide's tables say never to write: the `code` phrases in their last column. */
function rejectedPhrases(): string[] {
  const guide = readFileSync(path.join(root, "docs/spanish-style.md"), "utf8")
  const tables = [...guide.matchAll(/^## (Glossary|Turns to avoid)[^\n]*\n([\s\S]*?)(?=^## )/gm)]
  const rows = tables.flatMap((table) => (table[2] ?? "").split("\n").filter((line) => line.startsWith("|")))
  return rows.flatMap((row) => {
    const cells = row.split("|").slice(1, -1)
    return [...(cells.at(-1) ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "")
  })
}

/** A whole word or phrase, in any case: "reserva" is found in "Reserva de citas", not in "reservados". */
const wholePhrase = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu")

/** Text a reader reads: Markdown's link addresses, code and italics (a term named in English) left out. */
const readable = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/`[^`]*`/g, " ")
    .replace(/(?<![\p{L}*_])[_*](?![\s*_])[^_*\n]+(?<!\s)[_*](?![\p{L}*_])/gu, " ")

describe("the Spanish site follows its style guide", () => {
  it("reads the glossary's rejected words from the guide", () => {
    expect(rejectedPhrases()).toEqual(
      expect.arrayContaining(["reservar", "firma de abogados", "industria", "correduría"]),
    )
    expect(contentTexts.length).toBeGreaterThan(300)
    expect(interfaceTexts.length).toBeGreaterThan(100)
  })

  it("writes none of the words the glossary rejects", () => {
    const found = rejectedPhrases().flatMap((phrase) =>
      allTexts
        .filter(({ text }) => wholePhrase(phrase).test(readable(text)))
        .map(({ where }) => `${where}: "${phrase}"`),
    )
    expect(found).toEqual([])
  })

  it("shows no English: no English words, weekdays, clock times or time zones", () => {
    const english = [
      /(?<![\p{L}])(the|and|your|you|with|for|our|this|that|from|please|we|is|are|of|to|by|on)(?![\p{L}])/iu,
      /(?<![\p{L}])(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|fri|close|notifications|source)(?![\p{L}])/iu,
      /(?<![\p{L}])(AM|PM|EST|EDT|CST|CDT|MST|PST|PDT)(?![\p{L}])/u,
    ]
    // The 404 screen's console message is a developer's log, kept in English on purpose (interface/es/errors.ts).
    const developerLog = "404 Error: User attempted to access non-existent route:"
    const found = allTexts
      .filter(({ text }) => text !== developerLog && english.some((pattern) => pattern.test(readable(text))))
      .map(
        ({ where, text }) =>
          `${where}: ${readable(text).match(english.find((p) => p.test(readable(text))) ?? /$/)?.[0]}`,
      )
    expect(found).toEqual([])
  })

  it("keeps what stands alone in its place: no step, service or sector name with its capital mid-sentence", () => {
    const list = (file: string, key: string, field: string) =>
      (JSON.parse(readFileSync(path.join(spanishContent, file), "utf8")) as Record<string, Record<string, string>[]>)[
        key
      ]?.map((item) => item[field] ?? "") ?? []
    const names = [
      ...list("process-steps.json", "processSteps", "title"),
      ...list("services.json", "services", "title"),
      ...list("industries.json", "industries", "industry"),
      ...list("audiences.json", "audiences", "title"),
    ].filter((name) => /^\p{Lu}\p{Ll}/u.test(name))
    expect(names.length).toBeGreaterThan(10)
    const found = contentTexts.flatMap(({ where, text }) =>
      names
        .filter((name) => new RegExp(`(?<=[\\p{Ll}\\d,;(] )${name}`, "u").test(readable(text)))
        .map((name) => `${where}: "${name}" mid-sentence`),
    )
    expect(found).toEqual([])
  })

  it("writes job titles in sentence case, and an author's role as it reads after the name", () => {
    const roles = contentTexts.filter(({ where }) => /\.role$/.test(where) || / role$/.test(where))
    expect(roles.length).toBeGreaterThan(10)
    // "Vicepresidenta de experiencia del cliente, Nimbus Ledger Software": the title is what comes before the company.
    const titleCase = roles.filter(({ text }) =>
      (text.split(",")[0] ?? "")
        .split(" ")
        .slice(1)
        .some((word) => /^\p{Lu}\p{Ll}/u.test(word)),
    )
    expect(titleCase.map(({ where, text }) => `${where}: ${text}`)).toEqual([])
    // "Por Maya Chen, directora de automatización": a post's author role follows the name (an acronym may lead).
    const authors = contentTexts.filter(({ where }) => where.includes("/blog/") && where.endsWith("author.role"))
    expect(authors.length).toBeGreaterThan(0)
    expect(authors.filter(({ text }) => /^\p{Lu}\p{Ll}/u.test(text)).map(({ where }) => where)).toEqual([])
  })

  it("writes each result's words to continue its figure: '68%' then 'más rapidez...'", () => {
    const results = contentTexts.filter(({ where }) => /results\.\d+\.description$/.test(where))
    expect(results.length).toBe(24)
    expect(results.filter(({ text }) => /^\p{Lu}\p{Ll}/u.test(text)).map(({ where }) => where)).toEqual([])
  })

  it("opens every question and exclamation: ¿...? and ¡...!", () => {
    const questions = allTexts.filter(({ text }) => /\p{L}[?!]/u.test(readable(text)) && !/[¿¡]/.test(text))
    expect(questions.map(({ where, text }) => `${where}: ${text.slice(0, 80)}`)).toEqual([])
  })
})
