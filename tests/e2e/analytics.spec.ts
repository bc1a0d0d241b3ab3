import type { Page } from "@playwright/test"
import { fixtureBuildUrl } from "../../playwright.config"
import { contactFormWords } from "virtual:content/contactFormWords"
import { actionLabel, at, byId, labelOf, leadIn, legalPages, lists, pageCopy, startingWith } from "./support/content"
import { serveFakeWidget } from "./support/fake-voice-widget"
import {
  afterNextFrame,
  analyticsEndpoint,
  expect,
  test,
  waitForPageReady,
  type AnalyticsHit,
} from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { analyticsModule, holdRequests, slowDown } from "./support/slow-device"
import { setPageHidden, watchObservers, webVitalNames, webVitalsCode, whenMeasuring } from "./support/web-vitals"

/*
 * Conversion events (app/lib/analytics/). The fixture build sends them to Plausible's cloud, whose
 * stand-in records each request (support/fixtures.ts); the default build has no provider and must
 * send nothing anywhere.
 */

const hero = pageCopy.home.hero
const heroBooking = startingWith(actionLabel(hero.actions, "book-call"))
const heroDemo = startingWith(actionLabel(hero.actions, "watch-demo"))
const setupTime = byId(lists.faqs, "setup-time")
const contactForm = pageCopy.contact.form.title
/** The privacy policy's words before what the build says about visit statistics. */
const visitStatistics = leadIn(byId(legalPages, "privacy").body, "analytics")

const events = (hits: readonly AnalyticsHit[]) => hits.filter((hit) => hit.n !== "pageview" && hit.n !== "engagement")
const asSent = (hits: readonly AnalyticsHit[]) => events(hits).map((hit) => [hit.n, hit.p])

/** Opens a page and waits until the provider's module has sent its page view. */
async function openAndCount(page: Page, hits: readonly AnalyticsHit[], path: string) {
  const before = hits.filter((hit) => hit.n === "pageview").length
  await page.goto(path)
  await waitForPageReady(page)
  await expect.poll(() => hits.filter((hit) => hit.n === "pageview").length).toBe(before + 1)
}

