import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { parseEntry, readCollection, splitFrontMatter } from "~/test/content-files"
import { blogPostSchema, caseStudySchema, faqsFileSchema, listFileParser, testimonialsFileSchema } from "./schemas"
import { services } from "./services"

/*
 * The Markdown collections: each file fits its schema (the build checks the same with Astro's
 * content layer), and a file that does not is refused with a message naming the file and the field.
 */

const blogFolder = path.join(import.meta.dirname, "blog")
const posts = readCollection(blogFolder, blogPostSchema)
const caseStudiesFolder = path.join(import.meta.dirname, "case-studies")
const caseStudies = readCollection(caseStudiesFolder, caseStudySchema)

const wordsIn = (markdown: string) => markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length

describe("the blog's posts", () => {
  it("are at least four real articles of 600 words or more, marked as sample content", () => {
    expect(posts.length).toBeGreaterThanOrEqual(4)
    for (const post of posts) {
      expect(wordsIn(post.body), post.id).toBeGreaterThanOrEqual(600)
      expect(post.sample, post.id).toBe(true)
      expect(post.body, post.id).not.toMatch(/^# /m)
      expect(post.body, post.id).not.toMatch(/lorem ipsum|TODO|TBD/i)
    }
  })

  it("link only to pages of the site that exist", () => {
    const known = ["/", "/services", "/process", "/case-studies", "/contact", "/blog", "/privacy", "/terms"]
    for (const post of posts) {
      for (const [, href] of post.body.matchAll(/\]\(([^)]+)\)/g)) {
        expect(known, `${post.id}: ${href}`).toContain((href ?? "").replace(/#.*$/, "") || "/")
      }
    }
  })

  it("quote the site's prices and no others", () => {
    const prices = new Set(["$500", "$750", "$999", "$1,000", "$3,500"])
    for (const post of posts) {
      for (const [price] of post.body.matchAll(/\$\d[\d,]*(?=\/month| per month| setup)/g)) {
        expect(prices, `${post.id}: ${price}`).toContain(price)
      }
    }
    expect(
      services.map((service) => service.title).some((title) => posts.some((post) => post.body.includes(title))),
    ).toBe(true)
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
  it("are six, one per industry, in the order their files give, each with a full story", () => {
    const ordered = [...caseStudies].sort((a, b) => a.order - b.order)
    expect(ordered.map((study) => study.order)).toEqual([1, 2, 3, 4, 5, 6])
    expect(new Set(caseStudies.map((study) => study.industry)).size).toBe(6)
    for (const study of caseStudies) {
      expect(wordsIn(study.body), study.id).toBeGreaterThanOrEqual(400)
      for (const heading of ["The client", "The challenge", "What we built", "The results"])
        expect(study.body, study.id).toContain(`## ${heading}`)
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
      "icon: Invalid enum value",
    ],
  ])("refuse %s, naming the file and the field", (_, change, message) => {
    const written = splitFrontMatter(
      readFileSync(path.join(caseStudiesFolder, "calloway-pierce-family-law.md"), "utf8"),
    )
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

  it("holds the specification's six testimonials, each rated 5, marked as sample content", () => {
    const { testimonials } = parseEntry(file, original, testimonialsFileSchema)
    expect(testimonials).toHaveLength(6)
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.sample).toBe(true)
    }
  })

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
    expect(() =>
      listFileParser(file, "testimonials", testimonialsFileSchema)(JSON.stringify({ testimonials })),
    ).toThrow(new RegExp(`^${escape(file)} does not fit its schema:\\n[\\s\\S]*${escape(message)}`))
  })
})

describe("the FAQ file", () => {
  const file = "app/content/faqs.json"
  const original = JSON.parse(readFileSync(path.join(import.meta.dirname, "faqs.json"), "utf8")) as {
    faqs: Record<string, unknown>[]
  }
  const first = original.faqs[0] ?? {}
  const parse = listFileParser(file, "faqs", faqsFileSchema)

  it("holds six questions, each ending with a question mark, marked as sample content", () => {
    const faqs = parse(JSON.stringify(original))
    expect(faqs).toHaveLength(6)
    for (const faq of faqs) expect(faq).toMatchObject({ question: expect.stringMatching(/\?$/), sample: true })
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
