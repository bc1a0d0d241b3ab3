import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { parseEntry, readCollection, readListFile, splitFrontMatter, writtenJson } from "~/test/content-files"
import { contentRegistry, rowsOf, type ListName, type PageName } from "./registry"
import { blogPostSchema, caseStudySchema, clientCountIssue, legalPageSchema, readJsonFile } from "./schemas"

/*
 * The Markdown collections: each file fits its schema (the build checks the same with Astro's
 * content layer), and a file that does not is refused with a message naming the file and the field.
 */

const blogFolder = path.join(import.meta.dirname, "blog")
const posts = readCollection(blogFolder, blogPostSchema)
const caseStudiesFolder = path.join(import.meta.dirname, "case-studies")
const caseStudies = readCollection(caseStudiesFolder, caseStudySchema)
const firstStoryFile =
  readdirSync(caseStudiesFolder)
    .filter((file) => file.endsWith(".md"))
    .sort()[0] ?? ""

describe("the blog's posts", () => {
  // How many there are, how long, and which prices they quote are the agency's to choose; the
  // articles the site ships with are checked in app/test/specification.test.tsx.
  it("leave the page's one heading to the title, and hold no placeholder text", () => {
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      expect(post.body, post.id).not.toMatch(/^# /m)
      expect(post.body, post.id).not.toMatch(/lorem ipsum|TODO|TBD/i)
    }
  })

  const valid = {
    title: "A Title of Reasonable Length",
    description: "A description long enough to be a search snippet and a card summary.",
    publishedAt: "2026-09-15",
    author: { name: "Maya Chen", role: "Head of Automation" },
    tags: ["ROI"],
  }

  it("fit the schema, which reads dates and leaves drafts out unless marked", () => {
    const post = parseEntry("app/content/blog/example.md", valid, blogPostSchema)
    expect(post.publishedAt).toEqual(new Date("2026-09-15"))
    expect(post.draft).toBe(false)
    expect(post.sample).toBe(false)
  })

  it.each([
    ["a missing title", { title: undefined }, "title: Required"],
    ["a title too long for search results", { title: "x".repeat(71) }, "title: must be at most 70 characters"],
    ["a short description", { description: "Too short." }, "description: must be at least 50 characters"],
    ["a date that is not one", { publishedAt: "next Tuesday" }, "publishedAt: must be a date"],
    ["an update before publication", { updatedAt: "2026-01-01" }, "updatedAt: must not be before publishedAt"],
    ["no tags", { tags: [] }, "tags: must name at least one tag"],
    ["an author without a role", { author: { name: "Maya Chen" } }, "author.role: Required"],
    ["a field the schema does not know", { subtitle: "Extra" }, "Unrecognized key(s) in object: 'subtitle'"],
  ])("refuse %s, naming the file and the field", (_, change, message) => {
    expect(() => parseEntry("app/content/blog/example.md", { ...valid, ...change }, blogPostSchema)).toThrow(
      new RegExp(`app/content/blog/example\\.md does not fit its schema:\\n[\\s\\S]*${escape(message)}`),
    )
  })
})

