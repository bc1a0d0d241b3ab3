import path from "node:path"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { caseStudySchema, industryPageSchema, servicePageSchema } from "~/content/schemas"
import { readCollection } from "~/test/content-files"

/*
 * The pages written for one kind of buyer pair with their lists' ids, and a client story names its
 * industry and services by id: a file that names an id the lists lack, or a list item without its page,
 * stops the build with a message naming the file and the field. The Markdown is given as the build
 * reads it (`virtual:content/<row>`), from the shipped files, changed one field at a time.
 */

const content = path.resolve(import.meta.dirname, "../content")
const shipped = {
  caseStudies: readCollection(path.join(content, "case-studies"), caseStudySchema),
  industryPages: readCollection(path.join(content, "industry-pages"), industryPageSchema),
  servicePages: readCollection(path.join(content, "service-pages"), servicePageSchema),
}
type Shipped = typeof shipped

/** Entries as `virtual:content/<row>` gives them, the same in both languages. */
const asEntries = <Entry extends { id: string; body: string }>(files: readonly Entry[]) => {
  const entries = files.map(({ id, body, ...data }) => ({ id, data, body, html: "" }))
  return { en: entries, es: entries }
}

async function buyerPagesWith(change: Partial<Shipped> = {}) {
  const files = { ...shipped, ...change }
  vi.resetModules()
  vi.doMock("virtual:content/caseStudies", () => ({ caseStudies: asEntries(files.caseStudies) }))
  vi.doMock("virtual:content/industryPages", () => ({ industryPages: asEntries(files.industryPages) }))
  vi.doMock("virtual:content/servicePages", () => ({ servicePages: asEntries(files.servicePages) }))
  vi.doMock("virtual:content/blog", () => ({ blog: { en: [], es: [] } }))
  vi.doMock("virtual:content/legal", () => ({ legal: { en: [], es: [] } }))
  return import("./buyer-pages")
}

// The first import transforms the module graph; once, as set-up, so no test's time depends on it.
beforeAll(() => buyerPagesWith())

afterEach(() => {
  vi.doUnmock("virtual:content/caseStudies")
  vi.doUnmock("virtual:content/industryPages")
  vi.doUnmock("virtual:content/servicePages")
  vi.doUnmock("virtual:content/blog")
  vi.doUnmock("virtual:content/legal")
})

const changed = <Entry extends { id: string }>(entries: readonly Entry[], id: string, change: Partial<Entry>) =>
  entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry))

describe("the industries' and services' pages", () => {
  it("pair every industry and every service with its page, its stories and the services it names", async () => {
    const { getIndustryPages, getServicePages, storyViews } = await buyerPagesWith()
    const industries = getIndustryPages("en")
    expect(industries.map((page) => page.path).sort()).toEqual(
      shipped.industryPages.map((page) => `/industries/${page.id}`).sort(),
    )
    for (const page of industries) {
      expect(page.stories.every((story) => story.industry === page.id)).toBe(true)
      expect(page.services.map((service) => service.id)).toEqual(page.entry.data.services)
    }
    expect(getServicePages("es").map((page) => page.path)).toContain("/es/services/lead-generation")
    // Every view has stories, and every story is in its industry's view and its services' views.
    const views = storyViews("en")
    expect(views.every((view) => view.stories.length > 0)).toBe(true)
    for (const story of shipped.caseStudies) {
      expect(views.find((view) => view.facet === "industry" && view.id === story.industry)?.stories).toContainEqual(
        expect.objectContaining({ id: story.id }),
      )
      for (const service of story.services)
        expect(views.find((view) => view.facet === "service" && view.id === service)?.stories).toContainEqual(
          expect.objectContaining({ id: story.id }),
        )
    }
  })

  it("stop on a story whose industry is not in the list, naming the file and the field", async () => {
    const { getIndustryPages } = await buyerPagesWith({
      caseStudies: changed(shipped.caseStudies, "keystone-ridge-realty", { industry: "realty" }),
    })
    expect(() => getIndustryPages("en")).toThrow(
      'app/content/case-studies/keystone-ridge-realty.md: industry: "realty" is not an industry of app/content/industries.json',
    )
  })

  it("stop on a story naming a service the list lacks, naming the file and the field", async () => {
    const { getServicePages } = await buyerPagesWith({
      caseStudies: changed(shipped.caseStudies, "juniper-trail-outfitters", { services: ["chatbots"] }),
    })
    expect(() => getServicePages("en")).toThrow(
      'app/content/case-studies/juniper-trail-outfitters.md: services: "chatbots" is not a service of app/content/services.json',
    )
  })

  it("stop on an industry page naming a service the list lacks", async () => {
    const { getIndustryPages } = await buyerPagesWith({
      industryPages: changed(shipped.industryPages, "legal", { services: ["seo"] }),
    })
    expect(() => getIndustryPages("en")).toThrow(
      'app/content/industry-pages/legal.md: services: "seo" is not a service of app/content/services.json',
    )
  })

  it("stop on an industry without its page, and on a page without its industry", async () => {
    const withoutLegal = await buyerPagesWith({
      industryPages: shipped.industryPages.filter((page) => page.id !== "legal"),
    })
    expect(() => withoutLegal.getIndustryPages("en")).toThrow(
      "app/content/industry-pages/legal.md is missing: every item of app/content/industries.json has its page",
    )
    const stray = await buyerPagesWith({
      servicePages: [
        ...shipped.servicePages,
        { ...(shipped.servicePages[0] as Shipped["servicePages"][number]), id: "seo" },
      ],
    })
    expect(() => stray.getServicePages("en")).toThrow(
      'app/content/service-pages/seo.md: "seo" is not an id of app/content/services.json',
    )
  })

  it("credit a booking to the page's path, without its leading slash", async () => {
    const { bookingSourceOf } = await buyerPagesWith()
    expect(bookingSourceOf("/industries/legal")).toBe("industries/legal")
    expect(bookingSourceOf("/es/services/lead-generation")).toBe("es/services/lead-generation")
  })
})
