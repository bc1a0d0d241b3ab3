import { actionLabel, asHtml, at, dollars, given, labelOf, lists, pageCopy } from "./support/content"
import { expect, test, waitForIsland, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { languages } from "./support/languages"
import { site } from "./support/site"

/*
 * Every word and figure the agency can change in /admin is read from app/content, so an edit there
 * keeps this suite green. The specification's own headline, section names, fees and figures are
 * checked once, against the content the site shipped with: app/test/specification.test.tsx.
 */
const home = pageCopy.home
const { audiences, benefits, claims, plans, processSteps, services, testimonials } = lists
const firstTestimonial = at(testimonials, 0)

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

test("the home page has every section of the specification, in order, with its anchors", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title)
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    home.valueStatement.title,
    home.benefits.title,
    home.solutions.title,
    home.process.title,
    home.audiences.title,
    home.testimonials.title,
    home.pricing.title,
    home.faq.title,
    home.closing.title,
  ])
  const sectionOf = (title: string) => page.getByRole("region", { name: title, exact: true })
  await expect(sectionOf(home.process.title)).toHaveAttribute("id", "process")
  await expect(sectionOf(home.testimonials.title)).toHaveAttribute("id", "testimonials")
  await expect(sectionOf(home.pricing.title)).toHaveAttribute("id", "pricing")
  await expect(sectionOf(home.closing.title)).toHaveAttribute("id", "contact")
  await expect(sectionOf(home.audiences.title)).not.toHaveAttribute("id")
})

test("the value statement makes the marketing claims", async ({ page }) => {
  await page.goto("/")
  const statement = page.getByRole("region", { name: home.valueStatement.title })
  for (const { value, label } of claims) {
    await expect(statement.getByRole("definition").filter({ hasText: value })).toBeVisible()
    await expect(statement.getByRole("term").filter({ hasText: label })).toBeVisible()
  }
})

test("benefits, solutions, process steps and audiences are all there", async ({ page }) => {
  await page.goto("/")
  for (const { title } of benefits) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
  }
  for (const { id, title } of services) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
    // Each solution leads to its service's own page.
    await expect(page.getByRole("link", { name: home.solutionLinkLabel.replace("{service}", title) })).toHaveAttribute(
      "href",
      `/services/${id}`,
    )
  }
  const steps = page.locator("#process ol > li")
  await expect(steps).toHaveCount(4)
  for (const [index, step] of processSteps.entries()) {
    await expect(steps.nth(index)).toContainText(`${String(step.number).padStart(2, "0")}${step.title}`)
    await expect(steps.nth(index)).toContainText(step.summary)
  }
  const audienceCards = page.getByRole("region", { name: home.audiences.title })
  for (const { title, useCases } of audiences) {
    const card = audienceCards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) })
    for (const useCase of useCases) await expect(card).toContainText(useCase)
  }
})

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("the process timeline alternates left and right", async ({ page }) => {
    await page.goto("/")
    // The timeline's layout comes with the whole stylesheet, which arrives after the first paint.
    await waitForPageReady(page)
    const [first = 0, second = 0, third, fourth] = await page
      .locator("#process ol > li")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left))
    expect(second).toBeGreaterThan(first + 200)
    expect(third).toBe(first)
    expect(fourth).toBe(second)
  })
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the process timeline is one column", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    const lefts = await page
      .locator("#process ol > li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)))
    expect(new Set(lefts).size).toBe(1)
  })
})

test("the hero's buttons open the booking calendar and the demo video in new tabs", async ({ page, context }) => {
  await page.goto("/")
  const hero = page.getByRole("region", { name: home.hero.title })
  const book = hero.getByRole("link", { name: actionLabel(home.hero.actions, "book-call") })
  await expect(book).toHaveAttribute("target", "_blank")
  await expect(book).toHaveAttribute("rel", "noopener noreferrer")
  const bookingTab = await clickForNewTab(context, book)
  expect(bookingTab.url()).toBe(site.bookingUrl.en)
  await bookingTab.close()

  const demoTab = await clickForNewTab(
    context,
    hero.getByRole("link", { name: actionLabel(home.hero.actions, "watch-demo") }),
  )
  expect(demoTab.url()).toBe(site.demoVideoUrl.en)
  await expect(page).toHaveURL("/")
})

