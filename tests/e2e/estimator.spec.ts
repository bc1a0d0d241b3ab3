import { fixtureBuildUrl } from "../../playwright.config"
import { estimatorWords } from "virtual:content/estimatorWords"
import { pricingEstimator } from "virtual:content/homePage"
import { estimator } from "virtual:content/servicesPage"
import { estimateSavings, roughly, type EstimateInput, type PlanFees } from "../../app/lib/estimator"
import { byId, lists } from "./support/content"
import { afterNextFrame, expect, test, waitForIsland, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"

/*
 * The savings estimator on the Services page, in both languages: the visitor's figures in, the
 * estimate out as they type, errors beside the field, the booking calendar with the estimate in its
 * notes, and a worked example without JavaScript. The expected figures come from the same content
 * and arithmetic the page uses (app/lib/estimator.ts, unit-tested on its own).
 */

const plans: PlanFees[] = lists.plans.map((plan) => ({
  id: plan.id as PlanFees["id"],
  setupFee: plan.price.kind === "fixed" ? plan.price.setupFee : null,
  monthlyFee: plan.price.kind === "fixed" ? plan.price.monthlyFee : null,
}))

/** The average ROI the claims state ("295%"), which the estimator sets the visitor's return against. */
const averageRoiPercent = Number.parseFloat(byId(lists.claims, "roi").value)

const languages = [
  { name: "English", path: "/services", home: "/", copy: estimator.en, words: estimatorWords.en, lang: "en" },
  { name: "Spanish", path: "/es/services", home: "/es", copy: estimator.es, words: estimatorWords.es, lang: "es" },
] as const

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 })
const money = (value: number) => `$${count.format(roughly(value))}`

