import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { AstroIntegrationLogger } from "astro"
import type { BuildKind } from "../app/config/build-kind"
import { hostEnvironmentVariables } from "../app/config/settings/trust"
import {
  SettingsError,
  settingVariables,
  valueOf,
  type SettingsEnv,
  type SettingVariable,
} from "../app/config/settings"
import { frontMatterOf } from "../app/content/read"
import { contentRegistry, legalPageIds, rowsOf } from "../app/content/registry"

/**
 * Launch safety (docs/decisions/018-launch-safety.md): a public build publishes none of the template's sample
 * content, example settings or placeholder legal texts. One list (`launchList`) stops a public build, warns an
 * example build and is the checklist of docs/before-you-launch.md. The build imports this without Vite's aliases:
 * keep imports relative.
 */

export type LaunchEnv = SettingsEnv

/**
 * Prefixes for Vite's `loadEnv` (which reads .env files too): the settings, the build-purpose signals and the hosts'
 * own (which tell the host when VITE_SITE_HOST is empty).
 */
export const buildVariables = [
  "VITE_",
  "SITE_ENV",
  "ALLOW_SAMPLE_CONTENT",
  "CONTEXT",
  "VERCEL_ENV",
  ...hostEnvironmentVariables,
]

export interface BuildPurpose {
  kind: BuildKind
  because: string
}

const siteEnvs = ["production", "preview", "development"] as const

/**
 * `SITE_ENV=development` or `preview` wins over anything else. Otherwise a build is public when `SITE_ENV=production`,
 * its URL is not the example's, or its host says it builds production; Cloudflare does not tell the build its
 * production branch, so the editor's `VITE_CMS_BRANCH` is taken for it. `ALLOW_SAMPLE_CONTENT=true` makes it a preview.
 */
export function buildPurposeOf(env: LaunchEnv): BuildPurpose {
  const siteEnv = choiceOf(env, "SITE_ENV", siteEnvs)
  const allowsSample = choiceOf(env, "ALLOW_SAMPLE_CONTENT", ["true", "false"]) === "true"
  if (siteEnv === "development") return { kind: "example", because: "SITE_ENV=development" }
  if (siteEnv === "preview") return { kind: "preview", because: "SITE_ENV=preview" }
  const publicBecause = siteEnv === "production" ? "SITE_ENV=production" : hostSignal(env)
  if (!publicBecause)
    return { kind: "example", because: `VITE_SITE_URL is the example's ${settingVariables.VITE_SITE_URL.default}` }
  return allowsSample
    ? { kind: "preview", because: `${publicBecause}, and ALLOW_SAMPLE_CONTENT=true` }
    : { kind: "public", because: publicBecause }
}

/** What makes a build public besides `SITE_ENV`, as the build's output says it. */
function hostSignal(env: LaunchEnv): string | undefined {
  const url = valueOf(env, "VITE_SITE_URL")
  if (!sameValue(url, settingVariables.VITE_SITE_URL.default)) return `VITE_SITE_URL is ${url}, not the example's`
  if (env.CONTEXT === "production") return "Netlify builds the production site (CONTEXT=production)"
  if (env.VERCEL_ENV === "production") return "Vercel builds the production site (VERCEL_ENV=production)"
  const branch = valueOf(env, "VITE_CMS_BRANCH")
  if (env.CF_PAGES === "1" && env.CF_PAGES_BRANCH === branch)
    return `Cloudflare Pages builds ${branch}, the branch VITE_CMS_BRANCH names (CF_PAGES_BRANCH=${branch})`
  return undefined
}

function choiceOf<Value extends string>(env: LaunchEnv, name: string, values: readonly Value[]): Value | undefined {
  const raw = env[name]
  const value = typeof raw === "string" ? raw.trim() : ""
  if (value === "") return undefined
  if (values.includes(value as Value)) return value as Value
  throw new SettingsError([`${name} must be one of ${values.join(", ")}, got ${JSON.stringify(value)}`])
}

/** Something still the template's example, grouped by `place` (in /admin, or the settings). */
export interface LaunchItem {
  place: string
  file?: string
  /** As the file writes it ("testimonials.0.sample"), or its variable. */
  field: string
  what: string
}