test.describe("the testimonial carousel", () => {
  test("shows the first testimonial in the HTML, with five stars and its author", async ({ request }) => {
    const html = await (await request.get("/")).text()
    expect(html).toContain("5 out of 5 stars")
    expect(html).toContain(asHtml(firstTestimonial.author))
  })

  for (const language of languages) {
    const { carousel: words } = language.words
    const first = at(language.lists.testimonials, 0)
    const count = language.lists.testimonials.length
    test(`moves with next, previous and the dots, wrapping both ways (${language.name})`, async ({ page }) => {
      await page.goto(language.path("/"))
      await waitForPageReady(page)
      const carousel = page.getByRole("region", { name: words.carousel })
      const current = carousel.getByRole("group")
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAccessibleName(`1 ${words.of} ${count}`)
      await expect(current.getByRole("img", { name: words.rating(5, 5) })).toBeVisible()
      await expect(current.locator("figcaption")).toContainText(first.author)
      await expect(current.locator("figcaption")).toContainText(`${first.role}, ${first.company}`)

      await carousel.getByRole("button", { name: words.previous }).click()
      await expect(current).toHaveAccessibleName(`${count} ${words.of} ${count}`)
      await carousel.getByRole("button", { name: words.next }).click()
      await expect(current).toHaveAccessibleName(`1 ${words.of} ${count}`)
      const fourth = `${words.goTo} 4 ${words.of} ${count}`
      await carousel.getByRole("button", { name: fourth }).click()
      await expect(current).toHaveAccessibleName(`4 ${words.of} ${count}`)
      await expect(carousel.getByRole("button", { name: fourth })).toHaveAttribute("aria-current", "true")
    })
  }

  test("advances every 5 seconds until paused, and changing slides moves nothing else", async ({ page }) => {
    // The page's clock stands still until the test moves it, so timings are exact.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") })
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"))
    await page.goto("/")
    await waitForPageReady(page)
    const carousel = page.getByRole("region", { name: "Client testimonials" })
    const current = carousel.getByRole("group")
    // The carousel turns once it has hydrated, as it comes into view.
    await carousel.scrollIntoViewIfNeeded()
    await waitForIsland(carousel)
    const pricingHeading = page.getByRole("heading", { name: home.pricing.title })
    const before = await pricingHeading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)

    await page.clock.fastForward(4900)
    await expect(current).toHaveAccessibleName("1 of 6")
    await page.clock.fastForward(200)
    await expect(current).toHaveAccessibleName("2 of 6")
    for (const position of [3, 4, 5, 6, 1]) {
      await page.clock.fastForward(5000)
      await expect(current).toHaveAccessibleName(`${position} of 6`)
    }
    const after = await pricingHeading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    expect(after).toBe(before)

    await carousel.getByRole("button", { name: "Pause automatic rotation" }).click()
    await page.mouse.move(0, 0)
    await page.clock.fastForward(20_000)
    await expect(current).toHaveAccessibleName("1 of 6")
    await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible()
  })

  test("holds still while hovered or focused, and for visitors who prefer reduced motion", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") })
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"))
    await page.goto("/")
    await waitForPageReady(page)
    const carousel = page.getByRole("region", { name: "Client testimonials" })
    const current = carousel.getByRole("group")
    // The carousel turns once it has hydrated, as it comes into view.
    await carousel.scrollIntoViewIfNeeded()
    await waitForIsland(carousel)

    await carousel.hover()
    await page.clock.fastForward(12_000)
    await expect(current).toHaveAccessibleName("1 of 6")
    await page.mouse.move(0, 0)
    await page.clock.fastForward(5000)
    await expect(current).toHaveAccessibleName("2 of 6")

    await carousel.getByRole("button", { name: "Next testimonial" }).focus()
    await page.clock.fastForward(12_000)
    await expect(current).toHaveAccessibleName("2 of 6")
    await page.getByRole("heading", { level: 1 }).click()
    await page.clock.fastForward(5000)
    await expect(current).toHaveAccessibleName("3 of 6")

    await page.emulateMedia({ reducedMotion: "reduce" })
    await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible()
    await page.clock.fastForward(20_000)
    await expect(current).toHaveAccessibleName("3 of 6")
  })

  test("dots are at least 24 by 24 pixels", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    const dots = page.getByRole("button", { name: /^Show testimonial/ })
    await expect(dots).toHaveCount(6)
    for (const box of await dots.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()))) {
      expect(box.width).toBeGreaterThanOrEqual(24)
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
  })
})

