import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { translatedLocales } from "~/config/locales"
import { readCollection, readListFile, readPageFile, splitFrontMatter } from "~/test/content-files"
import { rowsOf } from "./registry"
import { caseStudySchema, legalPageSchema } from "./schemas"

/*
 * The live content, app/content, is the agency's: its prices, claims, quotes and headings are
 * theirs to change, and a change made the way the README describes keeps every test green. These
 * tests hold it to the rules the pages rely on (how many of each, one popular plan, links that
 * lead somewhere, translations complete: with the site's own code, app/test/content-rules.test.ts).
 * The specification's own figures and words are checked once, against the copy of the content the
 * site shipped with: app/test/specification.test.tsx.
 */

const audiences = readListFile("audiences")
const benefits = readListFile("benefits")
const marketingClaims = readListFile("claims")
const faqs = readListFile("faqs")
const guarantees = readListFile("guarantees")
const contactMethods = readListFile("contactMethods")
const quickAnswers = readListFile("quickAnswers")
const industrySummaries = readListFile("industries")
const pricingPlans = readListFile("plans")
const processSteps = readListFile("processSteps")
const services = readListFile("services")
const testimonials = readListFile("testimonials")
const pages = Object.fromEntries(rowsOf("page").map(([page]) => [page, readPageFile(page)]))

const caseStudies = readCollection(path.join(import.meta.dirname, "case-studies"), caseStudySchema).sort(
  (a, b) => a.order - b.order,
)
const legalPages = readCollection(path.join(import.meta.dirname, "legal"), legalPageSchema)

const collections = {
  audiences,
  benefits,
  caseStudies,
  marketingClaims,
  faqs,
  guarantees,
  contactMethods,
  quickAnswers,
  industrySummaries,
  pricingPlans,
  processSteps,
  services,
  testimonials,
} as const

