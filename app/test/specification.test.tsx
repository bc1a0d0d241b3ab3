// @vitest-environment jsdom
import { screen, within } from "@testing-library/dom"
import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { StatList } from "~/components/stat-list"
import { AudiencesSection } from "~/components/sections/audiences-section"
import { BenefitsSection } from "~/components/sections/benefits-section"
import { CaseStudiesSection } from "~/components/sections/case-studies-section"
import { FaqSection } from "~/components/sections/faq-section"
import { GuaranteesSection } from "~/components/sections/guarantees-section"
import { IndustriesSection } from "~/components/sections/industries-section"
import { PageHero } from "~/components/sections/page-hero"
import { PricingSection } from "~/components/sections/pricing-section"
import { ProcessStepsSection } from "~/components/sections/process-steps-section"
import { ProcessTimelineSection } from "~/components/sections/process-timeline-section"
import { ServicesSection } from "~/components/sections/services-section"
import { StatsSection } from "~/components/sections/stats-section"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { defaultLocale } from "~/config/locales"
import { site } from "~/config/site"
import { contactFormWords } from "~/content/interface/contact-form"
import { contactFormWords as spanishContactForm } from "~/content/interface/es/contact-form"
import { blogPostSchema, caseStudySchema, legalPageSchema } from "~/content/schemas"
import { specCollection, specList, specPage } from "./spec-content"
import { caseStudyWords } from "virtual:content/caseStudyWords"
import { processWords } from "virtual:content/processWords"
import { testimonialCarouselWords } from "virtual:content/testimonialCarouselWords"

/*
 * The specification's figures and words (docs: the product specification), checked once, against
 * the frozen copy of the content the site shipped with (tests/fixtures/spec-content, read by
 * ./spec-content.ts): first the files, then the sections the pages are built from, rendered from
 * them as the build renders them. The live files in app/content are the agency's: a price, a
 * claim or a heading changed there is the agency's right, and app/content's tests check only the
 * rules the site needs. So the site as shipped provably meets the specification, and the agency's
 * edits never turn a test red.
 */

const locale = defaultLocale
const words = {
  caseStudyWords: caseStudyWords[locale],
  processWords: processWords[locale],
  testimonialCarouselWords: testimonialCarouselWords[locale],
}

const claims = specList("claims")
const benefits = specList("benefits")
const processSteps = specList("processSteps")
const audiences = specList("audiences")
const testimonials = specList("testimonials")
const plans = specList("plans")
const faqs = specList("faqs")
const services = specList("services")
const guarantees = specList("guarantees")
const industries = specList("industries")
const quickAnswers = specList("quickAnswers")
const contactMethods = specList("contactMethods")
const home = specPage("homePage")
const contact = specPage("contactPage")
const caseStudiesPage = specPage("caseStudiesPage")
const notFound = specPage("notFoundPage")
const caseStudies = specCollection("case-studies", caseStudySchema)
  .sort((a, b) => a.order - b.order)
  .map((study) => ({
    ...study,
    industryName: industries.find((industry) => industry.id === study.industry)?.industry ?? "(no such industry)",
  }))
const legalPages = specCollection("legal", legalPageSchema)
const posts = specCollection("blog", blogPostSchema)

const claim = (id: string) => claims.find((entry) => entry.id === id)?.value
const wordsIn = (markdown: string) => markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
const headingsOf = (body: string) => [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1])

/** A section as the build writes it into the page, in the document, to be read by role. */
function renderPart(part: ReactElement) {
  document.body.innerHTML = renderToStaticMarkup(part)
  return document.body
}

