import { expect, test } from "../support/fixtures"
import { openWholePage } from "../support/journeys"
import { cutOff, expectFitsTheScreen } from "../support/page-checks"
import { everyPage, pages, spanishPages } from "../support/routes"

/*
 * A visitor on a phone, and one who reads at 400% zoom: a 1280 px wide window zoomed to 400% lays
 * pages out 320 CSS px wide (WCAG 1.4.10 Reflow). Nothing may need sideways scrolling or be cut
 * off, and every target is at least 24 by 24 px (2.5.8).
 */

// The phone's width is checked with the other checks on each page's load (accessibility.spec.ts).
const screens = [{ name: "400% zoom (320 × 256)", viewport: { width: 320, height: 256 } }]

const addresses = [...everyPage.map((page) => page.path), ...spanishPages.map((page) => page.path), "/no-such-page"]

for (const { name, viewport } of screens) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport })

    for (const address of addresses) {
      test(`${address}: no sideways scrolling, nothing cut off, targets of 24 px or more`, async ({
        page,
        allowConsoleErrors,
      }) => {
        if (address === "/no-such-page") allowConsoleErrors() // The 404 response and the logged path.
        await openWholePage(page, address)
        await expectFitsTheScreen(page)
      })
    }
  })
}

test.describe("on a phone, before the page's scripts and whole stylesheet have arrived", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

  // With JavaScript, only each page's inlined styles apply until after the first paint (the whole
  // stylesheet follows; see docs/decisions/005-fast-first-paint.md). Without JavaScript, and
  // with the stylesheet answered empty, the page shows that state. What is below the first
  // screen is not drawn yet then (and gets its styles before anyone can scroll to it).
  for (const address of pages.map((page) => page.path)) {
    test(`${address}'s first screen is no wider than the window at first paint`, async ({ page }) => {
      await page.route("**/assets/*.css", (route) => route.fulfill({ contentType: "text/css", body: "" }))
      await page.goto(address)
      // Measure what was painted: until the first frame, the browser has not yet decided which
      // parts it skips, and a measurement lays out even those below the fold. Taking a picture
      // makes the browser produce a frame (no script runs here to wait for one); on a busy machine
      // the first picture can come from a frame before that decision, so it is taken again until
      // a painted frame is measured. Nothing on the page changes meanwhile: it has no script and
      // no stylesheet, so a page that is too wide stays too wide and still fails.
      await expect
        .poll(
          async () => {
            await page.screenshot()
            return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          },
          { message: "page width beyond the window (px)" },
        )
        .toBeLessThanOrEqual(0)
      // The fixed header adds nothing to the page's width, so its parts are checked one by one.
      expect(await cutOff(page, { firstScreenOnly: true })).toEqual([])
    })
  }
})
