import path from "node:path"
import { describe, expect, it } from "vitest"
import { readCollection, readListFile, readPageFile, writtenJson } from "~/test/content-files"
import { listFiles } from "./files"
import { contactForm } from "./interface/contact-form"
import { contactForm as spanishContactForm } from "./interface/es/contact-form"
import { caseStudySchema, legalPageSchema, pageSchemas, type PageId } from "./schemas"
import { mergeTranslation, translationFile } from "./translations"
import type { CallToAction } from "./types"

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
const pages = Object.fromEntries((Object.keys(pageSchemas) as PageId[]).map((page) => [page, readPageFile(page)]))
const homePage = readPageFile("home")

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

  it("calls to action are complete: a label, and a path inside the site for page links", () => {
    const actions = callsToActionIn([collections, pages])
    expect(actions.length).toBeGreaterThan(20)
    for (const action of actions) {
      if (action.kind !== "email" && action.kind !== "phone") expect(action.label.trim()).not.toBe("")
      if (action.kind === "page") expect(action.to).toMatch(/^\/[a-z0-9/#-]*$/)
    }
  })
})

describe("the home page's figures", () => {
  it("states the marketing claims", () => {
    expect(marketingClaims.map((claim) => claim.value)).toEqual(["27+", "295%", "100%", "24/7", "300+"])
  })

  it("has three benefits: Save Time, Reduce Costs, Unlock Growth", () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual(["Save Time", "Reduce Costs", "Unlock Growth"])
  })

  it("has four process steps in order", () => {
    expect(processSteps.map((step) => [step.number, step.title])).toEqual([
      [1, "Discovery & Assessment"],
      [2, "Design & Build"],
      [3, "Deploy & Monitor"],
      [4, "Optimize & Scale"],
    ])
  })

  it("has four audiences with the use cases the specification lists", () => {
    expect(audiences.map((audience) => [audience.title, audience.useCases])).toEqual([
      ["Law Firms", ["Client intake", "Case management", "Follow-ups"]],
      ["Real Estate", ["Lead qualification", "Property follow-ups"]],
      ["E-commerce", ["Customer support", "Order tracking", "Abandoned cart recovery"]],
      ["Healthcare", ["Patient reminders", "Scheduling", "Record management"]],
    ])
  })

  it("has six testimonials, each rated 5 with an author, role and company", () => {
    expect(testimonials).toHaveLength(6)
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.author && testimonial.role && testimonial.company).toBeTruthy()
    }
  })

  it("has three plans with the specification's fees and features; Growth alone is popular", () => {
    const summary = pricingPlans.map((plan) => ({
      name: plan.name,
      monthly: plan.price.kind === "fixed" ? plan.price.monthlyFee.amount : "custom",
      setup: plan.price.kind === "fixed" ? plan.price.setupFee.amount : "custom",
      features: plan.features.length,
      popular: plan.popular,
      cta: plan.cta,
    }))
    expect(summary).toEqual([
      {
        name: "Starter",
        monthly: 500,
        setup: 999,
        features: 5,
        popular: false,
        cta: { kind: "voice-call-or-book", label: "Get Started" },
      },
      {
        name: "Growth",
        monthly: 1000,
        setup: 3500,
        features: 7,
        popular: true,
        cta: { kind: "voice-call-or-book", label: "Get Started" },
      },
      {
        name: "Enterprise",
        monthly: "custom",
        setup: "custom",
        features: 7,
        popular: false,
        cta: { kind: "book-call", label: "Contact Sales" },
      },
    ])
    expect(pricingPlans[0]?.features).toEqual([
      "1 automated workflow",
      "Basic chatbot integration",
      "Email support",
      "Monthly performance reports",
      "Basic integrations",
    ])
    expect(pricingPlans[1]?.features).toEqual([
      "3-5 automated workflows",
      "Advanced AI service agent",
      "Lead automation system",
      "Priority support",
      "Custom integrations",
      "Weekly strategy calls",
      "Performance dashboard",
    ])
    expect(pricingPlans[2]?.features).toEqual([
      "Unlimited workflows",
      "Advanced AI capabilities",
      "Dedicated account manager",
      "24/7 priority support",
      "Custom development",
      "White-label solutions",
      "SLA guarantees",
    ])
  })

  it("says all plans include setup, training and ongoing support, and offers a consultation", () => {
    expect(homePage.pricing.lede).toContain("All plans include setup, training and ongoing support")
    expect(homePage.pricingClosing).toEqual({
      question: "Not sure which plan is right for you?",
      action: { kind: "book-call", label: "Schedule a Free Consultation" },
    })
  })

  it("has six FAQ items on the specified topics, the answers consistent with the site's figures", () => {
    expect(faqs.map((faq) => faq.id)).toEqual([
      "what-can-be-automated",
      "setup-time",
      "data-security",
      "technical-knowledge",
      "changes-after-launch",
      "integrations",
    ])
    const answer = (id: string) => faqs.find((faq) => faq.id === id)?.answer ?? ""
    expect(answer("setup-time")).toMatch(/1-2 weeks[\s\S]*4-8 weeks/)
    expect(answer("integrations")).toContain("300+")
    expect(answer("changes-after-launch")).toContain("24/7")
  })
})