test.describe("with Plausible configured", () => {
  test.use({ baseURL: fixtureBuildUrl })

  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context)
  })

  test("counts the page view with the landing page's campaign, on that page and the next", async ({
    page,
    analyticsHits,
  }) => {
    await openAndCount(page, analyticsHits, "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL("/services")
    await expect.poll(() => analyticsHits.filter((hit) => hit.n === "pageview").length).toBe(2)
    const views = analyticsHits.filter((hit) => hit.n === "pageview")
    const campaign = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }
    expect(views.map((view) => [new URL(view.u).pathname, view.d, view.p])).toEqual([
      ["/", "www.kineticai.agency", campaign],
      ["/services", "www.kineticai.agency", campaign],
    ])
    expect(new URL(views[1]?.r ?? "").pathname).toBe("/")
  })

  test("sends the page's address with its campaign only, and of the page before, its origin and path", async ({
    page,
    analyticsHits,
  }) => {
    await openAndCount(page, analyticsHits, "/?email=a@b.com&utm_source=news")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL("/services")
    await expect.poll(() => analyticsHits.filter((hit) => hit.n === "pageview").length).toBe(2)
    const views = analyticsHits.filter((hit) => hit.n === "pageview")
    expect(views.map((view) => [view.u, view.r, view.p])).toEqual([
      [`${fixtureBuildUrl}/?utm_source=news`, null, { utm_source: "news" }],
      [`${fixtureBuildUrl}/services`, `${fixtureBuildUrl}/`, { utm_source: "news" }],
    ])
    // Nor does any other request, the time spent on the page included.
    expect(JSON.stringify(analyticsHits)).not.toMatch(/email=|a@b\.com|a%40b\.com/)
  })

  test("each call to action sends exactly its event, with where it was", async ({ page, context, analyticsHits }) => {
    await openAndCount(page, analyticsHits, "/")
    const heroRegion = page.getByRole("region", { name: hero.title })
    await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroBooking }))).close()
    await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroDemo }))).close()
    const header = page.getByRole("banner")
    await (await clickForNewTab(context, header.getByRole("link", { name: /^Book Free Consultation/ }))).close()
    const { name, cta } = byId(lists.plans, "enterprise")
    const sales = page.getByRole("article", { name }).getByRole("link", { name: startingWith(labelOf(cta)) })
    await (await clickForNewTab(context, sales)).close()

    // The links to mail and to call would open other programs: they are followed no further.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest("a[href^='mailto:'], a[href^='tel:']")) event.preventDefault()
      }),
    )
    const footer = page.getByRole("contentinfo")
    await footer.getByRole("link", { name: /@/ }).click()
    await footer.getByRole("link", { name: /^\+1/ }).click()

    await page.getByRole("button", { name: setupTime.question }).click()
    await expect(page.getByRole("region", { name: setupTime.question })).toBeVisible()

    await expect
      .poll(() => asSent(analyticsHits))
      .toEqual([
        ["booking_opened", { where: "hero" }],
        ["demo_opened", { where: "hero" }],
        ["booking_opened", { where: "header" }],
        ["plan_selected", { plan: "enterprise" }],
        ["booking_opened", { where: "plan" }],
        ["email_clicked", { where: "footer" }],
        ["phone_clicked", { where: "footer" }],
        ["faq_opened", { question: "setup-time" }],
      ])
  })

  test("a plan that starts a voice call sends the plan and the call", async ({ page, context, analyticsHits }) => {
    await serveFakeWidget(context)
    await openAndCount(page, analyticsHits, "/")
    const growth = byId(lists.plans, "growth")
    await page
      .getByRole("article", { name: growth.name })
      .getByRole("link", { name: labelOf(growth.cta) })
      .click()
    await expect
      .poll(() => asSent(analyticsHits))
      .toEqual([
        ["plan_selected", { plan: "growth" }],
        ["voice_call_started", { where: "plan" }],
      ])
  })

  test("the contact form sends the names of the fields to fix, never what was typed, then the booking", async ({
    page,
    context,
    analyticsHits,
  }) => {
    await openAndCount(page, analyticsHits, "/contact")
    const form = page.getByRole("form", { name: contactForm })
    await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw")
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect.poll(() => asSent(analyticsHits)).toEqual([["contact_form_invalid", { fields: "name,email,message" }]])

    await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
    await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw.com")
    await form
      .getByRole("combobox", { name: /^Service Interested In/ })
      .selectOption(at(contactFormWords.en.serviceOptions, 3))
    await form.getByRole("textbox", { name: /^Message/ }).fill("We miss calls after hours.")
    await (await clickForNewTab(context, form.getByRole("button", { name: "Send Message" }))).close()
    await expect
      .poll(() => asSent(analyticsHits))
      .toEqual([
        ["contact_form_invalid", { fields: "name,email,message" }],
        ["contact_form_submitted", { service: at(contactFormWords.en.serviceOptions, 3) }],
        ["booking_opened", { where: "contact form" }],
      ])
    expect(JSON.stringify(analyticsHits)).not.toMatch(/Ana Ruiz|ruizlaw|miss calls/)
  })

  test("@timing a tap before the provider has loaded is sent once it has, once", async ({
    page,
    context,
    analyticsHits,
  }) => {
    // At a phone's pace, with the provider's module held back until the booking link has been followed.
    await slowDown(page)
    const { release } = await holdRequests(page, analyticsModule)
    await page.goto("/")
    await waitForPageReady(page)
    const heroRegion = page.getByRole("region", { name: hero.title })
    await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroBooking }))).close()
    expect(analyticsHits).toEqual([])
    release()
    await expect
      .poll(() => analyticsHits.map((hit) => [hit.n, hit.p]))
      .toEqual([
        ["pageview", {}],
        ["booking_opened", { where: "hero" }],
      ])
  })

  test("a browser that sends Global Privacy Control is not tracked at all", async ({
    page,
    context,
    analyticsHits,
  }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { value: true }))
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.goto("/")
    await waitForPageReady(page)
    const heroRegion = page.getByRole("region", { name: hero.title })
    await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroBooking }))).close()
    // The provider's module has run once the queue is replaced; a tap after that is dropped too.
    await page.waitForFunction(() => window.siteEvents !== undefined && !Array.isArray(window.siteEvents))
    const header = page.getByRole("banner")
    await (await clickForNewTab(context, header.getByRole("link", { name: /^Book Free Consultation/ }))).close()
    await afterNextFrame(page)
    expect(analyticsHits).toEqual([])
    // Not even Plausible's tracker was fetched.
    expect(requests.filter((url) => new URL(url).pathname.startsWith("/assets/plausible."))).toEqual([])
    expect(requests.filter((url) => url.startsWith(analyticsEndpoint))).toEqual([])
  })

  test("a page's LCP, CLS and INP reach Plausible once, when it is hidden: rounded and rated, on its path alone", async ({
    page,
    context,
    analyticsHits,
  }) => {
    await watchObservers(page)
    await openAndCount(page, analyticsHits, "/?email=a@b.com&utm_source=news")
    const { observed, requestedAt, firstPaintAt } = await whenMeasuring(page)
    // Its code is fetched after the first paint, and reads what the browser recorded before it came.
    expect(requestedAt).toBeGreaterThan(firstPaintAt)
    expect(observed).toEqual([
      { type: "largest-contentful-paint", buffered: true },
      { type: "layout-shift", buffered: true },
      { type: "event", buffered: true, durationThreshold: 16 },
      { type: "first-input", buffered: true },
    ])
    // An interaction, for INP; nothing is sent while the visitor stays.
    const question = page.getByRole("button", { name: setupTime.question })
    await question.click()
    await expect(page.getByRole("region", { name: setupTime.question })).toBeVisible()
    await afterNextFrame(page)
    const vitals = () => analyticsHits.filter((hit) => hit.n === "web_vitals")
    expect(vitals()).toEqual([])

    await setPageHidden(page, true)
    await expect
      .poll(() =>
        vitals()
          .map((hit) => hit.p?.metric)
          .sort(),
      )
      .toEqual(webVitalNames)
    for (const { p: properties, ...hit } of vitals()) {
      expect(hit).toMatchObject({ u: `${fixtureBuildUrl}/`, r: null, d: "www.kineticai.agency", i: false })
      expect(Object.keys(properties ?? {})).toEqual(["metric", "value", "rating"])
      expect(properties?.value).toMatch(properties?.metric === "CLS" ? /^\d+(\.\d{1,2})?$/ : /^\d*0$/)
      expect(properties?.rating).toMatch(/^(good|needs-improvement|poor)$/)
    }
    expect(JSON.stringify(vitals())).not.toMatch(/\?|utm_|email|a@b|a%40b/)
    expect(await context.cookies()).toEqual([])

    // Shown and hidden again, then used, the page sends its events but no second set of measures
    // (which would go before them).
    await setPageHidden(page, false)
    await setPageHidden(page, true)
    await setPageHidden(page, false)
    await question.click()
    await question.click()
    await expect
      .poll(() => asSent(analyticsHits).filter(([name]) => name === "faq_opened"))
      .toEqual(Array(2).fill(["faq_opened", { question: "setup-time" }]))
    expect(vitals()).toHaveLength(3)
  })

  test("the privacy policy says what Plausible records, and the policy lets the page send only there", async ({
    page,
    request,
  }) => {
    await page.goto("/privacy")
    await expect(page.getByRole("main")).toContainText(
      `${visitStatistics}we count visits, and which buttons lead to a booking, with Plausible Analytics (plausible.io). It sets no cookies`,
    )
    const policy = (await request.get("/")).headers()["content-security-policy"] ?? ""
    expect(policy).toContain("connect-src 'self' https://api.elevenlabs.io")
    expect(policy.match(/connect-src [^;]*/)?.[0]).toContain("https://plausible.io")
    expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain("plausible")
  })
})