export const settingsPlace = "Settings, in .env or your host's build settings (.env.example describes each)"

/** A place in the content editor (app/cms/config.ts names its collections and files the same). */
const editorPlace = (...names: string[]) => ["/admin", ...names].join(" › ")

/** The editor's names for its Markdown folders and legal pages. */
export const editorFolders = {
  "app/content/blog": "Insights",
  "app/content/case-studies": "Client stories",
} as const
export const editorLegalPages = {
  label: "Legal pages",
  folder: contentRegistry.legal.folder,
  pages: contentRegistry.legal.files,
} as const

export const editorFileCollections = { lists: "Site content", pages: "Pages" } as const

/** Settings first, then the content in the order of the editor's collections. */
export function launchList(env: LaunchEnv, root = repositoryRoot): LaunchItem[] {
  return [...exampleSettings(env), ...sampleContent(root)]
}

const repositoryRoot = path.resolve(import.meta.dirname, "..")

/** The settings still at a default marked `beforeLaunch`. */
function exampleSettings(env: LaunchEnv): LaunchItem[] {
  return Object.entries(settingVariables).flatMap(([name, doc]) => {
    const value = valueOf(env, name as SettingVariable)
    if (!doc.beforeLaunch || !sameValue(value, doc.default)) return []
    return [{ place: settingsPlace, field: name, what: `still the example's ${value}; set ${doc.beforeLaunch}` }]
  })
}

function sampleContent(root: string): LaunchItem[] {
  // A file missing from `root` holds no samples; the build names it as it reads the content.
  const read = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : "")
  const markdownFiles = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((file) => file.endsWith(".md"))
      .sort()
  const folders = Object.entries(editorFolders).flatMap(([folder, label]) =>
    markdownFiles(folder).flatMap((file) => {
      const entry = frontMatter(`${folder}/${file}`, read(`${folder}/${file}`))
      // A draft is left out of the built site, sample or not.
      if (!entry?.sample || entry.draft === true) return []
      return [{ place: editorPlace(label), file: `${folder}/`, field: `${file}: sample`, what: nameOf(entry, file) }]
    }),
  )
  const lists = rowsOf("list").flatMap(([name, list]) =>
    samplesIn(json(read(list.file))).map((sample) => ({
      place: editorPlace(editorFileCollections.lists, list.label),
      file: list.file,
      field: [...sample.path, "sample"].join("."),
      what: nameOf(sample.entry, sample.path.at(-1) ?? name),
    })),
  )
  const pages = rowsOf("page").flatMap(([, page]) =>
    samplesIn(json(read(page.file))).map((sample) => ({
      place: editorPlace(editorFileCollections.pages, page.label),
      file: page.file,
      field: [...sample.path, "sample"].join("."),
      what: nameOf(sample.entry, sample.path.at(-1) ?? page.page),
    })),
  )
  const legal = legalPageIds
    .map((page) => [page, editorLegalPages.pages[page]] as const)
    .flatMap(([page, label]) => {
      const file = `${editorLegalPages.folder}/${page}.md`
      const entry = frontMatter(file, read(file))
      const place = editorPlace(editorLegalPages.label, label)
      const placeholders = Array.isArray(entry?.placeholders) ? entry.placeholders.map(String) : []
      return [
        ...(entry?.sample ? [{ place, file, field: "sample", what: "the whole text is the template's" }] : []),
        ...placeholders.map((placeholder, index) => ({
          place,
          file,
          field: `placeholders.${index}`,
          what: placeholder,
        })),
      ]
    })
  return [...folders, ...lists, ...pages, ...legal]
}

function samplesIn(value: unknown, at: string[] = []): { path: string[]; entry: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => samplesIn(item, [...at, String(index)]))
  if (typeof value !== "object" || value === null) return []
  const entry = value as Record<string, unknown>
  const nested = Object.entries(entry).flatMap(([key, item]) => samplesIn(item, [...at, key]))
  return entry.sample === true ? [{ path: at, entry }, ...nested] : nested
}

