import type { BrowserContext, Page } from "@playwright/test"
import { cookiesDisclosureWords } from "virtual:content/cookiesDisclosureWords"
import { fixtureBuildUrl, ga4FixtureBuildUrl } from "../../playwright.config"
import { findAxeViolations } from "./support/axe"
import { actionLabel, byId, leadIn, legalPages, pageCopy, startingWith } from "./support/content"
import { afterNextFrame, expect, test, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { setPageHidden, watchObservers, webVitalNames, whenMeasuring } from "./support/web-vitals"

/*
 * Google Analytics 4 sets cookies, so it waits for the visitor's consent (lib/analytics/consent.ts).
 * The GA4 fixture build (`npm run build:fixture:ga4`) is tested with Google's tag and collector
 * stubbed at the network: the stand-in tag sends each event it is given to the collector, as the
 * real one does, and sets the _ga cookie.
 */

const measurementId = "G-FIXTURE01"

/**
 * Google's tag, as far as these tests need it: commands in, hits out, a cookie set. Each hit carries
 * the page's address and referrer (dl, dr), as the real one's do: the event's or the
 * configuration's page_location and page_referrer, else the page's own.
 */
const fakeGoogleTag = `
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var config = {};
  function handle(args) {
    var command = Array.prototype.slice.call(args);
    if (command[0] === "config") config = command[2] || {};
    if (command[0] !== "event" || window["ga-disable-${measurementId}"]) return;
    var parameters = command[2] || {};
    var address = parameters.page_location || config.page_location || location.href;
    var referrer = parameters.page_referrer || config.page_referrer || document.referrer;
    var url = "https://region1.google-analytics.com/g/collect?en=" + encodeURIComponent(command[1]) +
      "&dl=" + encodeURIComponent(address) + "&dr=" + encodeURIComponent(referrer) +
      "&ep=" + encodeURIComponent(JSON.stringify(parameters));
    fetch(url, { method: "POST", mode: "no-cors", keepalive: true });
  }
  layer.forEach(handle);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(layer, arguments);
  };
  document.cookie = "_ga=GA1.1.1234567890.1764000000; Path=/; Max-Age=63072000";
  document.cookie = "_ga_FIXTURE01=GS1.1.1764000000.1.0.1764000000.0.0.0; Path=/; Max-Age=63072000";
})();
`

interface GoogleTraffic {
  /** Every request to a Google origin, in order. */
  requests: string[]
  /** The events the collector received: [name, parameters]. */
  hits: () => [string, Record<string, string>][]
  /** The page's address and referrer each event was sent with: [name, address, referrer]. */
  pages: () => [string, string, string][]
}

async function stubGoogle(context: BrowserContext): Promise<GoogleTraffic> {
  const requests: string[] = []
  context.on("request", (request) => {
    if (/^https:\/\/([\w-]+\.)*(google-analytics|googletagmanager|analytics\.google)\.com\//.test(request.url()))
      requests.push(request.url())
  })
  await context.route("https://www.googletagmanager.com/gtag/js**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: fakeGoogleTag }),
  )
  await context.route("https://region1.google-analytics.com/**", (route) => route.fulfill({ status: 204 }))
  const collected = () => requests.filter((url) => url.includes("/g/collect")).map((url) => new URL(url).searchParams)
  return {
    requests,
    hits: () =>
      collected().map((query) => [
        query.get("en") ?? "",
        JSON.parse(query.get("ep") ?? "{}") as Record<string, string>,
      ]),
    pages: () => collected().map((query) => [query.get("en") ?? "", query.get("dl") ?? "", query.get("dr") ?? ""]),
  }
}

const consentDialog = (page: Page) => page.getByRole("dialog", { name: "Cookies for visit statistics" })
const cookieSettings = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })
const { hero } = pageCopy.home
const heroBooking = (page: Page) =>
  page
    .getByRole("region", { name: hero.title })
    .getByRole("link", { name: startingWith(actionLabel(hero.actions, "book-call")) })
const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("_ga"))

