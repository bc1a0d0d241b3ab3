import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"

/*
 * The mechanical part of the Spanish style guide (docs/spanish-style.md), as rules over pieces of
 * text: what the guide's tables reject, English words, and the openings of questions. Held over
 * the words where they are written (app/content/spanish-style.test.ts) and where they land, the
 * built site (tests/e2e/spanish-output.spec.ts): pages' text and attributes, structured data,
 * feeds, llms.txt, the Markdown versions and the share cards' words.
 */

const root = path.resolve(import.meta.dirname, "../..")

/** One piece of Spanish and where it is: "app/content/es/faqs.json faqs.1.answer", "es/contact.html [aria-label]". */
export interface Text {
  where: string
  text: string
}

/** A rule of the guide's tables: what it rejects (a regular expression, whole words, any case) and what to write. */
export interface Rule {
  table: string
  pattern: RegExp
  source: string
  write: string
}

/**
 * What the guide's tables reject: each `code` span of a row's "Never write" or "Avoid" column is a
 * regular expression over whole words ("portal(es)? de listados" finds the singular and the plural).
 */
export function guideRules(guide = readFileSync(path.join(root, "docs/spanish-style.md"), "utf8")): Rule[] {
  const tables = [...guide.matchAll(/^## (Glossary|Turns to avoid|Checked rules)[^\n]*\n([\s\S]*?)(?=^## )/gm)]
  return tables.flatMap(([, table = "", body = ""]) => {
    const rows = body.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    const [header, ...entries] = rows
    const columns = (header ?? "")
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim())
    const rejected = columns.findIndex((column) => /^(Never write|Avoid|Pattern)$/.test(column))
    const instead = columns.findIndex((column) => /^(Write|Write instead)$/.test(column))
    return entries.flatMap((row) => {
      // A `|` inside a code span is an alternative of the pattern, written `\|` in the table.
      const cells = row.replace(/\\\|/g, "\uE000").split("|").slice(1, -1)
      const write = (cells[instead] ?? "").trim()
      return [...(cells[rejected] ?? "").matchAll(/`([^`]+)`/g)].map(([, code = ""]) => {
        const source = code.replace(/\uE000/g, "|")
        return { table, source, write, pattern: wholeWords(source) }
      })
    })
  })
}

/**
 * A pattern over whole words, in any case: "reserva" finds "Reserva de citas", not "reservados".
 * A pattern that names a capital (`\p{Lu}`) is about case, and keeps to it.
 */
export const wholeWords = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, source.includes("\\p{Lu}") ? "u" : "iu")

/** English a Spanish reader should never meet outside a term marked `lang="en"`. */
export const englishPatterns = [
  /(?<![\p{L}])(the|and|your|you|with|for|our|this|that|from|please|we|is|are|of|to|by|on|book|free|call|start|slide|carousel|testimonial)(?![\p{L}])/iu,
  /(?<![\p{L}])(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|fri|close|notifications|source|united states)(?![\p{L}])/iu,
  /(?<![\p{L}])(AM|PM|EST|EDT|CST|CDT|MST|PST|PDT)(?![\p{L}])/u,
]

/** The first piece of English in a text, or null. */
export function englishIn(text: string): string | null {
  for (const pattern of englishPatterns) {
    const found = pattern.exec(text)
    if (found) return found[0]
  }
  return null
}

/** What breaks a rule of the guide's tables in `texts`: "where: rule (found)". */
export function ruleBreaks(texts: readonly Text[], rules: readonly Rule[]): string[] {
  return rules.flatMap((rule) =>
    texts.flatMap(({ where, text }) => {
      const found = rule.pattern.exec(text)
      return found
        ? [`${where}: "${found[0]}" (${rule.table}: \`${rule.source}\`, write ${rule.write || "otherwise"})`]
        : []
    }),
  )
}

/** Questions and exclamations without their opening mark. */
export const unopened = (texts: readonly Text[]) =>
  texts
    .filter(({ text }) => /\p{L}[?!]/u.test(text) && !/[¿¡]/.test(text))
    .map(({ where, text }) => `${where}: ${text.slice(0, 80)}`)

/** Every file under a folder, sorted. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const file = path.join(folder, entry)
      return statSync(file).isDirectory() ? filesUnder(file) : [file]
    })
}

/** The attributes whose words a visitor hears, reads in a tooltip or sees in a field or a shared link. */
const spokenAttributes = ["aria-label", "aria-roledescription", "aria-description", "title", "alt", "placeholder"]
/** The meta tags whose words a search result, a shared link or a browser shows. */
const spokenMeta =
  /^(description|og:title|og:description|og:image:alt|og:site_name|twitter:title|twitter:description|article:tag)$/

/** Structured data's values that are words, not identifiers, addresses or schema.org's own names ("Monday"). */
const wordKeys = new Set(["name", "description", "text", "headline", "alternateName", "category", "keywords"])

function structuredWords(value: unknown, at: string): Text[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => structuredWords(item, `${at}.${index}`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      typeof item === "string"
        ? wordKeys.has(key)
          ? [{ where: `${at}.${key}`, text: item }]
          : []
        : structuredWords(item, `${at}.${key}`),
    )
  return []
}

/**
 * The words a Spanish page of the built site gives a visitor, a screen reader, a search engine or
 * a shared link: its text, its spoken attributes, its head's words and its structured data. What
 * an element marked `lang="en"` holds is English on purpose, and left out with the scripts and styles.
 */
export function pageTexts(html: string, where: string): Text[] {
  const { document } = new JSDOM(html).window
  const texts: Text[] = [{ where: `${where} <title>`, text: document.title }]
  for (const meta of document.querySelectorAll("meta[name], meta[property]")) {
    const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? ""
    if (spokenMeta.test(name))
      texts.push({ where: `${where} <meta ${name}>`, text: meta.getAttribute("content") ?? "" })
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    texts.push(...structuredWords(JSON.parse(script.textContent ?? "null"), `${where} JSON-LD`))
  for (const leftOut of document.querySelectorAll('script, style, template, noscript, [lang^="en"]:not(html)'))
    leftOut.remove()
  for (const element of document.querySelectorAll("*"))
    for (const attribute of spokenAttributes) {
      const value = element.getAttribute(attribute)
      if (value) texts.push({ where: `${where} <${element.localName} ${attribute}>`, text: value })
    }
  // Each block's text on its own, so a finding names what holds it.
  for (const block of document.body.querySelectorAll(
    "h1, h2, h3, h4, p, li, dt, dd, td, th, blockquote, figcaption, a, button, label, summary, legend, option",
  ))
    if (
      !block.querySelector(
        "h1, h2, h3, h4, p, li, dt, dd, td, th, blockquote, figcaption, a, button, label, summary, legend, option",
      )
    ) {
      const text = (block.textContent ?? "").replace(/\s+/g, " ").trim()
      if (text) texts.push({ where: `${where} <${block.localName}>`, text })
    }
  return texts
}

/** A rule written here, in the form of the guide's rows: a pattern over whole words, in any case. */
const rule = (table: string, source: string, write: string): Rule => ({
  table,
  source,
  write,
  pattern: wholeWords(source),
})

/*
 * Rules beside the guide's tables (docs/spanish-style.md), each written after the site broke it once: the content's
 * check (app/content/spanish-style.test.ts) and the built site's (tests/e2e/spanish-output.spec.ts) read both.
 */
export const siteRules: Rule[] = [
  // Booking is "agendar", in every form ("le reservaremos la hora" slipped past the guide's row,
  // which lists the forms one by one). What "reserva" means besides is kept: "Todos los derechos
  // reservados", "sin reservas", "fondo de reserva", "reservas de efectivo"; a backup is "de respaldo".
  rule(
    "Glossary",
    String.raw`reserv\p{L}*(?<!derechos reservad[oa]s)(?<!sin reservas)(?<!fondos? de reservas?)(?!\s+de\s+(efectivo|liquidez|capital))`,
    "agendar: le agendamos la cita (de respaldo, for a backup)",
  ),
  // Spain's words where US Hispanic readers use others.
  rule("US Spanish", String.raw`fallos?`, "fallas, errores"),
  rule("US Spanish", String.raw`ratón|ratones`, "mouse"),
  rule("US Spanish", String.raw`gestor(es)? de incidencias`, "sistema de tickets"),
  rule("US Spanish", String.raw`incidencias?`, "ticket (de Jira), reporte de error; incidente (a service outage)"),
  rule("US Spanish", String.raw`despliegues?`, "lanzamiento; lanzamiento por etapas (a staged rollout)"),
  rule("US Spanish", String.raw`ordenador(es)?`, "computadora"),
  rule(
    "US Spanish",
    String.raw`(el|un|su|sus|los|del|al|mi) móvil(es)?`,
    "celular (the adjective stays: aplicación móvil)",
  ),
  rule("US Spanish", String.raw`(?<=(^|[¡¿.!?]\s*))vale(?=\s*[,.!])`, "de acuerdo; claro"),
  rule("US Spanish", String.raw`cog(er|e|en|emos|ió|ieron|ido|iendo)|coj(a|an|o)`, "tomar"),
  rule("US Spanish", String.raw`pinch(ar|e|en|a|ando)`, "hacer clic"),
  rule("US Spanish", String.raw`rellen(ar|e|en|a|an|ado|ada|ados|adas)`, "llenar, completar"),
  rule("US Spanish", String.raw`ficheros?`, "archivo"),
  rule("US Spanish", String.raw`coches?`, "carro, auto"),
  rule("US Spanish", String.raw`enhorabuena`, "felicidades"),
  rule("US Spanish", String.raw`cita previa`, "cita"),
  rule("US Spanish", String.raw`vosotr[oa]s|vuestr[oa]s?`, "usted, su"),
  // English said with Spanish words.
  rule(
    "Turns to avoid",
    String.raw`soport(ar|a|an|amos|ará|arán|ado|ada|ados|adas)`,
    "admite, es compatible con, funciona con",
  ),
  rule("Turns to avoid", String.raw`en orden a`, "para"),
  rule("Turns to avoid", String.raw`eventualmente`, "con el tiempo, al final"),
  rule("Turns to avoid", String.raw`librerías?`, "biblioteca (de código)"),
  rule("Turns to avoid", String.raw`(la|esta|esa|su|toda la|de|con) data`, "los datos"),
  rule(
    "Turns to avoid",
    String.raw`aplic(ar|a|an|ó|aron|ando) (a|para) (un|una|el|la|este|esta|su) (empleo|trabajo|puesto|vacante|programa|préstamo|crédito|beca)`,
    "solicitar",
  ),
  // Neutral in gender: what the site asks a visitor is asked of anyone, whatever their gender.
  rule(
    "Checked rules",
    String.raw`(?<=(^|¿))list[oa]s? para|(?<=¿)está (usted )?list[oa]s?`,
    "¿Quiere...?, ¿Todo listo para...?",
  ),
  rule("Checked rules", String.raw`\p{L}+[oa]s?/[oa]s?`, "a turn that needs no gender: aún no lo sé"),
  // "27+" is English: a sentence says "más de 27", a tile "+27".
  rule("Checked rules", String.raw`\d[\d.,]*\+`, "más de 27 (in a sentence), +27 (on a tile)"),
]