test.describe("the pricing plans", () => {
  for (const language of languages) {
    const { prices } = language.words
    const home = language.pageCopy.home
    test(`show the fees, features and the Most Popular badge on Growth (${language.name})`, async ({ page }) => {
      await page.goto(language.path("/"))
      for (const plan of language.lists.plans) {
        const card = page.getByRole("article", { name: plan.name })
        if (plan.price.kind === "fixed") {
          await expect(card).toContainText(`${dollars(plan.price.monthlyFee)}${prices.perMonth}`)
          await expect(card).toContainText(`+ ${dollars(plan.price.setupFee)} ${prices.setupFee}`)
        } else {
          await expect(card).toContainText(prices.custom)
        }
        if (plan.popular) await expect(card).toContainText(prices.mostPopular)
        await expect(card.getByRole("listitem")).toHaveCount(plan.features.length)
      }
      await expect(page.getByText(prices.mostPopular)).toHaveCount(1)
      await expect(page.getByText(given(home.pricing.lede, "lede for the pricing section"))).toBeVisible()
      await expect(page.getByText(home.pricingClosing.question)).toBeVisible()
    })
  }

  test("every plan button opens the booking calendar in a new tab when no voice assistant is set", async ({
    page,
    context,
  }) => {
    await page.goto("/")
    await waitForPageReady(page)
    const pricing = page.locator("#pricing")
    // Each label as often as the plans and the closing question carry it.
    const labels = [...plans.map((plan) => labelOf(plan.cta)), labelOf(home.pricingClosing.action)]
    for (const name of new Set(labels)) {
      const buttons = pricing.getByRole("link", { name, exact: true })
      await expect(buttons).toHaveCount(labels.filter((label) => label === name).length)
      for (const button of await buttons.all()) {
        const tab = await clickForNewTab(context, button)
        expect(tab.url()).toBe(site.bookingUrl.en)
        await tab.close()
      }
    }
  })
})

test.describe("the FAQ", () => {
  for (const language of languages) {
    const { faqs: questionsOfPage } = language.lists
    test(`opens one answer at a time, closes to none, and follows the arrow, Home and End keys (${language.name})`, async ({
      page,
    }) => {
      await page.goto(language.path("/"))
      await waitForPageReady(page)
      const faq = page.locator("#faq")
      const questions = faq.getByRole("button")
      await expect(questions).toHaveCount(6)
      const first = questions.nth(0)
      const second = questions.nth(1)
      const firstAnswer = faq.getByRole("region", { name: at(questionsOfPage, 0).question })

      await expect(firstAnswer).toBeHidden()
      await first.click()
      await expect(first).toHaveAttribute("aria-expanded", "true")
      await expect(firstAnswer).toBeVisible()
      await second.click()
      await expect(firstAnswer).toBeHidden()
      await expect(second).toHaveAttribute("aria-expanded", "true")
      await second.click()
      for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false")

      await first.focus()
      await page.keyboard.press("ArrowDown")
      await expect(second).toBeFocused()
      await page.keyboard.press("End")
      await expect(questions.nth(5)).toBeFocused()
      await page.keyboard.press("Home")
      await expect(first).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(firstAnswer).toBeVisible()
    })

    test(`every answer is in the HTML before any script runs (${language.name})`, async ({ request }) => {
      const html = await (await request.get(language.path("/"))).text()
      for (const { answer } of questionsOfPage) expect(html).toContain(asHtml(answer))
    })
  }

  test("its Contact link scrolls to the closing call to action, clear of the fixed header", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    await page.locator("#faq").getByRole("link", { name: home.faqContact.linkLabel }).click()
    await expect(page).toHaveURL(/#contact$/)
    const closing = page.getByRole("heading", { name: home.closing.title })
    await expect(closing).toBeInViewport()
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom)
    await expect
      .poll(() => page.locator("#contact").evaluate((section) => section.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom)
  })
})