/** What an entry is called, as the editor's lists show it; else its key, in words ("Hero conversation"). */
function nameOf(entry: Record<string, unknown>, key: string): string {
  const text = (name: string) => (typeof entry[name] === "string" ? entry[name] : undefined)
  const [author, company, value, label] = [text("author"), text("company"), text("value"), text("label")]
  if (author && company) return `${author}, ${company}`
  if (value && label) return `${value} ${label}`
  const words = key
    .replace(/\.md$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("-", " ")
    .toLowerCase()
  return (
    text("question") ??
    text("title") ??
    company ??
    text("industry") ??
    text("description") ??
    `${words.charAt(0).toUpperCase()}${words.slice(1)}`
  )
}

/** Nothing for a file that does not parse, which the build reports as it loads it. */
function json(source: string): unknown {
  try {
    return JSON.parse(source)
  } catch {
    return undefined
  }
}

function frontMatter(file: string, source: string): Record<string, unknown> | undefined {
  try {
    return frontMatterOf(file, source).data
  } catch {
    return undefined
  }
}

/** "https://www.kineticai.agency/" is the example's URL too. */
function sameValue(a: string, b: string): boolean {
  return a.replace(/\/$/, "") === b.replace(/\/$/, "")
}

export function launchListText(items: readonly LaunchItem[]): string {
  return groupsOf(items)
    .map(({ heading, items: group }) =>
      [`${heading}:`, ...group.map((item) => `  - ${item.field}: ${item.what}`)].join("\n"),
    )
    .join("\n\n")
}

export function refusalText(purpose: BuildPurpose, items: readonly LaunchItem[]): string {
  return [
    `This build is for the public web (${purpose.because}), and ${items.length} things in it are still the template's examples: clients who do not exist, quotes nobody gave, links and addresses that are not the agency's. Replace each, then build again:`,
    launchListText(items),
    `docs/before-you-launch.md says why and how. To put this content online as a preview instead, which search engines are asked not to index, set ALLOW_SAMPLE_CONTENT=true.`,
  ].join("\n\n")
}

export function launchChecklistMarkdown(items: readonly LaunchItem[]): string {
  if (items.length === 0) return "Nothing left: no sample content, and every setting above is the agency's own.\n"
  return `${groupsOf(items)
    .map(({ heading, items: group }) =>
      [`**${heading}**`, "", ...group.map((item) => `- [ ] \`${item.field}\`: ${item.what}`)].join("\n"),
    )
    .join("\n\n")}\n`
}

function groupsOf(items: readonly LaunchItem[]): { heading: string; items: LaunchItem[] }[] {
  const groups = new Map<string, LaunchItem[]>()
  for (const item of items) {
    const heading = item.file ? `${item.place} (${item.file})` : item.place
    groups.set(heading, [...(groups.get(heading) ?? []), item])
  }
  return [...groups].map(([heading, group]) => ({ heading, items: group }))
}

/** Runs before anything is compiled; a preview and an example build say how much is left. */
export function checkLaunch(env: LaunchEnv, logger: AstroIntegrationLogger): BuildKind {
  let purpose: BuildPurpose
  try {
    purpose = buildPurposeOf(env)
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  const items = launchList(env)
  if (purpose.kind === "public" && items.length > 0) {
    console.error(`\n${refusalText(purpose, items)}\n`)
    process.exit(1)
  }
  if (purpose.kind === "preview")
    logger.warn(
      items.length > 0
        ? `A preview (${purpose.because}), with ${items.length} things still the template's examples: every page asks not to be indexed, the sitemap, /llms.txt and /llms-full.txt list nothing, and the header says Preview.`
        : `A preview (${purpose.because}), though nothing is the template's example any more: unset ALLOW_SAMPLE_CONTENT (or SITE_ENV=preview) to publish the site.`,
    )
  if (purpose.kind === "example" && items.length > 0)
    logger.warn(
      `${items.length} things in this copy are still the template's examples (sample content, example settings): fine to try the site, refused by a public build. The list: docs/before-you-launch.md.`,
    )
  return purpose.kind
}
