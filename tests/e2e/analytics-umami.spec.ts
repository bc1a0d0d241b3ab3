import type { BrowserContext } from "@playwright/test"
import { umamiFixtureBuildUrl } from "../../playwright.config"
import { actionLabel, byId, lists, pageCopy, startingWith } from "./support/content"
import { afterNextFrame, expect, test, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { setPageHidden, watchObservers, webVitalNames, whenMeasuring } from "./support/web-vitals"

/*
 * Conversion events with Umami (the Umami fixture build, `npm run build:fixture:umami`): its cloud's
 * collection API is stubbed at the network and records what each request carries.
 */

const websiteId = "4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50"
const collector = "https://cloud.umami.is/api/send"

interface UmamiHit {
  type: string
  payload: { website: string; url: string; referrer: string; name?: string; data: Record<string, string | number> }
}

async function stubUmami(context: BrowserContext): Promise<UmamiHit[]> {
  const hits: UmamiHit[] = []
  await context.route(collector, async (route) => {
    if (route.request().method() === "OPTIONS") {
      return route.fulfill({
        status: 204,
        headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" },
      })
    }
    hits.push(JSON.parse(route.request().postData() ?? "{}") as UmamiHit)
    await route.fulfill({ status: 200, body: "{}", headers: { "access-control-allow-origin": "*" } })
  })
  return hits
}

const hero = pageCopy.home.hero
const heroBooking = startingWith(actionLabel(hero.actions, "book-call"))
const setupTime = byId(lists.faqs, "setup-time")

test.use({ baseURL: umamiFixtureBuildUrl })

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

test("the page view carries the campaign, and a call to action sends exactly its event, to the site's Umami website", async ({
  page,
  context,
}) => {
  const hits = await stubUmami(context)
  await page.goto("/?utm_source=linkedin&utm_campaign=ops-leaders")
  await waitForPageReady(page)
  await expect.poll(() => hits.length).toBe(1)
  const heroRegion = page.getByRole("region", { name: hero.title })
  await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroBooking }))).close()
  await page.getByRole("button", { name: setupTime.question }).click()

  await expect
    .poll(() => hits.map((hit) => [hit.payload.name ?? "pageview", hit.payload.data]))
    .toEqual([
      ["pageview", { utm_source: "linkedin", utm_campaign: "ops-leaders" }],
      ["booking_opened", { where: "hero" }],
      ["faq_opened", { question: "setup-time" }],
    ])
  for (const hit of hits) {
    expect(hit.type).toBe("event")
    expect(hit.payload.website).toBe(websiteId)
  }
  expect(hits[0]?.payload.url).toBe("/?utm_source=linkedin&utm_campaign=ops-leaders")
})

test("the page's address goes with its campaign only, and of the page before, its origin and path", async ({
  page,
  context,
}) => {
  const hits = await stubUmami(context)
  await page.goto("/?email=a@b.com&utm_source=news")
  await waitForPageReady(page)
  await expect.poll(() => hits.length).toBe(1)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
  await expect(page).toHaveURL("/services")
  await expect
    .poll(() => hits.map(({ payload }) => [payload.url, payload.referrer, payload.data]))
    .toEqual([
      ["/?utm_source=news", "", { utm_source: "news" }],
      ["/services", `${umamiFixtureBuildUrl}/`, { utm_source: "news" }],
    ])
  expect(JSON.stringify(hits)).not.toMatch(/email=|a@b\.com|a%40b\.com/)
})

test("a page's LCP, CLS and INP reach Umami once, when it is hidden: the measure and the page's path, nothing else", async ({
  page,
  context,
}) => {
  const hits = await stubUmami(context)
  await watchObservers(page)
  await page.goto("/?email=a@b.com&utm_source=news")
  await waitForPageReady(page)
  await whenMeasuring(page)
  // An interaction, for INP.
  await page.getByRole("button", { name: setupTime.question }).click()
  await expect(page.getByRole("region", { name: setupTime.question })).toBeVisible()
  await setPageHidden(page, true)

  const vitals = () => hits.filter((hit) => hit.payload.name === "web_vitals")
  await expect
    .poll(() =>
      vitals()
        .map((hit) => hit.payload.data.metric)
        .sort(),
    )
    .toEqual(webVitalNames)
  for (const { type, payload } of vitals()) {
    expect(type).toBe("event")
    // No referrer, title, language or screen: the website, the page's path and the measure.
    expect(payload).toEqual({
      website: websiteId,
      hostname: "127.0.0.1",
      url: "/",
      name: "web_vitals",
      data: { metric: payload.data.metric, value: expect.any(Number) as unknown, rating: payload.data.rating },
    })
    expect(String(payload.data.value)).toMatch(payload.data.metric === "CLS" ? /^\d+(\.\d{1,2})?$/ : /^\d*0$/)
    expect(["good", "needs-improvement", "poor"]).toContain(payload.data.rating)
  }
  expect(JSON.stringify(vitals())).not.toMatch(/\?|utm_|email|a@b|a%40b/)
  expect(await context.cookies()).toEqual([])
})

test("a browser that sends Do Not Track sends Umami nothing", async ({ page, context }) => {
  const hits = await stubUmami(context)
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { value: "1" }))
  await page.goto("/")
  await waitForPageReady(page)
  await page.waitForFunction(() => window.siteEvents !== undefined && !Array.isArray(window.siteEvents))
  const heroRegion = page.getByRole("region", { name: hero.title })
  await (await clickForNewTab(context, heroRegion.getByRole("link", { name: heroBooking }))).close()
  await afterNextFrame(page)
  expect(hits).toEqual([])
})

test("the policy lets the page send to Umami only, and the privacy policy names it", async ({
  page,
  context,
  request,
}) => {
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? ""
  expect(policy.match(/connect-src [^;]*/)?.[0]).toBe("connect-src 'self' https://cloud.umami.is")
  expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain("umami")
  const hits = await stubUmami(context)
  await page.goto("/privacy")
  await expect(page.getByRole("main")).toContainText("with Umami (cloud.umami.is). It sets no cookies")
  // The page view gets through under that policy.
  await expect.poll(() => hits.map((hit) => hit.payload.url)).toEqual(["/privacy"])
})