/** Every string anywhere inside a value, with the path that leads to it. */
function stringsIn(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`))
  return []
}

describe("every collection", () => {
  for (const [name, items] of Object.entries(collections)) {
    it(`${name}: unique, URL-safe kebab-case ids`, () => {
      const ids = items.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    })

    it(`${name}: no empty strings and no placeholder text`, () => {
      for (const [path, text] of stringsIn(items)) {
        expect(text.trim(), path).not.toBe("")
        expect(text, path).not.toMatch(/lorem ipsum|TODO|TBD|coming soon/i)
      }
    })
  }

  it("pages' copy: no empty strings and no placeholder text", () => {
    for (const [path, text] of stringsIn(pages)) {
      expect(text.trim(), path).not.toBe("")
      expect(text, path).not.toMatch(/lorem ipsum|TODO|TBD|coming soon/i)
    }
  })
})

describe("the rules the pages rely on", () => {
  it("exactly one plan is marked popular", () => {
    expect(pricingPlans.filter((plan) => plan.popular)).toHaveLength(1)
    for (const plan of pricingPlans) expect(plan.features.length, plan.id).toBeGreaterThan(0)
  })

  it("the home page's carousel has six testimonials, each rated 5 with an author, role and company", () => {
    expect(testimonials).toHaveLength(6)
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.author && testimonial.role && testimonial.company).toBeTruthy()
    }
  })

  it("the accordion has six questions, and the contact page four quick answers", () => {
    expect(faqs).toHaveLength(6)
    expect(quickAnswers).toHaveLength(4)
  })

  it("the process steps are numbered in order, each with five activities", () => {
    expect(processSteps.map((step) => step.number)).toEqual(processSteps.map((_, index) => index + 1))
    for (const step of processSteps) expect(step.activities).toHaveLength(5)
  })

  it("each service has five features and a picture the site has, described in words", () => {
    const pictures = readdirSync(path.join(import.meta.dirname, "../assets/services"))
    for (const service of services) {
      expect(service.features).toHaveLength(5)
      expect(pictures, service.id).toContain(service.image.file)
      expect(service.image.alt.length).toBeGreaterThan(20)
    }
  })

  it("the client stories each have four results", () => {
    expect(caseStudies.length).toBeGreaterThan(0)
    for (const study of caseStudies) expect(study.results).toHaveLength(4)
  })
})

describe("the people the testimonials and client stories quote", () => {
  /** "Dr. James Okafor" is James Okafor: a title does not make another person. */
  const personOf = (name: string) =>
    name
      .replace(/^(Dr|Dra|Mr|Mrs|Ms)\.\s+/i, "")
      .trim()
      .toLowerCase()
  /** A story's role names the company after it ("Broker and Owner, Keystone Ridge Realty"); a testimonial's does not. */
  const roleWithout = (role: string, company: string) =>
    role.endsWith(`, ${company}`) ? role.slice(0, -`, ${company}`.length) : role
  const quoted = [
    ...testimonials.map((testimonial) => ({
      name: testimonial.author,
      who: `${testimonial.role}, ${testimonial.company}`.toLowerCase(),
      where: `app/content/testimonials.json (${testimonial.id})`,
    })),
    ...caseStudies.map((study) => ({
      name: study.testimonial.author,
      who: `${roleWithout(study.testimonial.role, study.company)}, ${study.company}`.toLowerCase(),
      where: `app/content/case-studies/${study.id}.md`,
    })),
  ]

  it("give one name to one person: a name never stands for two roles or two companies", () => {
    expect(quoted.length).toBeGreaterThan(10)
    const byName = new Map<string, typeof quoted>()
    for (const person of quoted)
      byName.set(personOf(person.name), [...(byName.get(personOf(person.name)) ?? []), person])
    const clashes = [...byName.values()]
      .filter((people) => new Set(people.map((person) => person.who)).size > 1)
      .map((people) => people.map((person) => `${person.name} (${person.who}) in ${person.where}`).join(" and "))
    expect(clashes, "rename one of them, in English and in every translation").toEqual([])
  })

  it("write each name as the English file does, in every translation", () => {
    const renamed = translatedLocales.flatMap((locale) => [
      ...readListFile("testimonials", locale)
        .filter((testimonial) => testimonial.author !== testimonials.find((item) => item.id === testimonial.id)?.author)
        .map((testimonial) => `app/content/${locale}/testimonials.json (${testimonial.id}): ${testimonial.author}`),
      ...caseStudies.flatMap((study) => {
        const file = path.join(import.meta.dirname, locale, "case-studies", `${study.id}.md`)
        const { data } = splitFrontMatter(readFileSync(file, "utf8"))
        const author = (data as { testimonial?: { author?: string } }).testimonial?.author
        return author === study.testimonial.author
          ? []
          : [`app/content/${locale}/case-studies/${study.id}.md: ${author}`]
      }),
    ])
    expect(renamed).toEqual([])
  })
})

describe("the legal pages", () => {
  it("are the accessibility statement, the privacy policy, the terms and the trust page, each dated and in sections", () => {
    expect(legalPages.map((page) => page.id)).toEqual(["accessibility", "privacy", "terms", "trust"])
    for (const page of legalPages) {
      expect(page.lastUpdated, page.id).toMatch(/^[A-Z][a-z]+ \d{4}$/)
      expect(page.body, page.id).toMatch(/^## /m)
    }
  })

  // W3C asks for an accessibility statement's yearly review; a trust page that names companies is as good as its date.
  it.each(["accessibility", "trust"])("hold a %s page reviewed within the last year", (id) => {
    const { reviewedAt } = legalPages.find((page) => page.id === id) ?? {}
    expect(reviewedAt, `reviewedAt in app/content/legal/${id}.md`).toBeInstanceOf(Date)
    const yearAgo = new Date()
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1)
    expect(
      reviewedAt?.getTime(),
      "review the page against the site and its settings, then set reviewedAt to that day",
    ).toBeGreaterThanOrEqual(yearAgo.getTime())
    expect(reviewedAt?.getTime(), "reviewedAt is a day still to come").toBeLessThanOrEqual(Date.now())
  })

  it("name the agency and its contact details only through settings", () => {
    for (const page of legalPages) {
      expect(page.body, page.id).toContain("{email}")
      expect(page.body, page.id).not.toMatch(/@[a-z]+\.[a-z]/i)
    }
  })
})