for (const language of languages) {
  const { copy, words } = language
  /** The hours and dollars saved as the page words them, for the figures `input`. */
  const estimated = (input: EstimateInput) => {
    const estimate = estimateSavings(input, { ...copy.assumptions, averageRoiPercent }, plans)
    return {
      hours: words.results.hours(
        count.format(roughly(estimate.hoursSaved.low)),
        count.format(roughly(estimate.hoursSaved.high)),
      ),
      cost: words.results.cost(money(estimate.costSaved.low), money(estimate.costSaved.high)),
    }
  }

  test.describe(`the estimator in ${language.name}`, () => {
    test("estimates the visitor's own figures as they type, and offers to book with them", async ({
      page,
      context,
    }) => {
      await stubExternalPages(context)
      await page.goto(language.path)
      const section = page.getByRole("region", { name: copy.title })
      await section.scrollIntoViewIfNeeded()
      await waitForIsland(section)
      const industry = copy.industries.find((entry) => entry.id === "real-estate") ?? copy.industries[0]
      if (!industry) throw new Error("No industry")
      await section.getByLabel(words.industry).selectOption({ label: industry.name })
      await expect(section.getByLabel(words.fields.inquiriesPerMonth.label)).toHaveValue(
        String(industry.defaults.inquiriesPerMonth),
      )
      await section.getByLabel(words.fields.inquiriesPerMonth.label).fill("1,000")
      const { hours, cost } = estimated({ ...industry.defaults, inquiriesPerMonth: 1000 })
      await expect(section.getByText(hours)).toBeVisible()
      await expect(section.getByText(cost)).toBeVisible()
      // Screen readers hear the new estimate once the visitor stops typing.
      await expect(page.getByRole("status").filter({ hasText: hours })).toHaveCount(1)

      const booking = await clickForNewTab(context, section.getByRole("link", { name: words.book }))
      const notes = new URL(booking.url()).searchParams.get("a1") ?? ""
      expect(notes).toContain(hours)
      expect(notes).toContain(cost)
      expect(notes).toContain(industry.name)
    })

    test("says next to a field what is wrong with it, and never shows a broken figure", async ({ page }) => {
      await page.goto(language.path)
      const section = page.getByRole("region", { name: copy.title })
      await section.scrollIntoViewIfNeeded()
      await waitForIsland(section)
      const minutes = section.getByLabel(words.fields.minutesPerInquiry.label)
      await minutes.fill("-5")
      await expect(minutes).toHaveAttribute("aria-invalid", "true")
      await expect(minutes).toHaveAccessibleDescription(new RegExp(`^${words.problems.tooSmall("0")}`))
      // The message as shown; the status line that announces it says the same words a moment later.
      const invalid = section.getByRole("paragraph").filter({ hasText: words.results.invalid })
      await expect(invalid).toBeVisible()
      const cost = section.getByLabel(words.fields.hourlyCost.label)
      await minutes.fill("30")
      await cost.fill("99999999999")
      await expect(cost).toHaveAccessibleDescription(new RegExp(`^${words.problems.tooLarge("500")}`))
      await cost.fill("abc")
      await expect(cost).toHaveAccessibleDescription(new RegExp(`^${words.problems.notANumber}`))
      await cost.fill("500")
      await section.getByLabel(words.fields.inquiriesPerMonth.label).fill("100000")
      await section.getByLabel(words.fields.repetitiveHoursPerWeek.label).fill("1000")
      // Corrected: the message gives way to the estimate again.
      await expect(invalid).toBeHidden()
      await expect(section.getByText(words.results.hoursSaved, { exact: true })).toBeVisible()
      expect(await section.innerText()).not.toMatch(/NaN|Infinity|undefined/)
    })

    test("without JavaScript, shows a worked example with its figures and the booking link", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${test.info().project.use.baseURL ?? ""}${language.path}`)
      const section = page.getByRole("region", { name: copy.title })
      const first = copy.industries[0]
      if (!first) throw new Error("No industry")
      // Playwright's text matching skips <noscript> content, which this browser shows: read what it renders.
      const shown = await section.evaluate((region) => (region as HTMLElement).innerText)
      const figures = {
        inquiries: count.format(first.defaults.inquiriesPerMonth),
        minutes: count.format(first.defaults.minutesPerInquiry),
        repetitiveHours: count.format(first.defaults.repetitiveHoursPerWeek),
        hourlyCost: money(first.defaults.hourlyCost),
      }
      expect(shown).toContain(words.withoutScript(first.name, figures))
      await expect(section.getByRole("heading", { name: words.results.title })).toBeVisible()
      await expect(section.getByText(estimated(first.defaults).hours)).toBeVisible()
      await expect(section.getByRole("link", { name: words.book })).toHaveAttribute("href", /^https:\/\//)
      await expect(section.getByRole("textbox")).toHaveCount(0)
      await context.close()
    })

    test("loads its code only once it comes into view, and estimates what was typed while it loaded", async ({
      page,
    }) => {
      const scripts: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
      })
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route("**/assets/estimator-module.*.js", async (route) => {
        await held
        await route.continue()
      })
      await page.goto(language.path)
      // Loaded and painted: what waits for the first paint has started (app/start/after-paint.ts).
      await page.waitForFunction(
        () => document.readyState === "complete" && performance.getEntriesByName("first-contentful-paint").length > 0,
      )
      await afterNextFrame(page)
      expect(scripts).toEqual([])

      const section = page.getByRole("region", { name: copy.title })
      await section.scrollIntoViewIfNeeded()
      await expect.poll(() => scripts.some((script) => script.includes("/estimator-module."))).toBe(true)
      // The visitor types before the estimator's code has arrived.
      await section.getByLabel(words.fields.inquiriesPerMonth.label).fill("2,000")
      release()
      await waitForIsland(section)
      const first = copy.industries[0]
      if (!first) throw new Error("No industry")
      await expect(section.getByText(estimated({ ...first.defaults, inquiriesPerMonth: 2000 }).hours)).toBeVisible()
    })

    test("is linked from the home page's plans", async ({ page }) => {
      await page.goto(language.home)
      await page.getByRole("link", { name: pricingEstimator[language.lang].linkLabel }).click()
      await expect(page).toHaveURL(new RegExp(`${language.path}#estimator$`))
      await expect(page.getByRole("region", { name: copy.title })).toBeInViewport()
    })
  })
}

test.describe("with analytics", () => {
  test.use({ baseURL: fixtureBuildUrl })

  test("records the estimate viewed and booked with the plan and bands, never the figures", async ({
    page,
    context,
    analyticsHits,
  }) => {
    await stubExternalPages(context)
    await page.goto("/services")
    await waitForPageReady(page)
    const section = page.getByRole("region", { name: estimator.en.title })
    await section.scrollIntoViewIfNeeded()
    await waitForIsland(section)
    await section.getByLabel(estimatorWords.en.fields.inquiriesPerMonth.label).fill("4321")
    const first = estimator.en.industries[0]
    if (!first) throw new Error("No industry")
    const estimate = estimateSavings(
      { ...first.defaults, inquiriesPerMonth: 4321 },
      { ...estimator.en.assumptions, averageRoiPercent },
      plans,
    )
    const bands = { plan: estimate.plan, hours: estimate.bands.hours, return: estimate.bands.firstYearReturn }
    await expect
      .poll(() => analyticsHits.filter((hit) => hit.n === "estimate_viewed").map((hit) => hit.p))
      .toEqual([bands])
    await clickForNewTab(context, section.getByRole("link", { name: estimatorWords.en.book }))
    await expect.poll(() => analyticsHits.filter((hit) => hit.n === "estimate_booked").length).toBe(1)
    expect(analyticsHits.filter((hit) => hit.n === "estimate_booked").map((hit) => hit.p)).toEqual([bands])
    // The figures typed stay in the browser: no event carries them.
    expect(analyticsHits.flatMap((hit) => Object.values(hit.p ?? {})).join(" ")).not.toContain("4321")
  })
})
