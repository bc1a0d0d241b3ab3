import {
  actionLabel,
  at,
  byId,
  caseStudies,
  dollars,
  given,
  labelOf,
  lists,
  pageCopy,
  servicePages,
} from "./support/content"
import { contactFormWords } from "virtual:content/contactFormWords"
import { priceWords } from "virtual:content/priceWords"
import { phoneHoursWords } from "virtual:content/phoneHoursWords"
import { contactFieldLimits } from "../../app/lib/contact-form"
import { investmentText } from "../../app/lib/format"
import { afterNextFrame, expect, test, waitForIsland, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { languages } from "./support/languages"
import { site } from "./support/site"
// After ./support/site, which gives the site's modules the settings under test.
import { timeZoneOf, writePhoneHours } from "../../app/lib/phone-hours"
import { sentenceStart } from "../../app/lib/format"

/*
 * The agency's words and figures on these pages are read from app/content, so an edit there keeps
 * this suite green; the specification's are checked against the content the site shipped with
 * (app/test/specification.test.tsx).
 */

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

test.describe("/services", () => {
  const copy = pageCopy.services

  test("has the hero, three benefits, four service blocks and a closing call to action", async ({ page }) => {
    await page.goto("/services")
    for (const { title } of lists.benefits) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
    }
    for (const service of lists.services) {
      const block = page.getByRole("article", { name: service.title })
      await expect(block).toHaveAttribute("id", service.id)
      await expect(block.getByRole("listitem")).toHaveCount(5)
      await expect(block).toContainText(
        service.pricing.kind === "from" ? `Starting at ${dollars(service.pricing.monthlyFee)}/month` : "Custom pricing",
      )
      const image = block.getByRole("img")
      await expect(image).toHaveAttribute("alt", /.{20,}/)
      await expect(image).toHaveAttribute("loading", "lazy")
      await expect(image).toHaveAttribute("width", "640")
      await expect(image).toHaveAttribute("src", /^\/assets\/.+\.svg$/)
      await expect(block.getByRole("link", { name: labelOf(service.cta) })).toHaveAttribute("href", site.bookingUrl.en)
    }
    await expect(page.getByRole("heading", { level: 2, name: copy.closing.title })).toBeVisible()
  })

  test("its illustrations come from the site itself and load", async ({ page }) => {
    const outside: string[] = []
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url())
    })
    await page.goto("/services")
    for (const image of await page.getByRole("main").getByRole("img").all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640)
    }
    expect(outside).toEqual([])
  })

  test("a footer link leads to its service's own page", async ({ page }) => {
    const service = byId(lists.services, "lead-generation")
    await page.goto("/")
    await waitForPageReady(page)
    await page.getByRole("contentinfo").getByRole("link", { name: service.title }).click()
    await expect(page).toHaveURL(`/services/${service.id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(byId(servicePages, service.id).headline)
  })
})

test.describe("/process", () => {
  test("has four step cards with durations and activities, the guarantees and a closing call to action", async ({
    page,
  }) => {
    const copy = pageCopy.process
    await page.goto("/process")
    const steps = page
      .getByRole("region", { name: copy.steps.title })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      })
    await expect(steps).toHaveCount(4)
    for (const [index, { number, title, duration }] of lists.processSteps.entries()) {
      const step = steps.nth(index)
      await expect(step).toContainText(`Step ${String(number).padStart(2, "0")}`)
      await expect(step.getByRole("heading", { level: 3 })).toHaveText(title)
      await expect(step).toContainText(duration)
      await expect(step.getByRole("list").getByRole("listitem")).toHaveCount(5)
    }
    const guarantees = page.getByRole("region", { name: copy.guarantees.title })
    for (const { title, description } of lists.guarantees) {
      await expect(guarantees).toContainText(title)
      await expect(guarantees).toContainText(description)
    }
    // Client quotes all in view at once, five stars each, with no carousel and no island to load.
    const quotes = page.getByRole("region", { name: copy.testimonials.title }).getByRole("figure")
    await expect(quotes).toHaveCount(3)
    for (const quote of await quotes.all()) {
      await expect(quote).toBeVisible()
      await expect(quote.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible()
      await expect(quote.getByRole("blockquote")).toHaveText(/^“.{40,}”$/)
    }
    await expect(page.getByRole("button", { name: "Next testimonial" })).toHaveCount(0)
    await expect(page.locator("astro-island")).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 2, name: copy.closing.title })).toBeVisible()
  })
})

test.describe("/case-studies", () => {
  const copy = pageCopy.caseStudies

  test("opens with the headline figures and shows each industry's clients and ROI", async ({ page }) => {
    await page.goto("/case-studies")
    const hero = page.getByRole("region", { name: copy.hero.title })
    for (const id of ["clients", "roi", "success"]) {
      const { value, label } = byId(lists.claims, id)
      await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible()
      await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible()
    }
    const industries = page.getByRole("region", { name: copy.industries.title }).getByRole("listitem")
    await expect(industries).toHaveCount(lists.industries.length)
    for (const [index, { industry, clients, averageRoiPercent }] of lists.industries.entries()) {
      await expect(industries.nth(index)).toContainText(industry)
      await expect(industries.nth(index)).toContainText(`${clients} ${clients === 1 ? "client" : "clients"}`)
      await expect(industries.nth(index)).toContainText(`${averageRoiPercent}% average ROI`)
    }
  })

  test("tells each client story with four results, a testimonial, timeframe and investment", async ({ page }) => {
    await page.goto("/case-studies")
    const stories = page.getByRole("region", { name: copy.stories.title, exact: true }).getByRole("article")
    await expect(stories).toHaveCount(caseStudies.length)
    for (const [index, study] of caseStudies.entries()) {
      const story = stories.nth(index)
      await expect(story.getByRole("heading", { level: 3 })).toHaveText(study.company)
      // Each result reads figure first: "68% faster client intake".
      await expect(story.getByRole("list").first().getByRole("listitem")).toHaveCount(4)
      await expect(story.locator("blockquote")).toBeVisible()
      await expect(story).toContainText("Timeframe")
      await expect(story).toContainText(investmentText(study.investment, priceWords.en))
    }
    await expect(page.getByRole("heading", { level: 2, name: copy.closing.title })).toBeVisible()
  })
})

test.describe("/contact", () => {
  const copy = pageCopy.contact

  test("has the hero's two buttons, three ways to get in touch, details, quick answers and a trust strip", async ({
    page,
  }) => {
    await page.goto("/contact")
    const hero = page.getByRole("region", { name: copy.hero.title })
    await expect(hero.getByRole("link", { name: actionLabel(copy.hero.actions, "book-call") })).toHaveAttribute(
      "href",
      site.bookingUrl.en,
    )
    await expect(hero.getByRole("button", { name: actionLabel(copy.hero.actions, "voice-call") })).toBeVisible()

    const methods = page.getByRole("region", { name: copy.methods.title }).getByRole("listitem")
    await expect(methods).toHaveCount(3)
    await expect(methods.nth(0).getByRole("link", { name: labelOf(at(lists.contactMethods, 0).cta) })).toHaveAttribute(
      "target",
      "_blank",
    )
    await expect(methods.nth(1).getByRole("button", { name: labelOf(at(lists.contactMethods, 1).cta) })).toBeVisible()
    const { cta } = byId(lists.contactMethods, "email")
    const subject = given(cta.kind === "email" ? cta.subject : undefined, "subject for the email card")
    await expect(methods.nth(2).getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=${encodeURIComponent(subject)}`,
    )

    const details = page.getByRole("region", { name: copy.details.title })
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    await expect(details.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    )
    // The spec's "Mon-Fri 9 AM-6 PM EST", as the site writes it: "Monday to Friday, 9 AM to 6 PM ET".
    await expect(details).toContainText(
      sentenceStart(writePhoneHours(site.openingHours, timeZoneOf(site.phoneHours), phoneHoursWords.en)),
    )
    await expect(details).toContainText(copy.details.responsePromise)

    const answers = page.getByRole("region", { name: copy.quickAnswers.title })
    await expect(answers.getByRole("term")).toHaveCount(4)
    for (const { question, answer } of lists.quickAnswers) {
      await expect(answers.getByRole("term").filter({ hasText: question })).toHaveCount(1)
      await expect(answers).toContainText(answer)
    }
    await expect(page.getByRole("region", { name: copy.trustStrip.label })).toContainText(
      byId(lists.claims, "roi").value,
    )
  })

  test("Chat with AI Assistant does nothing visible without a configured assistant", async ({ page, context }) => {
    const outside: string[] = []
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url())
    })
    await page.goto("/contact")
    await waitForPageReady(page)
    let opened = false
    context.on("page", () => {
      opened = true
    })
    await page.getByRole("region", { name: copy.hero.title }).getByRole("button").click()
    await afterNextFrame(page)
    expect(opened).toBe(false)
    await expect(page).toHaveURL("/contact")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0)
    expect(outside).toEqual([])
  })

  test.describe("the form", () => {
    // In each language (the specification's English words are held by the form's unit tests).
    for (const language of languages) {
      const { form: words } = language.words
      const { fields } = words
      const label = (text: string) => new RegExp(`^${text}`)
      test(`shows what to fix next to each field, focuses the first, and opens nothing (${language.name})`, async ({
        page,
        context,
      }) => {
        await page.goto(language.path("/contact"))
        await waitForPageReady(page)
        let opened = false
        context.on("page", () => {
          opened = true
        })
        const form = page.getByRole("form", { name: language.pageCopy.contact.form.title })
        await form.getByRole("button", { name: words.submit }).click()
        const name = form.getByRole("textbox", { name: label(fields.name.label) })
        const email = form.getByRole("textbox", { name: label(fields.email.label) })
        await expect(name).toBeFocused()
        await expect(name).toHaveAttribute("aria-invalid", "true")
        await expect(name).toHaveAccessibleDescription(fields.name.required)
        await expect(email).toHaveAccessibleDescription(fields.email.required)
        await expect(form.getByRole("textbox", { name: label(fields.message.label) })).toHaveAccessibleDescription(
          fields.message.required,
        )
        await expect(form.getByRole("status")).toHaveText(words.errorSummary(3))

        await name.fill("Ana Ruiz")
        await email.fill("ana@ruizlaw")
        await form.getByRole("textbox", { name: label(fields.message.label) }).fill("We miss calls after hours.")
        await form.getByRole("button", { name: words.submit }).click()
        await expect(email).toBeFocused()
        await expect(email).toHaveAccessibleDescription(fields.email.invalid)
        expect(opened).toBe(false)
      })
    }

    test("no field takes more than the lead intake accepts, and a full message says so", async ({ page }) => {
      await page.goto("/contact")
      const form = page.getByRole("form", { name: copy.form.title })
      // Written into the page as served, so typing is held to them before the form's code runs too.
      const limited = [
        [/^Full Name/, contactFieldLimits.name],
        [/^Email Address/, contactFieldLimits.email],
        [/^Company Name/, contactFieldLimits.company],
        [/^Phone Number/, contactFieldLimits.phone],
        [/^Message/, contactFieldLimits.message],
      ] as const
      for (const [name, max] of limited)
        await expect(form.getByRole("textbox", { name })).toHaveAttribute("maxlength", String(max))
      const message = form.getByRole("textbox", { name: /^Message/ })
      await message.scrollIntoViewIfNeeded()
      await waitForIsland(message)
      // A paste longer than the field stops at its limit, and the field says why.
      await message.fill("a".repeat(contactFieldLimits.message + 1000))
      await expect(message).toHaveValue("a".repeat(contactFieldLimits.message))
      await expect(message).toHaveAccessibleDescription("0 characters left")
    })

    test("a valid submit opens the booking calendar in a new tab and sends nothing", async ({ page, context }) => {
      await page.goto("/contact")
      await waitForPageReady(page)
      const sent: string[] = []
      page.on("request", (request) => {
        if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`)
      })
      const form = page.getByRole("form", { name: copy.form.title })
      await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
      await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw.com")
      await form.getByRole("textbox", { name: /^Company Name/ }).fill("Ruiz Law")
      await form
        .getByRole("combobox", { name: /^Service Interested In/ })
        .selectOption(at(contactFormWords.en.serviceOptions, 3))
      await form.getByRole("textbox", { name: /^Message/ }).fill("We miss calls after hours.")
      const tab = await clickForNewTab(context, form.getByRole("button", { name: "Send Message" }))
      expect(new URL(tab.url()).origin + new URL(tab.url()).pathname).toBe(site.bookingUrl.en)
      expect(sent).toEqual([])
      await expect(page).toHaveURL("/contact")
    })
  })
})