test.describe("without a provider (the default)", () => {
  test("no page measures its speed: no code for it is fetched, and hiding the page sends nothing", async ({
    page,
    context,
  }) => {
    await stubExternalPages(context)
    const requests: URL[] = []
    page.on("request", (entry) => requests.push(new URL(entry.url())))
    await page.goto("/")
    await waitForPageReady(page)
    await page.getByRole("button", { name: setupTime.question }).click()
    await expect(page.getByRole("region", { name: setupTime.question })).toBeVisible()
    await setPageHidden(page, true)
    await page.waitForLoadState("networkidle")
    expect(requests.filter(webVitalsCode)).toEqual([])
    expect([...new Set(requests.map((url) => url.origin))]).toEqual([new URL(page.url()).origin])
  })

  test("no call to action, form or question sends anything anywhere", async ({ page, context, request }) => {
    await stubExternalPages(context)
    const outside: string[] = []
    page.on("request", (entry) => {
      if (!entry.url().startsWith("http://127.0.0.1")) outside.push(entry.url())
    })
    await page.goto("/")
    await waitForPageReady(page)
    const heroRegion = page.getByRole("region", { name: hero.title })
    await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroBooking }))).close()
    await page.getByRole("button", { name: setupTime.question }).click()
    await page.waitForLoadState("networkidle")
    expect(outside).toEqual([])
    expect(await page.locator("[data-plan], [data-where], template[data-after-paint]").count()).toBe(0)

    const home = await request.get("/")
    expect((await home.text()).includes("siteEvents")).toBe(false)
    expect(home.headers()["content-security-policy"]).toContain("connect-src 'self';")
    await page.goto("/privacy")
    await expect(page.getByRole("main")).toContainText(
      `${visitStatistics}this site runs no analytics and collects no visit statistics.`,
    )
  })
})