describe("the client stories", () => {
  it("each take a place of their own in the order, and tell their story in sections under the page's title", () => {
    expect(new Set(caseStudies.map((study) => study.order)).size).toBe(caseStudies.length)
    for (const study of caseStudies) {
      expect(study.body, study.id).toMatch(/^## /m)
      expect(study.body, study.id).not.toMatch(/^# /m)
    }
  })

  it("turn fees written in dollars into amounts in US dollars", () => {
    const first = caseStudies.find((study) => study.order === 1)
    expect(first?.investment.setupFee).toEqual({ amount: expect.any(Number), currency: "USD" })
  })

  it.each([
    [
      "three results instead of four",
      (data: Record<string, unknown>) => ({ ...data, results: (data.results as unknown[]).slice(0, 3) }),
      "results: must list exactly four results",
    ],
    [
      "a fee written as text",
      (data: Record<string, unknown>) => ({ ...data, investment: { setupFee: "18k", monthlyFee: 1200 } }),
      "investment.setupFee: must be a number of US dollars",
    ],
    [
      "an icon the site does not have",
      (data: Record<string, unknown>) => ({ ...data, icon: "unicorn" }),
      "icon: must be one of the site's icons: bot, workflow",
    ],
  ])("refuse %s, naming the file and the field", (_, change, message) => {
    const written = splitFrontMatter(readFileSync(path.join(caseStudiesFolder, firstStoryFile), "utf8"))
    expect(() => parseEntry("app/content/case-studies/example.md", written.data, caseStudySchema)).not.toThrow()
    const changed = change(written.data as Record<string, unknown>)
    expect(() => parseEntry("app/content/case-studies/example.md", changed, caseStudySchema)).toThrow(
      new RegExp(`app/content/case-studies/example\\.md does not fit its schema:\\n[\\s\\S]*${escape(message)}`),
    )
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

describe("the testimonials file", () => {
  const file = "app/content/testimonials.json"
  const original = JSON.parse(readFileSync(path.join(import.meta.dirname, "testimonials.json"), "utf8")) as {
    testimonials: Record<string, unknown>[]
  }
  const first = original.testimonials[0] ?? {}

  it("holds six testimonials, each rated 5", () => {
    const { testimonials } = parse(original.testimonials)
    expect(testimonials).toHaveLength(6)
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5)
  })

  const parse = (testimonials: unknown) =>
    readJsonFile(file, contentRegistry.testimonials.schema, JSON.stringify({ testimonials })).checked

  it.each([
    [
      "a seventh testimonial",
      [...original.testimonials, { ...first, id: "seventh" }],
      "testimonials: must hold exactly six testimonials",
    ],
    ["a rating of 4", [{ ...first, rating: 4 }, ...original.testimonials.slice(1)], "testimonials.0.rating: must be 5"],
    [
      "a testimonial without a quote",
      [{ ...first, quote: undefined }, ...original.testimonials.slice(1)],
      "testimonials.0.quote: Required",
    ],
    [
      "two testimonials with one id",
      [first, first, ...original.testimonials.slice(2)],
      "testimonials: each testimonial needs an id of its own",
    ],
  ])("refuses %s, naming the file and the field", (_, testimonials, message) => {
    expect(() => parse(testimonials)).toThrow(
      new RegExp(`^${escape(file)} does not fit its schema:\\n[\\s\\S]*${escape(message)}`),
    )
  })
})

describe("the FAQ file", () => {
  const file = "app/content/faqs.json"
  const original = JSON.parse(readFileSync(path.join(import.meta.dirname, "faqs.json"), "utf8")) as {
    faqs: Record<string, unknown>[]
  }
  const first = original.faqs[0] ?? {}
  const parse = (json: string) => readJsonFile(file, contentRegistry.faqs.schema, json).checked.faqs

  it("holds six questions, each ending with a question mark", () => {
    const faqs = parse(JSON.stringify(original))
    expect(faqs).toHaveLength(6)
    for (const faq of faqs) expect(faq.question).toMatch(/\?$/)
  })

  it.each([
    ["a seventh question", [...original.faqs, { ...first, id: "seventh" }], "faqs: must hold exactly six questions"],
    [
      "a question without its mark",
      [{ ...first, question: "Tell me" }, ...original.faqs.slice(1)],
      "faqs.0.question: must be a question",
    ],
  ])("refuses %s, naming the file and the field", (_, faqs, message) => {
    expect(() => parse(JSON.stringify({ faqs }))).toThrow(
      new RegExp(`^${escape(file)} does not fit its schema:\\n[\\s\\S]*${escape(message)}`),
    )
  })
})

/** A list file changed by `change`, read the way the build reads it. */
function readChanged<Name extends ListName>(name: Name, change: (items: Record<string, unknown>[]) => unknown[]) {
  const { file, schema: fileSchema } = contentRegistry[name]
  const items = writtenJson(file)[name] as Record<string, unknown>[]
  return () => readJsonFile(file, fileSchema, JSON.stringify({ [name]: change(structuredClone(items)) }))
}

const refusal = (file: string, message: string) =>
  new RegExp(`^${escape(file)} does not fit its schema:\\n[\\s\\S]*${escape(message)}`)

describe("the JSON lists", () => {
  it.each(rowsOf("list").map(([name]) => name))("%s: the file as written fits its schema", (name) => {
    expect(readChanged(name, (items) => items)).not.toThrow()
  })

  it.each<[string, ListName, (items: Record<string, unknown>[]) => unknown[], string]>([
    [
      "a plan without a monthly fee",
      "plans",
      ([starter, ...rest]) => [{ ...starter, price: { kind: "fixed", setupFee: 999 } }, ...rest],
      "plans.0.price.monthlyFee: must be given, in whole US dollars",
    ],
    [
      "a fourth plan",
      "plans",
      (plans) => [...plans, { ...plans[0], id: "scale" }],
      "plans: must hold exactly three plans",
    ],
    [
      "two popular plans",
      "plans",
      (plans) => plans.map((plan) => ({ ...plan, popular: plan.id !== "enterprise" })),
      "plans: must mark exactly one plan as popular",
    ],
    [
      "a price kind the table cannot show",
      "plans",
      ([starter, ...rest]) => [{ ...starter, price: { kind: "hourly" } }, ...rest],
      "plans.0.price.kind: Invalid discriminator value",
    ],
    [
      "a service with four features",
      "services",
      ([first, ...rest]) => [{ ...first, features: (first?.features as string[]).slice(0, 4) }, ...rest],
      "services.0.features: must list exactly five features",
    ],
    [
      "a fifth service",
      "services",
      (services) => [...services, { ...services[0], id: "another-service" }],
      "services: must hold exactly four services",
    ],
    [
      "a call to action of a kind the site does not have",
      "services",
      ([first, ...rest]) => [{ ...first, cta: { kind: "download", label: "Get it" } }, ...rest],
      "services.0.cta.kind: must be one of: book-call, watch-demo",
    ],
    [
      "steps out of order",
      "processSteps",
      ([first, second, ...rest]) => [second, first, ...rest],
      "processSteps: must be numbered 1, 2, 3, 4 in the order they are listed",
    ],
    [
      "a claim the pages need, removed",
      "claims",
      (claims) => claims.filter((claim) => claim.id !== "roi"),
      "claims: must keep the claims with ids clients, roi, success, support, integrations",
    ],
    [
      "an industry with no clients",
      "industries",
      ([first, ...rest]) => [{ ...first, clients: 0 }, ...rest],
      "industries.0.clients: must be at least 1",
    ],
    [
      "a guarantee with an icon the site does not have",
      "guarantees",
      ([first, ...rest]) => [{ ...first, icon: "unicorn" }, ...rest],
      "guarantees.0.icon: must be one of the site's icons",
    ],
  ])("refuse %s, naming the file and the field", (_, name, change, message) => {
    expect(readChanged(name, change)).toThrow(refusal(contentRegistry[name].file, message))
  })

  it("keep the industries' clients equal to the claimed number of businesses served", () => {
    const claims = readListFile("claims")
    const industries = readListFile("industries")
    expect(clientCountIssue(claims, industries)).toBeUndefined()
    const fewer = industries.map((industry, index) =>
      index === 0 ? { ...industry, clients: industry.clients - 1 } : industry,
    )
    const claimed = claims.find((claim) => claim.id === "clients")?.value ?? ""
    const counted = fewer.reduce((sum, industry) => sum + industry.clients, 0)
    expect(clientCountIssue(claims, fewer)).toBe(
      `app/content/industries.json: industries.*.clients add up to ${counted}, but app/content/claims.json claims "${claimed}" businesses served (the claim with id clients); change one so they agree`,
    )
  })
})

describe("the pages' copy", () => {
  const read =
    (page: PageName, change: (copy: Record<string, unknown>) => unknown = (copy) => copy) =>
    () =>
      readJsonFile(
        contentRegistry[page].file,
        contentRegistry[page].schema,
        JSON.stringify(change(writtenJson(contentRegistry[page].file))),
      )

  it.each(rowsOf("page").map(([page]) => page))("%s: the file as written fits its schema", (page) => {
    expect(read(page)).not.toThrow()
  })

  it.each<[string, PageName, (copy: Record<string, unknown>) => unknown, string]>([
    [
      "a title too long for search results",
      "homePage",
      (copy) => ({ ...copy, meta: { ...(copy.meta as object), title: "A".repeat(71) } }),
      "meta.title: must be at most 70 characters",
    ],
    [
      "a hero without its heading",
      "servicesPage",
      (copy) => ({ ...copy, hero: { ...(copy.hero as object), title: " " } }),
      "hero.title: must not be empty",
    ],
    [
      "a link to a page outside the site",
      "processPage",
      (copy) => ({
        ...copy,
        closing: {
          ...(copy.closing as object),
          actions: [{ kind: "page", label: "Elsewhere", to: "https://example.com" }],
        },
      }),
      "closing.actions.0.to: must be a path of this site",
    ],
    ...["//3232235777/", "//evil.example/x"].map(
      (to): [string, PageName, (copy: Record<string, unknown>) => unknown, string] => [
        `a protocol-relative link (${to}), which a browser opens on another host`,
        "processPage",
        (copy) => ({
          ...copy,
          closing: { ...(copy.closing as object), actions: [{ kind: "page", label: "Elsewhere", to }] },
        }),
        "closing.actions.0.to: must be a path of this site",
      ],
    ),
    [
      "a section left out",
      "contactPage",
      (copy) => Object.fromEntries(Object.entries(copy).filter(([key]) => key !== "methods")),
      "methods: Required",
    ],
    [
      "a field the page does not show",
      "blogPage",
      (copy) => ({ ...copy, subtitle: "Unused" }),
      "Unrecognized key(s) in object: 'subtitle'",
    ],
  ])("refuse %s, naming the file and the field", (_, page, change, message) => {
    expect(read(page, change)).toThrow(refusal(contentRegistry[page].file, message))
  })
})

describe("the legal pages' front matter", () => {
  it("refuses a date the page cannot show, naming the file and the field", () => {
    const written = splitFrontMatter(readFileSync(path.join(import.meta.dirname, "legal", "privacy.md"), "utf8"))
    expect(() => parseEntry("app/content/legal/privacy.md", written.data, legalPageSchema)).not.toThrow()
    const changed = { ...(written.data as object), lastUpdated: "12/2024" }
    expect(() => parseEntry("app/content/legal/privacy.md", changed, legalPageSchema)).toThrow(
      refusal("app/content/legal/privacy.md", "lastUpdated: must be a month and year, such as December 2024"),
    )
  })
})
