import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { splitFrontMatter } from "~/test/content-files"
import {
  englishIn,
  filesUnder,
  guideRules,
  ruleBreaks,
  siteRules,
  unopened,
  wholeWords,
  type Text,
} from "~/test/spanish-style"

/*
 * The mechanical part of the Spanish style guide (docs/spanish-style.md), held over every Spanish
 * word where it is written: the translations in app/content/es/ and the interface's words in
 * app/content/interface/es/. What the guide's tables reject is read from the guide itself, so the
 * guide and the check never disagree. The same rules are held over the built site, where the
 * words land (tests/e2e/spanish-output.spec.ts); templates, run with every value and with counts
 * of none, one and many, in app/lib/sentence-templates.test.ts.
 */

const root = path.resolve(import.meta.dirname, "../..")
const spanishContent = path.join(root, "app/content/es")
const spanishWords = path.join(root, "app/content/interface/es")

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

/**
 * Text a reader reads: Markdown's link addresses and code, and what an element marked as English
 * holds (`<i lang="en">speed to lead</i>`), left out.
 */
const readable = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/`[^`]*`/g, " ")
    .replace(/<(\w+)[^>]*\slang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ")

// The 404 screen's console message is a developer's log, kept in English on purpose (interface/es/errors.ts).
const developerLog = "404 Error: User attempted to access non-existent route:"

const readableTexts = allTexts
  .filter(({ text }) => text !== developerLog)
  .map(({ where, text }) => ({ where, text: readable(text) }))

/**
 * English abbreviations a US Hispanic business owner reads as words of Spanish business, as the
 * English page does: CRM, API, ERP, KPI, ROI, SMS, PDF, URL; IA, which is Spanish; W3C, an
 * organization's own name. Any other abbreviation given in parentheses after its Spanish name is
 * the English one (EHR, SLA, BAA, RIA, MLS, IDX, TCPA, SaaS, WCAG...) and says so, the first time
 * a page uses it: "expediente clínico electrónico (EHR, por sus siglas en inglés)".
 */
const loanAbbreviations = new Set(["API", "CRM", "ERP", "IA", "KPI", "PDF", "ROI", "SMS", "URL", "W3C"])
const abbreviationInParentheses = /\(([A-Z][A-Za-z0-9&]*[A-Z0-9])(,[^)]*)?\)/g
const saysEnglish = /^,\s*por sus siglas en inglés$/

/** Abbreviations in parentheses that are neither loanwords nor said to be English: "app/...md: "(EHR)" ...". */
const bareAbbreviations = (texts: readonly Text[]) =>
  texts.flatMap(({ where, text }) =>
    [...text.matchAll(abbreviationInParentheses)]
      .filter(([, abbreviation = "", rest = ""]) => !loanAbbreviations.has(abbreviation) && !saysEnglish.test(rest))
      .map(([written, abbreviation]) => `${where}: "${written}" (write "(${abbreviation}, por sus siglas en inglés)")`),
  )

/** Each Spanish file's words in the order they are written; without its head (what search results show), if asked. */
const byFile = (texts: readonly Text[], withHead = true) => {
  const files = new Map<string, string[]>()
  for (const { where, text } of texts) {
    const [file = "", field = ""] = where.split(" ")
    if (!withHead && /^(meta\.)?(title|description)$/.test(field)) continue
    files.set(file, [...(files.get(file) ?? []), text])
  }
  return files
}

describe("the Spanish site follows its style guide", () => {
  it("reads the guide's tables as patterns: a singular finds its plural, a rule its every form", () => {
    const rules = guideRules()
    const finds = (text: string) => ruleBreaks([{ where: "example", text }], rules).length > 0
    for (const rejected of [
      "reservar",
      "portal de listados",
      "portales de listados",
      "firmas de abogados",
      "industria",
    ])
      expect(finds(`Un texto con ${rejected} en medio.`), rejected).toBe(true)
    for (const rejected of [
      "en 1 a 2 semanas",
      "con 3.2x más",
      "pónganse de acuerdo",
      "una llamada de vuelta",
      "es práctico: Los clientes",
    ])
      expect(finds(`Un texto ${rejected} aquí.`), rejected).toBe(true)
    for (const fine of [
      "de 1 a 2 semanas",
      "entre 4 y 10 meses",
      "3.2 veces",
      "póngase de acuerdo",
      "reservados",
      "es práctico: los clientes",
      "Paso 1: Mida su punto",
    ])
      expect(finds(`Un texto ${fine} aquí.`), fine).toBe(false)
    expect(contentTexts.length).toBeGreaterThan(300)
    expect(interfaceTexts.length).toBeGreaterThan(100)
  })

  it("writes nothing the guide's tables reject", () => {
    expect(ruleBreaks(readableTexts, guideRules())).toEqual([])
  })

  it("reads the site's own rules as patterns: every form of a word, and none of its other meanings", () => {
    const finds = (text: string) => ruleBreaks([{ where: "example", text }], siteRules).length > 0
    for (const rejected of [
      "le reservaremos la hora",
      "Reserve su consulta",
      "reservamos",
      "una reservación",
      "la cita reservada",
      "un servidor de reserva",
      "fallos de las WCAG",
      "sin ratón",
      "el gestor de incidencias",
      "tickets vinculados a incidencias de Jira",
      "un despliegue escalonado",
      "desde el ordenador",
      "en su móvil",
      "¿Listo para poner la IA a trabajar?",
      "¿Está listo para empezar?",
      "si está seguro/a",
      "más de 27+ empresas",
      "Confían en nosotros 27+ empresas",
      "una duda. Vale, lo agendamos",
      "aplicar a un empleo",
      "n8n soporta cientos de servicios",
      "analizamos la data de ventas",
    ])
      expect(finds(`Un texto con ${rejected} en medio.`), rejected).toBe(true)
    expect(finds("Listos para crecer"), "a heading that starts with Listos para").toBe(true)
    for (const fine of [
      "Todos los derechos reservados.",
      "aceptamos sin reservas",
      "un fondo de reserva",
      "las reservas de efectivo",
      "las fallas de las WCAG",
      "sin mouse",
      "una aplicación móvil",
      "cuando un cliente potencial esté listo",
      "compradores listos para ver casas",
      "¿Todo listo para empezar?",
      "Listo: su cita quedó agendada",
      "más de 27 empresas",
      "+27",
      "24/7",
      "+1 (512) 555-0142",
      "vale la pena",
      "el soporte continuo",
      "sus datos",
      "Salesforce Data Cloud",
    ])
      expect(finds(`Un texto con ${fine} en medio.`), fine).toBe(false)
  })

  it("writes none of Spain's words, English turns or gendered questions the site's own rules reject", () => {
    expect(ruleBreaks(readableTexts, siteRules)).toEqual([])
  })

  it("says an English abbreviation is English: '(EHR, por sus siglas en inglés)', at its first use on a page", () => {
    expect(bareAbbreviations(readableTexts)).toEqual([])
    // Those explained somewhere are explained where a page first uses them.
    const explained = new Set(
      readableTexts.flatMap(({ text }) =>
        [...text.matchAll(abbreviationInParentheses)]
          .filter(([, , rest = ""]) => saysEnglish.test(rest))
          .map(([, abbreviation = ""]) => abbreviation),
      ),
    )
    expect([...explained]).toEqual(expect.arrayContaining(["EHR", "BAA", "SLA", "RIA"]))
    const late = [...byFile(readableTexts, false)].flatMap(([file, texts]) => {
      const words = texts.join("\n")
      return [...explained].flatMap((abbreviation) => {
        const first = wholeWords(abbreviation.replace(/[^A-Za-z0-9]/g, "")).exec(words)
        if (!first) return []
        const introduced = words.slice(first.index - 1).startsWith(`(${abbreviation}, por sus siglas en inglés)`)
        return introduced
          ? []
          : [`${file}: "${abbreviation}" is used before "(${abbreviation}, por sus siglas en inglés)"`]
      })
    })
    expect(late).toEqual([])
  })

  it("states each client story's result in one figure: never '3.2 veces' where the tile says '220%'", () => {
    const storyFolder = (locale: string) => path.join(root, "app/content", locale, "case-studies")
    const results = (file: string) =>
      (splitFrontMatter(readFileSync(file, "utf8")).data as { results: { metric: string }[] }).results
    const spanishFiles = byFile(contentTexts)
    const twoFigures = filesUnder(path.join(root, "app/content/case-studies")).flatMap((englishFile) => {
      const story = path.basename(englishFile)
      const { company } = splitFrontMatter(readFileSync(englishFile, "utf8")).data as { company: string }
      const spanishTiles = results(path.join(storyFolder("es"), story))
      return results(englishFile).flatMap(({ metric }, index) => {
        const multiple = /^(\d+(?:\.\d+)?)x$/.exec(metric)?.[1]
        if (!multiple) return []
        const percent = `${Math.round((Number(multiple) - 1) * 100)}%`
        const tile = spanishTiles[index]?.metric ?? ""
        const times = new RegExp(`(?<![\\d.,])${multiple.replace(".", "[.,]")} veces`)
        const [other, written]: [RegExp | null, string] =
          tile === percent
            ? [times, `${multiple} veces`]
            : /veces/.test(tile)
              ? [new RegExp(`(?<![\\d.,])${percent}`), percent]
              : [null, ""]
        if (!other)
          return [
            `${story}: the tile "${tile}" is neither ${percent} nor "${multiple} veces" (the English says ${metric})`,
          ]
        // Every Spanish file that tells this story: its own, and any that names the company.
        return [...spanishFiles]
          .filter(
            ([file, texts]) => file.endsWith(`case-studies/${story}`) || texts.some((text) => text.includes(company)),
          )
          .filter(([, texts]) => texts.some((text) => other.test(text)))
          .map(([file]) => `${file}: "${written}" beside the tile's "${tile}" (${company}): write the tile's figure`)
      })
    })
    expect(twoFigures).toEqual([])
  })

  it("shows no English outside a term marked as English: no English words, weekdays, clock times or time zones", () => {
    const found = readableTexts
      .filter(({ text }) => englishIn(text))
      .map(({ where, text }) => `${where}: ${englishIn(text)}`)
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
    expect(unopened(readableTexts)).toEqual([])
  })
})
