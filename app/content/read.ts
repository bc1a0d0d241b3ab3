import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"
import type { z } from "astro/zod"
import { parseFrontmatter } from "@astrojs/internal-helpers/frontmatter"
import { defaultLocale, locales, translatedLocales, type Locale } from "../config/locales"
import { contentRegistry, type EntryName, type JsonContent, type JsonName } from "./registry"
import { checkJson, parseJsonFile, readJsonFile } from "./schemas"
import { translated, translationFile } from "./translations"
import { keepForVendorsIn, type VendorCondition } from "./vendor-text"

/**
 * The one reader of the content `contentRegistry` names: pages and islands import `virtual:content/<entry>`, the
 * Markdown collections use `frontMatterOf`, tests and the launch check `readEntry`. Paths are the repository's
 * ("app/content/plans.json"): the build and the tests run from its root. The build imports this: keep imports relative.
 */

/** As written (the translation merged over its original), and as its schema reads it. */
export interface ReadJson<Checked> {
  file: string
  written: Record<string, unknown>
  checked: Checked
}

/** Each translation merged over the original, each checked whole by one schema; a missing one stops the build. */
export function readJsonInEachLocale<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  readText: (file: string) => string = readTextFile,
): Record<Locale, ReadJson<z.output<Schema>>> {
  const original = readJsonFile(file, schema, readText(file))
  const inEachLocale = { [defaultLocale]: { file, ...original } } as Record<Locale, ReadJson<z.output<Schema>>>
  for (const locale of translatedLocales) {
    const path = translationFile(file, locale)
    let json: string
    try {
      json = readText(path)
    } catch {
      throw new Error(`${path} is missing: every content file has its ${locale} translation (${file} in ${locale})`)
    }
    const merged = translated(original.written, parseJsonFile(path, json), locale, {
      file: path,
      original: file,
      schema,
    })
    inEachLocale[locale] = { file: path, ...checkJson(path, schema, merged as Record<string, unknown>) }
  }
  return inEachLocale
}

/** A list's items or a page's copy in each language, as its schema reads it. */
export function readEntry<Name extends JsonName>(
  name: Name,
  readText: (file: string) => string = readTextFile,
): Record<Locale, JsonContent<Name>> {
  const row = contentRegistry[name]
  const read = readJsonInEachLocale(row.file, row.schema, readText)
  const content = (locale: Locale) => read[locale].checked as Record<string, unknown>
  return Object.fromEntries(
    locales.map((locale) => [locale, row.kind === "list" ? content(locale)[name] : content(locale)]),
  ) as Record<Locale, JsonContent<Name>>
}

/** Read once while unchanged: the server and browser builds of one `astro build` import the same entries. */
const texts = new Map<string, { changed: number; text: string }>()
function readTextFile(file: string): string {
  const changed = statSync(file).mtimeMs
  const known = texts.get(file)
  if (known?.changed === changed) return known.text
  const text = readFileSync(file, "utf8")
  texts.set(file, { changed, text })
  return text
}

/** By Astro's own parser, the one its collections use. */
export function frontMatterOf(file: string, text: string): { data: Record<string, unknown>; body: string } {
  if (!/^---\r?\n/.test(text))
    throw new Error(`${file} has no front matter: it starts with a line of three dashes, its fields, and another`)
  const { frontmatter, content } = parseFrontmatter(text)
  if (typeof frontmatter !== "object" || Array.isArray(frontmatter))
    throw new Error(`${file}: its front matter must be fields, such as title: "..."`)
  return { data: frontmatter as Record<string, unknown>, body: content }
}

/** Clients' permission records stay in the files as the agency's proof, never published (docs/decisions/018). */
export function withoutPermissions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPermissions)
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "permission")
      .map(([key, item]) => [key, withoutPermissions(item)]),
  )
}

export const contentModulePrefix = "virtual:content/"

const wordsFile = (module: string, locale: Locale) =>
  `app/content/interface/${locale === defaultLocale ? "" : `${locale}/`}${module}.ts`

/**
 * `import { plans } from "virtual:content/plans"` gives `{ en, es }`, made at build time so the browser merges
 * nothing and a page carries only what it imports. A page's copy also exports each field on its own, so code that
 * needs one field (the estimator) carries no other. Markdown is the server's alone: its entries come from Astro's
 * collections, which only the server has, and its text is for pages' HTML, not for the browser's bundles.
 */
export function contentModules(
  readText: (file: string) => string = readTextFile,
  conditions: VendorConditions = vendorsOff,
): Plugin {
  return {
    name: "content-modules",
    buildStart() {
      writeDeclarations()
    },
    resolveId(id, importer) {
      if (!id.startsWith(contentModulePrefix)) return
      const row = contentRegistry[id.slice(contentModulePrefix.length) as EntryName] as { kind: string } | undefined
      if (row?.kind === "markdown" && this.environment.config.consumer === "client")
        this.error(
          `${importer ?? "A module"} imports ${id} in the browser: Markdown is read by pages and the server only`,
        )
      return `\0${id}`
    },
    load(id) {
      if (!id.startsWith(`\0${contentModulePrefix}`)) return
      return contentModuleSource(id.slice(1), { readText, conditions, watch: (file) => this.addWatchFile(file) })
    },
  }
}

