import { expect, test, waitForPageReady } from "./support/fixtures"
import { hydrateEveryIsland, walkWithTab } from "./support/journeys"
import {
  expectFitsTheScreen,
  expectNoAxeViolationsInEitherTheme,
  expectScreenReaderStructure,
  expectTabReachesEveryControl,
} from "./support/page-checks"
import { everyPage, notFound, pagesInBothLanguages, spanishPages, viewports } from "./support/routes"

/*
 * Every page as each kind of visitor meets it, at a phone's width and a desktop's, each check on
 * the same load of the page: axe in both themes as the page first settles; then, with every
 * island hydrated, what a screen reader reads, what a phone shows, and a walk with Tab. The
 * walks run on the specification's pages, whose widgets the journeys cover; the other checks on
 * every page, in both languages. (400% zoom and the first paint are in journeys/small-screens.)
 */

const addresses = [...everyPage, ...spanishPages, { path: "/es/blog" }].map((page) => page.path)
const walked = new Set<string>(pagesInBothLanguages.map((page) => page.path))

for (const viewport of viewports)
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    // Up to four checks, each of which had a test and its time to itself, share a load: the time is theirs together.
    test.describe.configure({ timeout: 4 * 30_000 })
    const isPhone = viewport.name === "phone"

    for (const path of addresses) {
      const checks = ["no WCAG 2.2 AA violations in either theme", "read in order by a screen reader"]
      if (isPhone) checks.push("fits the screen")
      if (walked.has(path)) checks.push("every control reached by Tab")
      test(`${path}: ${checks.join(", ")}`, async ({ page }) => {
        await page.goto(path)
        await waitForPageReady(page)
        await test.step("axe", () => expectNoAxeViolationsInEitherTheme(page))
        await hydrateEveryIsland(page)
        await test.step("screen reader", () => expectScreenReaderStructure(page))
        if (isPhone) await test.step("small screen", () => expectFitsTheScreen(page))
        if (walked.has(path)) await test.step("keyboard", () => expectTabReachesEveryControl(page, path))
      })
    }

    test(`the 404 screen: no WCAG 2.2 AA violations${isPhone ? ", fits the screen" : ""}, and the way home is reached by Tab and visibly focused`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors() // The browser reports the 404 response, and the page logs the path.
      await page.goto("/no-such-page")
      await waitForPageReady(page)
      await test.step("axe", () => expectNoAxeViolationsInEitherTheme(page))
      await hydrateEveryIsland(page)
      if (isPhone) await test.step("small screen", () => expectFitsTheScreen(page))
      await test.step("keyboard", async () => {
        await page.emulateMedia({ reducedMotion: "reduce" })
        const { tabbableCount, stops } = await walkWithTab(page)
        expect(new Set(stops.map((stop) => stop.index)).size).toBe(tabbableCount)
        expect(stops.every((stop) => stop.hasFocusIndicator && stop.coveredAt.length === 0)).toBe(true)
        expect(stops.map((stop) => stop.label)).toContainEqual(expect.stringContaining(notFound.homeLink))
      })
    })
  })