describe("the inner pages' figures", () => {
  it("has the four services with their prices, five features and an illustration with alt text", () => {
    expect(
      services.map((service) => [
        service.title,
        service.pricing.kind === "from" ? service.pricing.monthlyFee.amount : "custom",
      ]),
    ).toEqual([
      ["AI Customer Support Agents", 500],
      ["Workflow Automation with n8n", 1000],
      ["Lead Generation Automation", 750],
      ["Custom AI Integrations", "custom"],
    ])
    for (const service of services) {
      expect(service.features).toHaveLength(5)
      expect(service.image.alt.length).toBeGreaterThan(20)
      expect(service.image.file).toMatch(/\.svg$/)
    }
  })

  it("gives each process step its duration and five activities", () => {
    expect(processSteps.map((step) => step.duration)).toEqual(["1-2 weeks", "2-6 weeks", "1-2 weeks", "Ongoing"])
    for (const step of processSteps) expect(step.activities).toHaveLength(5)
  })

  it("states the three guarantees", () => {
    const text = guarantees.map((guarantee) => `${guarantee.title} ${guarantee.description}`)
    expect(text[0]).toMatch(/30 days[\s\S]*free/)
    expect(text[1]).toMatch(/90 days[\s\S]*setup fee/)
    expect(text[2]).toContain("24/7")
  })

  it("counts 27 clients across the six industries, with each industry's average ROI", () => {
    expect(industrySummaries.map((summary) => [summary.industry, summary.clients, summary.averageRoiPercent])).toEqual([
      ["Legal", 6, 280],
      ["Healthcare", 8, 320],
      ["Real Estate", 5, 250],
      ["E-commerce", 4, 310],
      ["Financial Services", 3, 290],
      ["Technology", 1, 400],
    ])
    expect(industrySummaries.reduce((sum, summary) => sum + summary.clients, 0)).toBe(27)
  })

  it("tells six client stories, one per industry, with four results and an investment in range", () => {
    expect(caseStudies.map((study) => study.industry)).toEqual([
      "Legal",
      "E-commerce",
      "Real Estate",
      "Healthcare",
      "Financial Services",
      "Technology",
    ])
    for (const study of caseStudies) {
      expect(study.results).toHaveLength(4)
      expect(study.investment.setupFee.amount).toBeGreaterThanOrEqual(12_000)
      expect(study.investment.setupFee.amount).toBeLessThanOrEqual(45_000)
      expect(study.investment.monthlyFee.amount).toBeGreaterThanOrEqual(750)
      expect(study.investment.monthlyFee.amount).toBeLessThanOrEqual(2_500)
    }
  })

  it("offers the contact form's service choices and four quick answers", () => {
    expect(contactForm.serviceOptions).toEqual([
      ...services.map((service) => service.title),
      "Not sure - need consultation",
    ])
    // In Spanish too: the form's choices are the Spanish services' titles (app/content/es/services.json).
    const spanishServices = (
      mergeTranslation(
        writtenJson(listFiles.services.file),
        writtenJson(translationFile(listFiles.services.file, "es")),
        "es",
      ).merged as { services: { title: string }[] }
    ).services
    expect(spanishContactForm.serviceOptions.slice(0, 4)).toEqual(spanishServices.map((service) => service.title))
    expect(contactForm.serviceOptions).toEqual([
      "AI Customer Support Agents",
      "Workflow Automation with n8n",
      "Lead Generation Automation",
      "Custom AI Integrations",
      "Not sure - need consultation",
    ])
    expect(quickAnswers).toHaveLength(4)
    expect(quickAnswers.map((answer) => answer.answer).join(" ")).toMatch(/30-minute[\s\S]*1-2 weeks/)
    expect(contactMethods.map((method) => method.cta.kind)).toEqual(["book-call", "voice-call", "email"])
  })
})

describe("the legal pages", () => {
  it("were last updated December 2024 and have the required sections", () => {
    const headings = (id: string) =>
      [...(legalPages.find((page) => page.id === id)?.body ?? "").matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(legalPages.map((page) => [page.id, page.lastUpdated])).toEqual([
      ["privacy", "December 2024"],
      ["terms", "December 2024"],
    ])
    expect(headings("privacy")).toEqual(
      expect.arrayContaining(["Information We Collect", "How We Use Information", "Information Sharing", "Contact Us"]),
    )
    expect(headings("terms")).toEqual(
      expect.arrayContaining(["Acceptance of Terms", "Use License", "Service Availability", "Contact Information"]),
    )
  })

  it("name the agency and its contact details only through settings", () => {
    for (const page of legalPages) {
      expect(page.body, page.id).toContain("{email}")
      expect(page.body, page.id).not.toMatch(/@[a-z]+\.[a-z]/i)
    }
  })
})
