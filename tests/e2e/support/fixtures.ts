import { test as base, expect, type Locator, type Page } from "@playwright/test"
import { fixtureBuildUrl } from "../../../playwright.config"

type PageProblems = {
  /** Console errors and uncaught page errors seen during the test. */
  problems: string[]
  /** Call when a test expects console errors (the 404 page logs the missing path). */
  allowConsoleErrors: () => void
  /**
   * What the analytics collector received, in order (the fixture build sends to Plausible's
   * cloud): its stand-in answers at the network, as the real one does, and records each request,
   * in every test whose `baseURL` is that build.
   */
  analyticsHits: AnalyticsHit[]
}

/** A request to Plausible's event API, as its tracker sends it. */
export interface AnalyticsHit {
  /** Event name: "pageview", "booking_opened"... */
  n: string
  /** Page address and referrer. */
  u: string
  r: string | null
  /** The site's domain. */
  d: string
  /** Properties. */
  p?: Record<string, string>
  /** false: an event that does not make the visit an engaged one (a Web Vital). */
  i?: boolean
}

export const analyticsEndpoint = "https://plausible.io/api/event"

/**
 * Every test fails when the page logs a console error, throws, or breaks its Content-Security-Policy,
 * unless it says it expects errors: a hydration mismatch, a broken script or a blocked one never
 * passes unnoticed. The page is watched from the moment it is made; a test that only sends requests
 * makes none, so it does not pay for a browser tab it never opens.
 */
export const test = base.extend<PageProblems>({
  // Playwright reads what a fixture needs from its first parameter's pattern: this one needs nothing.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use([])
  },
  page: async ({ page, problems }, use) => {
    watchProblems(page, problems)
    // Anything the Content-Security-Policy blocks is a problem too.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await use(page)
  },
  // Only where the pages are the build that sends to Plausible: a route has every request of the
  // context wait for the test's process to match it, and the other builds send nothing there.
  analyticsHits: [
    async ({ context, baseURL }, use) => {
      const hits: AnalyticsHit[] = []
      if (baseURL === fixtureBuildUrl)
        await context.route(analyticsEndpoint, async (route) => {
          hits.push(JSON.parse(route.request().postData() ?? "{}") as AnalyticsHit)
          await route.fulfill({ status: 202, body: "ok", headers: { "access-control-allow-origin": "*" } })
        })
      await use(hits)
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ problems }, use) => {
      let isAllowed = false
      await use(() => {
        isAllowed = true
      })
      if (!isAllowed) expect(problems, "console errors and page errors").toEqual([])
    },
    { auto: true },
  ],
})

/** Notes every console error and uncaught error of the page in `problems`. */
function watchProblems(page: Page, problems: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
}

/**
 * Waits until the page's actions are ready (`data-actions-ready` on <html>): at DOMContentLoaded,
 * or once the voice module has run in a build with a voice assistant (app/start/README.md).
 * Islands need no wait: a tap that comes before one has hydrated is held and replayed
 * (app/start/held-taps.ts).
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-actions-ready"))
}

/**
 * Waits until the island that holds `part` has hydrated: an `<astro-island>` loses its `ssr`
 * attribute; a section run without React (`data-island`, the estimator) its `data-pending`
 * (app/start/README.md). A wait for the page, like any other
 * step, within the test's time, and not an assertion about speed: on an emulated slow phone
 * (support/slow-device.ts) an island's code and hydration take what they take, and the speed
 * goals are held by the budgets and benchmarks.
 */
export async function waitForIsland(part: Locator): Promise<void> {
  const island = await part.evaluateHandle((element) => element.closest("astro-island, [data-island]"))
  await part
    .page()
    .waitForFunction(
      (element) => element !== null && !element.hasAttribute("ssr") && !element.hasAttribute("data-pending"),
      island,
    )
}

/** Waits until every island on the page has hydrated (each hydrates as it comes into view). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("astro-island[ssr], [data-island][data-pending]") === null)
}

/**
 * Resolves once the page has drawn a frame and run the tasks queued before it: whatever a click
 * handler does, at once or in a task it schedules, has happened by then. For "nothing happened".
 */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

export { expect }