describe("the specification's content", () => {
  it("makes the marketing claims: 27+ businesses, 295% average ROI, 100% success, 24/7 support, 300+ apps", () => {
    expect(["clients", "roi", "success", "support", "integrations"].map(claim)).toEqual([
      "27+",
      "295%",
      "100%",
      "24/7",
      "300+",
    ])
  })

  it("has three benefits: Save Time, Reduce Costs, Unlock Growth", () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual(["Save Time", "Reduce Costs", "Unlock Growth"])
  })

  it("has four process steps in order, with each phase's duration and five activities", () => {
    expect(processSteps.map((step) => [step.number, step.title, step.duration])).toEqual([
      [1, "Discovery & Assessment", "1-2 weeks"],
      [2, "Design & Build", "2-6 weeks"],
      [3, "Deploy & Monitor", "1-2 weeks"],
      [4, "Optimize & Scale", "Ongoing"],
    ])
    for (const step of processSteps) expect(step.activities).toHaveLength(5)
  })

  it("has four audiences with the use cases the specification lists", () => {
    expect(audiences.map((audience) => [audience.title, audience.useCases])).toEqual([
      ["Law Firms", ["Client intake", "Case management", "Follow-ups"]],
      ["Real Estate", ["Lead qualification", "Property follow-ups"]],
      ["E-commerce", ["Customer support", "Order tracking", "Abandoned cart recovery"]],
      ["Healthcare", ["Patient reminders", "Scheduling", "Record management"]],
    ])
  })

  it("has six testimonials, each rated 5 with an author, role and company, marked as sample content", () => {
    expect(testimonials).toHaveLength(6)
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.author && testimonial.role && testimonial.company).toBeTruthy()
      expect(testimonial.sample).toBe(true)
    }
  })

  it("has three plans with the specification's fees and features; Growth alone is popular", () => {
    const summary = plans.map((plan) => ({
      name: plan.name,
      monthly: plan.price.kind === "fixed" ? plan.price.monthlyFee.amount : "custom",
      setup: plan.price.kind === "fixed" ? plan.price.setupFee.amount : "custom",
      popular: plan.popular,
      cta: plan.cta,
    }))
    expect(summary).toEqual([
      {
        name: "Starter",
        monthly: 500,
        setup: 999,
        popular: false,
        cta: { kind: "voice-call-or-book", label: "Get Started" },
      },
      {
        name: "Growth",
        monthly: 1000,
        setup: 3500,
        popular: true,
        cta: { kind: "voice-call-or-book", label: "Get Started" },
      },
      {
        name: "Enterprise",
        monthly: "custom",
        setup: "custom",
        popular: false,
        cta: { kind: "book-call", label: "Contact Sales" },
      },
    ])
    expect(plans.map((plan) => plan.features)).toEqual([
      [
        "1 automated workflow",
        "Basic chatbot integration",
        "Email support",
        "Monthly performance reports",
        "Basic integrations",
      ],
      [
        "3-5 automated workflows",
        "Advanced AI service agent",
        "Lead automation system",
        "Priority support",
        "Custom integrations",
        "Weekly strategy calls",
        "Performance dashboard",
      ],
      [
        "Unlimited workflows",
        "Advanced AI capabilities",
        "Dedicated account manager",
        "24/7 priority support",
        "Custom development",
        "White-label solutions",
        "SLA guarantees",
      ],
    ])
  })

  it("gives the home page the specification's headline, buttons and section headings", () => {
    expect(home.hero.title).toBe("Automate. Accelerate. Dominate.")
    expect(home.hero.actions).toEqual([
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "watch-demo", label: "Watch Demo" },
    ])
    expect([home.process.title, home.audiences.title, home.testimonials.title, home.pricing.title]).toEqual([
      "Our Process",
      "Who We Help",
      "What Our Clients Say",
      "Flexible Plans for Every Stage",
    ])
    expect(home.pricing.lede).toContain("All plans include setup, training and ongoing support")
    expect(home.pricingClosing).toEqual({
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
    for (const faq of faqs) expect(faq.sample, faq.id).toBe(true)
    const answer = (id: string) => faqs.find((faq) => faq.id === id)?.answer ?? ""
    expect(answer("setup-time")).toMatch(/1-2 weeks[\s\S]*4-8 weeks/)
    expect(answer("integrations")).toContain(claim("integrations"))
    expect(answer("changes-after-launch")).toContain(claim("support"))
  })

  it("has the four services with their starting prices, five features and an illustration with alt text", () => {
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
    }
  })

  it("states the three guarantees", () => {
    const text = guarantees.map((guarantee) => `${guarantee.title} ${guarantee.description}`)
    expect(text[0]).toMatch(/30 days[\s\S]*free/)
    expect(text[1]).toMatch(/90 days[\s\S]*setup fee/)
    expect(text[2]).toContain("24/7")
  })

  it("counts 27 clients across the six industries, with each industry's average ROI", () => {
    expect(industries.map((summary) => [summary.industry, summary.clients, summary.averageRoiPercent])).toEqual([
      ["Legal", 6, 280],
      ["Healthcare", 8, 320],
      ["Real Estate", 5, 250],
      ["E-commerce", 4, 310],
      ["Financial Services", 3, 290],
      ["Technology", 1, 400],
    ])
    expect(industries.reduce((sum, summary) => sum + summary.clients, 0)).toBe(27)
  })

  it("tells six full client stories, one per industry, with four results and an investment in range", () => {
    expect(caseStudies.map((study) => study.industryName)).toEqual([
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
      expect(study.sample, study.id).toBe(true)
      expect(wordsIn(study.body), study.id).toBeGreaterThanOrEqual(400)
      expect(headingsOf(study.body), study.id).toEqual(
        expect.arrayContaining(["The client", "The challenge", "What we built", "The results"]),
      )
    }
  })

  it("gives the contact page its two buttons, three ways in, four quick answers and the 24-hour promise", () => {
    expect(contact.hero.actions.map((action) => [action.kind, action.label])).toEqual([
      ["book-call", "Book Free Consultation"],
      ["voice-call", "Chat with AI Assistant"],
    ])
    expect(contactMethods.map((method) => method.cta.kind)).toEqual(["book-call", "voice-call", "email"])
    expect(quickAnswers).toHaveLength(4)
    expect(quickAnswers.map((answer) => answer.answer).join(" ")).toMatch(/30-minute[\s\S]*1-2 weeks/)
    expect(contact.details.responsePromise).toContain("within 24 hours")
  })

  it("offers the contact form's service choices: the four services and one more, in both languages", () => {
    expect(contactFormWords.serviceOptions).toEqual([
      "AI Customer Support Agents",
      "Workflow Automation with n8n",
      "Lead Generation Automation",
      "Custom AI Integrations",
      "Not sure - need consultation",
    ])
    expect(contactFormWords.serviceOptions.slice(0, 4)).toEqual(services.map((service) => service.title))
    // The Spanish form names the services as the Spanish services file does.
    const spanishServices = specList("services", "es")
    expect(spanishContactForm.serviceOptions.slice(0, 4)).toEqual(spanishServices.map((service) => service.title))
  })

  it("words the 404 screen as the specification does", () => {
    expect([notFound.code, notFound.title, notFound.homeLink]).toEqual([
      "404",
      "Oops! Page not found",
      "Return to Home",
    ])
  })

  it("dates the legal pages December 2024 and gives them the required sections", () => {
    const headings = (id: string) => headingsOf(legalPages.find((page) => page.id === id)?.body ?? "")
    // The accessibility statement and the trust page are the site's own additions to the specification's two pages.
    expect(legalPages.map((page) => [page.id, page.lastUpdated])).toEqual([
      ["accessibility", "November 2026"],
      ["privacy", "December 2024"],
      ["terms", "December 2024"],
      ["trust", "December 2026"],
    ])
    expect(headings("privacy")).toEqual(
      expect.arrayContaining(["Information We Collect", "How We Use Information", "Information Sharing", "Contact Us"]),
    )
    expect(headings("terms")).toEqual(
      expect.arrayContaining(["Acceptance of Terms", "Use License", "Service Availability", "Contact Information"]),
    )
  })

  it("ships four sample articles of 600 words or more that quote the plans' and services' prices and no others", () => {
    expect(posts.length).toBeGreaterThanOrEqual(4)
    const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`
    const prices = new Set([
      ...plans.flatMap((plan) =>
        plan.price.kind === "fixed" ? [dollars(plan.price.monthlyFee.amount), dollars(plan.price.setupFee.amount)] : [],
      ),
      ...services.flatMap((service) =>
        service.pricing.kind === "from" ? [dollars(service.pricing.monthlyFee.amount)] : [],
      ),
    ])
    for (const post of posts) {
      expect(post.sample, post.id).toBe(true)
      expect(wordsIn(post.body), post.id).toBeGreaterThanOrEqual(600)
      for (const [price] of post.body.matchAll(/\$\d[\d,]*(?=\/month| per month| setup)/g))
        expect(prices, `${post.id}: ${price}`).toContain(price)
    }
    expect(services.some((service) => posts.some((post) => post.body.includes(service.title)))).toBe(true)
  })
})

describe("the pages' sections, rendered from the specification's content", () => {
  it("the home page's hero: the headline, and buttons to book and to watch the demo", () => {
    const hero = renderPart(<PageHero locale={locale} {...home.hero} size="home" />)
    expect(within(hero).getByRole("heading", { level: 1 })).toHaveTextContent("Automate. Accelerate. Dominate.")
    expect(within(hero).getByRole("link", { name: /^Book Free Consultation/ })).toHaveAttribute(
      "href",
      site.bookingUrl.en,
    )
    expect(within(hero).getByRole("link", { name: /^Watch Demo/ })).toHaveAttribute("href", site.demoVideoUrl.en)
  })

  it("the value statement: each marketing figure with its label", () => {
    renderPart(<StatsSection intro={home.valueStatement} stats={claims} />)
    const figures = screen.getAllByRole("definition").map((figure) => figure.textContent)
    expect(figures).toEqual(["27+", "295%", "100%", "24/7", "300+"])
  })

  it("the benefits, the process timeline and the audiences, under the specification's headings", () => {
    renderPart(
      <>
        <BenefitsSection intro={home.benefits} benefits={benefits} />
        <ProcessTimelineSection id="process" intro={home.process} steps={processSteps} />
        <AudiencesSection intro={home.audiences} audiences={audiences} locale={locale} />
      </>,
    )
    for (const title of ["Save Time", "Reduce Costs", "Unlock Growth"])
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Our Process" })).toBeInTheDocument()
    const steps = within(document.getElementById("process") ?? document.body).getAllByRole("listitem")
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^01Discovery & Assessment/),
      expect.stringMatching(/^02Design & Build/),
      expect.stringMatching(/^03Deploy & Monitor/),
      expect.stringMatching(/^04Optimize & Scale/),
    ])
    expect(screen.getByRole("heading", { level: 2, name: "Who We Help" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Law Firms" }).closest("li")).toHaveTextContent(
      /Client intake[\s\S]*Case management[\s\S]*Follow-ups/,
    )
  })

  it("the testimonials: What Our Clients Say, one of six at a time, with five stars", () => {
    const { testimonialCarouselWords } = words
    renderPart(
      <TestimonialsSection
        intro={home.testimonials}
        testimonials={testimonials}
        labels={testimonialCarouselWords.labels}
        intervalMs={testimonialCarouselWords.intervalMs}
      />,
    )
    expect(screen.getByRole("heading", { level: 2, name: "What Our Clients Say" })).toBeInTheDocument()
    expect(screen.getByRole("group")).toHaveAccessibleName(`1 ${testimonialCarouselWords.labels.of} 6`)
    expect(screen.getByRole("img", { name: testimonialCarouselWords.labels.rating(5, 5) })).toBeInTheDocument()
    expect(testimonialCarouselWords.intervalMs).toBe(5000)
  })

  it("the pricing plans: the fees, the features, Most Popular on Growth and the closing question", () => {
    renderPart(
      <PricingSection
        id="pricing"
        intro={home.pricing}
        plans={plans}
        closing={home.pricingClosing}
        estimator={{ ...home.pricingEstimator, href: "/services#estimator" }}
        locale={locale}
      />,
    )
    expect(screen.getByRole("heading", { level: 2, name: "Flexible Plans for Every Stage" })).toBeInTheDocument()
    const card = (name: string) => screen.getByRole("article", { name })
    expect(card("Starter")).toHaveTextContent(/\$500\/month\s*\+ \$999 setup/)
    expect(card("Starter")).not.toHaveTextContent("Most Popular")
    expect(card("Growth")).toHaveTextContent(/Most Popular[\s\S]*\$1,000\/month\s*\+ \$3,500 setup/)
    expect(card("Enterprise")).toHaveTextContent("Custom pricing")
    expect(screen.getAllByText("Most Popular")).toHaveLength(1)
    expect(within(card("Starter")).getAllByRole("listitem")).toHaveLength(5)
    expect(within(card("Growth")).getAllByRole("listitem")).toHaveLength(7)
    expect(within(card("Enterprise")).getAllByRole("listitem")).toHaveLength(7)
    expect(within(card("Enterprise")).getByRole("link", { name: /^Contact Sales/ })).toHaveAttribute(
      "href",
      site.bookingUrl.en,
    )
    expect(screen.getByText("Not sure which plan is right for you?")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /^Schedule a Free Consultation/ })).toHaveAttribute(
      "href",
      site.bookingUrl.en,
    )
  })

  it("the FAQ: six questions, the closing line linking to the contact anchor", () => {
    renderPart(<FaqSection id="faq" intro={home.faq} faqs={faqs} contact={{ ...home.faqContact, href: "#contact" }} />)
    expect(screen.getAllByRole("button")).toHaveLength(6)
    expect(screen.getByRole("link", { name: home.faqContact.linkLabel })).toHaveAttribute("href", "#contact")
  })

  it("the services page: each service's starting price", () => {
    const withPictures = services.map((service) => ({
      ...service,
      image: { ...service.image, src: `/${service.image.file}` },
    }))
    renderPart(<ServicesSection intro={home.solutions} services={withPictures} detail="full" locale={locale} />)
    const block = (name: string) => screen.getByRole("article", { name })
    expect(block("AI Customer Support Agents")).toHaveTextContent("Starting at $500/month")
    expect(block("Workflow Automation with n8n")).toHaveTextContent("Starting at $1,000/month")
    expect(block("Lead Generation Automation")).toHaveTextContent("Starting at $750/month")
    expect(block("Custom AI Integrations")).toHaveTextContent("Custom pricing")
  })

  it("the process page: each phase's duration, and the guarantees", () => {
    renderPart(
      <>
        <ProcessStepsSection intro={home.process} steps={processSteps} labels={words.processWords} />
        <GuaranteesSection intro={home.benefits} guarantees={guarantees} />
      </>,
    )
    for (const [title, duration] of [
      ["Discovery & Assessment", "1-2 weeks"],
      ["Design & Build", "2-6 weeks"],
      ["Deploy & Monitor", "1-2 weeks"],
      ["Optimize & Scale", "Ongoing"],
    ])
      expect(screen.getByRole("heading", { level: 3, name: title }).closest("li")).toHaveTextContent(duration ?? "")
    expect(document.body).toHaveTextContent(/30 days[\s\S]*90 days/)
  })

  it("the case studies page: the headline figures, each industry's clients and ROI, six stories in range", () => {
    const { caseStudyWords } = words
    const headline = ["clients", "roi", "success"].flatMap((id) => claims.filter((entry) => entry.id === id))
    renderPart(
      <>
        <StatList stats={headline} variant="inverse" />
        <IndustriesSection
          intro={caseStudiesPage.industries}
          industries={industries}
          labels={caseStudyWords.industry}
          locale={locale}
        />
        <CaseStudiesSection
          intro={caseStudiesPage.stories}
          caseStudies={caseStudies}
          labels={caseStudyWords.card}
          readFull={caseStudyWords.story.readFull}
          locale={locale}
        />
      </>,
    )
    expect(
      screen
        .getAllByRole("definition")
        .slice(0, 3)
        .map((figure) => figure.textContent),
    ).toEqual(["27+", "295%", "100%"])
    const industry = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li")
    expect(industry("Legal")).toHaveTextContent(/6 clients\s*280% average ROI/)
    expect(industry("Technology")).toHaveTextContent(/1 client\s*400% average ROI/)
    const stories = screen.getAllByRole("article")
    expect(stories).toHaveLength(6)
    for (const story of stories)
      expect(story).toHaveTextContent(
        /\$(1[2-9]|[23]\d|4[0-5]),\d{3} setup \+ \$(7[5-9]\d|[89]\d\d|1,\d{3}|2,[0-4]\d\d|2,500)\/month/,
      )
  })

  it("the contact page's hero: Book Free Consultation and Chat with AI Assistant", () => {
    const hero = renderPart(<PageHero locale={locale} {...contact.hero} />)
    expect(within(hero).getByRole("link", { name: /^Book Free Consultation/ })).toHaveAttribute(
      "href",
      site.bookingUrl.en,
    )
    expect(within(hero).getByRole("button", { name: "Chat with AI Assistant" })).toBeInTheDocument()
  })
})
