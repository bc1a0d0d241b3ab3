import { readdirSync } from "node:fs"
import path from "node:path"
import { contactFormWords } from "virtual:content/contactFormWords"
import { describe, expect, it } from "vitest"
import { locales, translatedLocales } from "~/config/locales"
import { sitePages } from "~/config/pages"
import { paths } from "~/config/paths"
import { rowsOf } from "~/content/registry"
import { blogPostSchema, caseStudySchema } from "~/content/schemas"
import type { CallToAction } from "~/content/types"
import type { PlanId } from "~/lib/estimator"
import { readCollection, readListFile, readPageFile } from "./content-files"

/*
 * The live content (app/content) against the code that shows it: every link leads to a page the
 * site has, the plans are the ones the estimator prices, the form names each service, and every
 * language has every file. What the content says is the agency's; that it fits the site is
 * checked here, whatever it says.
 */

const contentFolder = path.resolve(import.meta.dirname, "../content")
const lists = rowsOf("list").map(([name]) => readListFile(name))
const pages = rowsOf("page").map(([page]) => readPageFile(page))
const posts = readCollection(path.join(contentFolder, "blog"), blogPostSchema)
const caseStudies = readCollection(path.join(contentFolder, "case-studies"), caseStudySchema)

/** Every path of a page the site builds in English, but the blog's topics and listing pages. */
const pagesOfSite = new Set([
  ...sitePages.map((page) => page.path),
  ...posts.map((post) => paths.blogPost(post.id)),
  ...caseStudies.map((study) => paths.caseStudy(study.id)),
])

const callToActionKinds = ["book-call", "watch-demo", "voice-call", "voice-call-or-book", "email", "phone", "page"]

/** Every call to action anywhere inside a value. */
function callsToActionIn(value: unknown): CallToAction[] {
  if (Array.isArray(value)) return value.flatMap(callsToActionIn)
  if (value && typeof value === "object") {
    if ("kind" in value && typeof value.kind === "string" && callToActionKinds.includes(value.kind))
      return [value as CallToAction]
    return Object.values(value).flatMap(callsToActionIn)
  }
  return []
}

describe("the links the content makes", () => {
  it("calls to action are complete: a label, and for a page link a page of the site", () => {
    const actions = callsToActionIn([lists, pages, caseStudies])
    expect(actions.length).toBeGreaterThan(20)
    for (const action of actions) {
      if (action.kind !== "email" && action.kind !== "phone") expect(action.label.trim()).not.toBe("")
      if (action.kind === "page") {
        expect(action.to).toMatch(/^\/(?!\/)[a-z0-9/#-]*$/)
        expect(pagesOfSite, action.to).toContain(action.to.replace(/#.*$/, "") || "/")
      }
    }
  })

  it("the posts link only to pages of the site that exist", () => {
    for (const post of posts) {
      for (const [, href] of post.body.matchAll(/\]\(([^)]+)\)/g)) {
        expect(pagesOfSite, `${post.id}: ${href}`).toContain((href ?? "").replace(/#.*$/, "") || "/")
      }
    }
  })
})

describe("the content the site's code names", () => {
  it("the plans are the ones the savings estimator prices: starter, growth, enterprise", () => {
    expect(readListFile("plans").map((plan) => plan.id)).toEqual(["starter", "growth", "enterprise"] satisfies PlanId[])
  })

  it("the contact form offers each service, and one more, in every language", () => {
    const services = readListFile("services")
    for (const locale of locales)
      expect(contactFormWords[locale].serviceOptions, locale).toHaveLength(services.length + 1)
  })
})

describe.each(translatedLocales)("the %s translation", (locale) => {
  const markdownIn = (folder: string) =>
    readdirSync(folder)
      .filter((file) => file.endsWith(".md"))
      .sort()

  it("translates every list and page whole, each list item matched by its id", () => {
    for (const [name] of rowsOf("list"))
      expect(
        readListFile(name, locale).map((item) => item.id),
        name,
      ).toEqual(readListFile(name).map((item) => item.id))
    for (const [page] of rowsOf("page")) expect(() => readPageFile(page, locale), page).not.toThrow()
  })

  it("has every client story and legal page, and no post without its original", () => {
    for (const folder of ["case-studies", "legal"])
      expect(markdownIn(path.join(contentFolder, locale, folder)), folder).toEqual(
        markdownIn(path.join(contentFolder, folder)),
      )
    const originals = markdownIn(path.join(contentFolder, "blog"))
    for (const post of markdownIn(path.join(contentFolder, locale, "blog"))) expect(originals).toContain(post)
  })
})
