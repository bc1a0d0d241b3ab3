import path from "node:path"
import {
  blogPostSchema,
  caseStudySchema,
  industryPageSchema,
  legalPageSchema,
  servicePageSchema,
  type CallToAction,
} from "../../../app/content/schemas"
import { readCollection, readListFile, readPageFile } from "../../../app/test/content-files"

/*
 * The copy the agency edits in /admin (app/content), read the way the build reads it. A browser
 * test asserts that a page shows what its content file says, not today's wording: an editor's
 * change to a price, a claim, a quote, a heading or a button label leaves the suite green. The
 * names and figures the specification fixes are checked once, against the content the site
 * shipped with (tests/fixtures/spec-content, app/test/specification.test.tsx).
 */

const contentFolder = path.resolve(import.meta.dirname, "../../../app/content")

/** Each page's copy: app/content/pages/<page>.json. */
export const pageCopy = {
  home: readPageFile("homePage"),
  services: readPageFile("servicesPage"),
  process: readPageFile("processPage"),
  caseStudies: readPageFile("caseStudiesPage"),
  contact: readPageFile("contactPage"),
  blog: readPageFile("blogPage"),
  industries: readPageFile("industriesPage"),
  notFound: readPageFile("notFoundPage"),
}

/** The lists: app/content/<list>.json, in the order the pages show them. */
export const lists = {
  audiences: readListFile("audiences"),
  benefits: readListFile("benefits"),
  claims: readListFile("claims"),
  contactMethods: readListFile("contactMethods"),
  faqs: readListFile("faqs"),
  guarantees: readListFile("guarantees"),
  industries: readListFile("industries"),
  plans: readListFile("plans"),
  processSteps: readListFile("processSteps"),
  quickAnswers: readListFile("quickAnswers"),
  services: readListFile("services"),
  testimonials: readListFile("testimonials"),
}

export type PricingPlan = (typeof lists.plans)[number]

/** The client stories, in the order /case-studies shows them; `id` is the file name, and the page's address. */
export const caseStudies = readCollection(path.join(contentFolder, "case-studies"), caseStudySchema).sort(
  (a, b) => a.order - b.order,
)

/** The blog's posts as the site lists them: drafts left out, newest first, same-day posts by file name. */
export const blogPosts = readCollection(path.join(contentFolder, "blog"), blogPostSchema)
  .filter((post) => !post.draft)
  .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id))

export type BlogPost = (typeof blogPosts)[number]

/** Each industry's page (app/content/industry-pages/<industry id>.md) and each service's, in English. */
export const industryPages = readCollection(path.join(contentFolder, "industry-pages"), industryPageSchema)
export const servicePages = readCollection(path.join(contentFolder, "service-pages"), servicePageSchema)

/** The privacy policy and the terms: front matter, and the Markdown body with its {placeholders}. */
export const legalPages = readCollection(path.join(contentFolder, "legal"), legalPageSchema)

/** The entry with this id (a list item's `id`, or a Markdown file's name); a missing one fails the test by name. */
export function byId<Entry extends { id: string }>(entries: readonly Entry[], id: string): Entry {
  const entry = entries.find((candidate) => candidate.id === id)
  if (!entry) throw new Error(`No content entry has the id "${id}" (there are: ${entries.map((e) => e.id).join(", ")})`)
  return entry
}

/** A field the schema leaves optional that the test needs: a section's lede, say. */
export function given<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The content gives no ${what}`)
  return value
}

/** The entry at this position, for "the first question" or "the first testimonial". */
export function at<Entry>(entries: readonly Entry[], index: number): Entry {
  const entry = entries[index]
  if (entry === undefined) throw new Error(`The content has no entry at position ${index + 1}`)
  return entry
}

function first<Entry>(entries: readonly Entry[], fits: (entry: Entry) => boolean, what: string): Entry {
  const entry = entries.find(fits)
  if (entry === undefined) throw new Error(`The content has no ${what}`)
  return entry
}

/** What a call to action's button or link says. */
export function labelOf(action: CallToAction | undefined): string {
  if (!action?.label) throw new Error(`The ${action?.kind ?? "missing"} call to action has no label of its own`)
  return action.label
}

/** The label of the call to action of this kind among a hero's or a closing band's actions. */
export function actionLabel(actions: readonly CallToAction[], kind: CallToAction["kind"]): string {
  return labelOf(first(actions, (action) => action.kind === kind, `call to action of kind ${kind}`))
}

/** A fee as the site prints it: "$500", "$3,500". */
export function dollars(money: { amount: number }): string {
  return `$${money.amount.toLocaleString("en-US")}`
}

/** The `##` headings of a Markdown body, in order: the <h2>s of the page it makes. */
export function markdownHeadings(body: string): string[] {
  return [...body.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? "").trim())
}

/** The first link in a Markdown body to a page of the site itself: its words and its path. */
export function firstLinkInsideSite(body: string): { text: string; path: string } {
  const match = /\[([^\]]+)\]\((\/[^)\s]*)\)/.exec(body)
  if (!match) throw new Error("The Markdown links to no page of the site")
  return { text: match[1] ?? "", path: match[2] ?? "" }
}

/**
 * The words a legal page writes before a {placeholder} the build fills in, from the start of its
 * line (a list item's marker left out): "Visit statistics: " before {analytics}.
 */
export function leadIn(body: string, placeholder: string): string {
  const line = body.split("\n").find((candidate) => candidate.includes(`{${placeholder}}`))
  if (line === undefined) throw new Error(`The page has no {${placeholder}}`)
  return line.slice(0, line.indexOf(`{${placeholder}}`)).replace(/^\s*[-*]\s+/, "")
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * Matches a name that starts with this text: a link's accessible name can go on with a hint
 * ("Opens in a new tab").
 */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`)
}

/**
 * A pattern for text written in a Markdown body, as the site prints it: the Markdown renderer sets
 * straight quotes as curly ones, "--" and "---" as dashes and "..." as an ellipsis.
 */
export function typesetPattern(text: string): string {
  const typeset: Record<string, string> = {
    "'": "['‘’]",
    '"': '["“”]',
    "---": "(?:---|—)",
    "--": "(?:--|–)",
    "...": "(?:\\.\\.\\.|…)",
  }
  return (text.match(/---|--|\.\.\.|['"]|[\s\S]/g) ?? []).map((part) => typeset[part] ?? escapeRegExp(part)).join("")
}

/** Text as the server writes it into HTML, to look for in a page's source. */
export function asHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
}