/** Which vendors a build has on, for the content's `{if voice}...{/if}` passages: by default, the default settings'. */
type VendorConditions = Readonly<Record<VendorCondition, boolean>>
const vendorsOff: VendorConditions = { voice: false, analytics: false, consent: false, leads: false }

/**
 * The code of `virtual:content/<entry>`, for the plugin above and for the browser tests' Node hooks
 * (tests/content-hooks.ts) alike. Files it imports are named by absolute path. Each text keeps the passages about
 * the vendors the build has on (app/content/vendor-text.ts).
 */
export function contentModuleSource(
  id: string,
  {
    readText = readTextFile,
    watch = () => {},
    conditions = vendorsOff,
  }: { readText?: (file: string) => string; watch?: (file: string) => void; conditions?: VendorConditions },
): string {
  const name = id.slice(contentModulePrefix.length)
  if (!(name in contentRegistry))
    throw new Error(`${id}: there is no entry ${name} in the content registry (contentRegistry)`)
  const row = contentRegistry[name as EntryName]
  if (row.kind === "words") {
    const imports = locales.map((locale, index) => {
      const file = path.resolve(wordsFile(row.module, locale))
      if (!existsSync(file))
        throw new Error(`${wordsFile(row.module, locale)} is missing: translate ${row.module}.ts into ${locale}`)
      watch(file)
      return `import { ${name} as in${index} } from ${JSON.stringify(file)}`
    })
    const value = locales.map((locale, index) => `${JSON.stringify(locale)}: in${index}`).join(", ")
    return [...imports, `export const ${name} = { ${value} }`].join("\n")
  }
  if (row.kind === "markdown") {
    const reader = JSON.stringify(path.resolve("app/content/markdown-entries.ts"))
    return `import { markdownEntries } from ${reader}\nexport const ${name} = await markdownEntries(${JSON.stringify(name)})`
  }
  const contentFile = (file: string, locale: Locale) =>
    locale === defaultLocale ? file : translationFile(file, locale)
  for (const locale of locales) watch(path.resolve(contentFile(row.file, locale)))
  const inEachLocale = readEntry(name as JsonName, readText)
  const json = (locale: Locale) =>
    keepForVendorsIn(withoutPermissions(inEachLocale[locale]), conditions, contentFile(row.file, locale)) as Record<
      string,
      unknown
    >
  if (row.kind === "list")
    return `export const ${name} = ${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, json(locale)])))}`
  const fields = pageFields(name as JsonName)
  const perField = fields.map(
    (field) =>
      `export const ${field} = ${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, json(locale)[field]])))}`,
  )
  // The whole page is put together by a call marked pure, so a bundle that imports one field drops it.
  const whole = `/* @__PURE__ */ byLanguage({ ${fields.join(", ")} })`
  return [...perField, `export const ${name} = ${whole}`, byLanguage].join("\n")
}

const byLanguage = `function byLanguage(fields) {
  const entries = Object.entries(fields)
  return Object.fromEntries(${JSON.stringify(locales)}.map((locale) => [locale, Object.fromEntries(entries.map(([field, value]) => [field, value[locale]]))]))
}`

/** No "$schema": it is not a JavaScript name. */
function pageFields(name: JsonName): string[] {
  const schema = contentRegistry[name].schema as unknown as { shape: Record<string, unknown> }
  return Object.keys(schema.shape).filter((field) => /^[A-Za-z_]\w*$/.test(field))
}

export const declarationsFile = "app/content-modules.d.ts"

export function contentDeclarations(): string {
  const modules = Object.entries(contentRegistry).flatMap(([name, row]) => {
    const body = (() => {
      switch (row.kind) {
        case "markdown":
          return [`  export const ${name}: Record<Locale, MarkdownEntry<"${name}">[]>`]
        case "words":
          return [
            `  import type { ${name} as words } from "~/content/interface/${row.module}"`,
            `  export const ${name}: Record<Locale, Translation<typeof words>>`,
          ]
        case "list":
          return [`  export const ${name}: Record<Locale, JsonContent<"${name}">>`]
        case "page":
          return [
            ...pageFields(name as JsonName).map(
              (field) => `  export const ${field}: Record<Locale, JsonContent<"${name}">["${field}"]>`,
            ),
            `  export const ${name}: Record<Locale, JsonContent<"${name}">>`,
          ]
      }
    })()
    const types = {
      words: `  import type { Translation } from "~/content/interface/translation"`,
      markdown: `  import type { MarkdownEntry } from "~/content/registry"`,
      list: `  import type { JsonContent } from "~/content/registry"`,
      page: `  import type { JsonContent } from "~/content/registry"`,
    }[row.kind]
    return [
      [
        `declare module "${contentModulePrefix}${name}" {`,
        `  import type { Locale } from "~/config/locales"`,
        types,
        ...body,
        "}",
      ].join("\n"),
    ]
  })
  const header = [
    "// Written from the content registry (contentRegistry) by the build and `npm run test:unit`",
    "// (`contentDeclarations`): a row added there is a module here. Do not edit.",
  ]
  return `${[header.join("\n"), ...modules].join("\n\n")}\n`
}

/** Only when changed, so a new row is typed on the next build without touching the file otherwise. */
function writeDeclarations() {
  const text = contentDeclarations()
  const current = existsSync(declarationsFile) ? readFileSync(declarationsFile, "utf8") : ""
  if (current !== text) writeFileSync(declarationsFile, text)
}
