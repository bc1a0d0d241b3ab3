import type { Page } from "@playwright/test"
import { expect, test } from "../support/fixtures"
import { openWholePage } from "../support/journeys"
import { everyPage, pages, spanishPages } from "../support/routes"

/*
 * A visitor on a phone, and one who reads at 400% zoom: a 1280 px wide window zoomed to 400% lays
 * pages out 320 CSS px wide (WCAG 1.4.10 Reflow). Nothing may need sideways scrolling or be cut
 * off, and every target is at least 24 by 24 px (2.5.8).
 */

const screens = [
  { name: "a phone (390 × 844)", viewport: { width: 390, height: 844 } },
  { name: "400% zoom (320 × 256)", viewport: { width: 320, height: 256 } },
]

const addresses = [...everyPage.map((page) => page.path), ...spanishPages.map((page) => page.path), "/no-such-page"]

/**
 * What reaches past the window's sides, or is clipped inside its own box; with `firstScreenOnly`,
 * only what is on the first screen.
 */
function cutOff(page: Page, { firstScreenOnly = false } = {}): Promise<string[]> {
  return page.evaluate((firstScreenOnly) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("alt") ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`
    const hasOwnText = (element: Element) =>
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    const found: string[] = []
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (!(hasOwnText(element) || element.matches("img, svg, input, select, textarea, button, a"))) continue
      if (!element.checkVisibility({ visibilityProperty: true })) continue
      const rect = element.getBoundingClientRect()
      // Visually hidden text (the skip link at rest, screen-reader hints) is 1 px and clipped.
      if (rect.width <= 1 || rect.height <= 1) continue
      if (firstScreenOnly && rect.top >= window.innerHeight) continue
      if (rect.left < -1 || rect.right > window.innerWidth + 1) {
        found.push(`${describe(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`)
        continue
      }
      const style = getComputedStyle(element)
      if (hasOwnText(element) && style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element)} is clipped: ${element.scrollWidth} px of text in ${element.clientWidth} px`)
      }
    }
    return found
  }, firstScreenOnly)
}

/**
 * Targets smaller than 24 × 24 px. Links inside a sentence are exempt (WCAG 2.5.8): their size
 * is the line's.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isInSentence = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false
      const block = element.parentElement
      return block !== null && (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length
    }
    return Array.from(document.querySelectorAll("a[href], button, input, select, textarea, summary, [role=button]"))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !isInSentence(element))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && rect.height > 1 && (rect.width < 24 || rect.height < 24))
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      )
  })
}

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
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(scrollWidth, "page width").toBeLessThanOrEqual(clientWidth)
        expect(await cutOff(page)).toEqual([])
        expect(await smallTargets(page)).toEqual([])
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