test.describe("with Google Analytics 4", () => {
  test.use({ baseURL: ga4FixtureBuildUrl })

  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context)
  })

  test("a first visit is asked, with Accept and Reject alike, and nothing reaches Google before a choice", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.goto("/")
    const dialog = consentDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(/never use them for advertising/)
    // Its heading has focus, not one of the choices; the page behind it stays usable.
    await expect(dialog.getByRole("heading", { name: "Cookies for visit statistics" })).toBeFocused()
    const accept = dialog.getByRole("button", { name: "Accept" })
    const reject = dialog.getByRole("button", { name: "Reject" })
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()]
    expect(acceptBox?.width).toBe(rejectBox?.width)
    expect(acceptBox?.height).toBe(rejectBox?.height)
    expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"))
    await page.keyboard.press("Tab")
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(accept).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(reject).toBeFocused()
    expect(await findAxeViolations(page)).toEqual([])
    // What a screen reader reads: the dialog's name, then its words, the link and the two choices.
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Cookies for visit statistics":
        - heading "Cookies for visit statistics" [level=2]
        - paragraph:
          - text: /With your permission, we use Google Analytics cookies/
          - link "Privacy Policy"
        - paragraph: /Cookie settings at the bottom of every page/
        - button "Accept"
        - button "Reject"
    `)

    await (await clickForNewTab(context, heroBooking(page))).close()
    await afterNextFrame(page)
    expect(google.requests).toEqual([])
    expect(await analyticsCookies(context)).toEqual([])
  })

  test("at a phone's width the dialog fits, readable and reachable, and axe finds nothing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/contact")
    const dialog = consentDialog(page)
    await expect(dialog).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    for (const choice of ["Accept", "Reject"])
      await expect(dialog.getByRole("button", { name: choice })).toBeInViewport()
    expect(await findAxeViolations(page)).toEqual([])
  })

  test("after Reject nothing is loaded or sent, now or on the next page, and the dialog does not come back", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.goto("/")
    await (await clickForNewTab(context, heroBooking(page))).close()
    await consentDialog(page).getByRole("button", { name: "Reject" }).click()
    await expect(consentDialog(page)).toBeHidden()
    await (await clickForNewTab(context, heroBooking(page))).close()

    await page.goto("/services")
    await waitForPageReady(page)
    await expect(cookieSettings(page)).toBeVisible()
    await expect(consentDialog(page)).toBeHidden()
    await (await clickForNewTab(context, page.getByRole("banner").getByRole("link", { name: /^Book Free/ }))).close()
    await afterNextFrame(page)
    expect(google.requests).toEqual([])
    expect(await analyticsCookies(context)).toEqual([])
  })

  test("after Accept, Consent Mode starts denied, grants analytics only, and the page view and queued taps are sent", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.goto("/?utm_source=newsletter&utm_campaign=spring")
    // A tap before the choice waits for it.
    await (await clickForNewTab(context, heroBooking(page))).close()
    await consentDialog(page).getByRole("button", { name: "Accept" }).click()
    await expect(consentDialog(page)).toBeHidden()

    await expect.poll(() => google.hits().map(([name]) => name)).toEqual(["page_view", "booking_opened"])
    const [pageView, booking] = google.hits()
    expect(pageView?.[1]).toMatchObject({ utm_source: "newsletter", utm_campaign: "spring" })
    expect(booking?.[1]).toEqual({ where: "hero" })
    const commands = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>)))),
    )
    expect(commands.slice(0, 2)).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
      ["consent", "update", { analytics_storage: "granted" }],
    ])
    expect(google.requests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${measurementId}`)

    // Remembered: the next page asks nothing and counts its view.
    await page.goto("/process")
    await expect.poll(() => google.hits().filter(([name]) => name === "page_view").length).toBe(2)
    await expect(consentDialog(page)).toBeHidden()
  })

  test("Google gets the page's address with its campaign only, and of the page before, its origin and path", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.goto("/?email=a@b.com&utm_source=news")
    await consentDialog(page).getByRole("button", { name: "Accept" }).click()
    await (await clickForNewTab(context, heroBooking(page))).close()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL("/services")

    await expect
      .poll(() => google.pages())
      .toEqual([
        ["page_view", `${ga4FixtureBuildUrl}/?utm_source=news`, ""],
        ["booking_opened", `${ga4FixtureBuildUrl}/?utm_source=news`, ""],
        ["page_view", `${ga4FixtureBuildUrl}/services`, `${ga4FixtureBuildUrl}/`],
      ])
    expect(google.hits()[0]?.[1]).toEqual({ utm_source: "news" })
    // Nor does Google's tag find the address in what the page gave it.
    const commands = await page.evaluate(() =>
      JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))),
    )
    expect(`${google.requests.join(" ")} ${commands}`).not.toMatch(/email=|a@b\.com|a%40b\.com/)
  })

  test("after Accept, a page's LCP, CLS and INP reach Google once, when it is hidden, on the page's address without its query", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await watchObservers(page)
    await page.goto("/?email=a@b.com&utm_source=news")
    await waitForPageReady(page)
    // Hidden before a choice, the page measures nothing and sends nothing.
    await setPageHidden(page, true)
    await setPageHidden(page, false)
    await afterNextFrame(page)
    expect(await page.evaluate(() => window.observed?.map((options) => options.type))).not.toContain(
      "largest-contentful-paint",
    )
    expect(google.requests).toEqual([])

    // Accepting is the page's first interaction, for INP.
    await consentDialog(page).getByRole("button", { name: "Accept" }).click()
    await whenMeasuring(page)
    await expect.poll(() => google.hits().map(([name]) => name)).toEqual(["page_view"])
    await setPageHidden(page, true)

    const vitals = () => google.pages().filter(([name]) => name === "web_vitals")
    await expect.poll(() => vitals().length).toBe(3)
    expect(vitals()).toEqual(Array(3).fill(["web_vitals", `${ga4FixtureBuildUrl}/`, ""]))
    const measures = google.hits().filter(([name]) => name === "web_vitals")
    expect(measures.map(([, { metric }]) => metric).sort()).toEqual(webVitalNames)
    for (const [, parameters] of measures) {
      expect(Object.keys(parameters)).toEqual(["metric", "metric_value", "rating", "page_location"])
      expect(String(parameters.metric_value)).toMatch(parameters.metric === "CLS" ? /^\d+(\.\d{1,2})?$/ : /^\d*0$/)
      expect(["good", "needs-improvement", "poor"]).toContain(parameters.rating)
    }
    expect(JSON.stringify(measures)).not.toMatch(/\?|utm_|email|a@b|a%40b/)

    // Shown again and hidden again: no second set (which would go before the booking's event).
    await setPageHidden(page, false)
    await setPageHidden(page, true)
    await (await clickForNewTab(context, heroBooking(page))).close()
    await expect.poll(() => google.hits().map(([name]) => name)).toContain("booking_opened")
    expect(vitals()).toHaveLength(3)
  })

  test("a choice holds for 12 months; then the dialog asks again, and nothing reaches Google until it is answered", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    const acceptedAt = new Date("2026-03-15T10:00:00Z")
    const monthsLater = (months: number, days = 0) => {
      const date = new Date(acceptedAt)
      date.setUTCMonth(date.getUTCMonth() + months, date.getUTCDate() + days)
      return date
    }
    await page.clock.setFixedTime(acceptedAt)
    await page.goto("/")
    await consentDialog(page).getByRole("button", { name: "Accept" }).click()
    await expect.poll(() => google.hits().length).toBe(1)

    await page.clock.setFixedTime(monthsLater(12, -1))
    await page.goto("/services")
    await expect.poll(() => google.hits().length).toBe(2)
    await expect(consentDialog(page)).toBeHidden()

    await page.clock.setFixedTime(monthsLater(12))
    const sent = google.requests.length
    await page.goto("/")
    await expect(consentDialog(page)).toBeVisible()
    await (await clickForNewTab(context, heroBooking(page))).close()
    await afterNextFrame(page)
    expect(google.requests.slice(sent)).toEqual([])
  })

  test("a choice remembered without its date, as before choices expired, is asked for again", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.addInitScript(() => localStorage.setItem("analytics-consent", "granted"))
    await page.goto("/")
    await expect(consentDialog(page)).toBeVisible()
    await (await clickForNewTab(context, heroBooking(page))).close()
    await afterNextFrame(page)
    expect(google.requests).toEqual([])
  })

  test("Cookie settings reopens the dialog as a modal one, by keyboard, and a change of mind stops everything", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.goto("/")
    await consentDialog(page).getByRole("button", { name: "Accept" }).click()
    await expect.poll(() => google.hits().length).toBe(1)
    await expect.poll(() => analyticsCookies(context)).toEqual(["_ga", "_ga_FIXTURE01"])

    const settings = cookieSettings(page)
    await settings.focus()
    await page.keyboard.press("Enter")
    const dialog = consentDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("heading", { name: "Cookies for visit statistics" })).toBeFocused()
    await expect(dialog).toContainText("Your current choice: accepted.")
    // Modal: the page behind is inert, and Escape closes it without a change, back to the control.
    expect(await page.evaluate(() => document.querySelector("dialog:modal") !== null)).toBe(true)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(settings).toBeFocused()

    await page.keyboard.press("Enter")
    await dialog.getByRole("button", { name: "Reject" }).focus()
    await page.keyboard.press("Enter")
    await expect(dialog).toBeHidden()
    await expect(settings).toBeFocused()
    await expect.poll(() => analyticsCookies(context)).toEqual([])

    const sent = google.requests.length
    await (await clickForNewTab(context, heroBooking(page))).close()
    await page.goto("/services")
    await waitForPageReady(page)
    await afterNextFrame(page)
    expect(google.requests.slice(sent)).toEqual([])
  })

  test("a browser that sends Global Privacy Control is never asked, and nothing reaches Google", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { value: true }))
    await page.goto("/")
    await page.waitForFunction(() => window.siteEvents !== undefined && !Array.isArray(window.siteEvents))
    await (await clickForNewTab(context, heroBooking(page))).close()
    await afterNextFrame(page)
    await expect(consentDialog(page)).toBeHidden()
    await expect(cookieSettings(page)).toBeHidden()
    expect(google.requests).toEqual([])
  })

  test("the privacy policy says what Google Analytics collects, and the policy allows Google only here", async ({
    page,
    request,
  }) => {
    await page.goto("/privacy")
    // The policy's own words, then what the build says about Google Analytics.
    const visitStatistics = leadIn(byId(legalPages, "privacy").body, "analytics")
    await expect(page.getByRole("main")).toContainText(
      `${visitStatistics}only if you accept cookies when the site asks, we count visits, and which buttons lead to a booking, with Google Analytics 4.`,
    )
    // Its summary, too, says the site may set cookies, from the same setting: never "no cookies".
    const summary = leadIn(byId(legalPages, "privacy").body, "cookies")
    await expect(page.getByRole("main")).toContainText(
      `${summary}${cookiesDisclosureWords.en({ provider: "ga4", measurementId: "G-0" })}.`,
    )
    await expect(page.getByRole("main")).not.toContainText(cookiesDisclosureWords.en({ provider: "none" }))
    const policy = (await request.get("/")).headers()["content-security-policy"] ?? ""
    expect(policy.match(/script-src [^;]*/)?.[0]).toContain("https://www.googletagmanager.com")
    expect(policy.match(/connect-src [^;]*/)?.[0]).toContain("https://*.google-analytics.com")
  })
})

test.describe("with a cookieless provider, or none", () => {
  for (const [build, baseURL] of [
    ["Plausible", fixtureBuildUrl],
    ["no provider", undefined],
  ] as const)
    test.describe(build, () => {
      if (baseURL) test.use({ baseURL })
      test("no consent dialog and no Cookie settings, as nothing sets a cookie", async ({ page }) => {
        await page.goto("/")
        await waitForPageReady(page)
        await expect(page.locator("dialog#consent-dialog")).toHaveCount(0)
        await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0)
      })
    })
})
