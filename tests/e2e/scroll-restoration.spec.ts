import type { Page } from "@playwright/test"
import { pageCopy } from "./support/content"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { slowDown } from "./support/slow-device"

/*
 * No scroll jumps: after a reload, Back or Forward, or an anchor, the page stays where it lands
 * from the `load` event on, on a phone-speed CPU too. Each page is a full document, so these are
 * the browser's own restoration and anchoring; what the site must do is never change its layout
 * after the first paint. `npm run test:stress` repeats these 20 times.
 */

const servicesHeading = pageCopy.services.hero.title
const processHeading = pageCopy.process.hero.title

const scrollYOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

async function scrollTo(page: Page, y: number) {
  // Instant, whatever scrolling the page itself asks for.
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await expect.poll(() => scrollYOf(page)).toBe(y)
}

/**
 * From every document's `load` event, notes where the page stands on each frame for the next
 * 1.5 seconds (the time an island takes to hydrate on a slow phone), so a jump in between shows.
 */
async function recordScrollAfterLoad(page: Page) {
  await page.addInitScript(() => {
    const positions: number[] = []
    Object.assign(window, { positionsAfterLoad: positions, isDoneRecording: false })
    addEventListener("load", () => {
      const end = performance.now() + 1500
      const note = () => {
        positions.push(Math.round(scrollY))
        if (performance.now() < end) requestAnimationFrame(note)
        else Object.assign(window, { isDoneRecording: true })
      }
      note()
    })
  })
}

async function positionsAfterLoad(page: Page): Promise<number[]> {
  await page.waitForFunction(() => (window as unknown as { isDoneRecording: boolean }).isDoneRecording)
  return page.evaluate(() => [...new Set((window as unknown as { positionsAfterLoad: number[] }).positionsAfterLoad)])
}

test.beforeEach(async ({ page }) => {
  await slowDown(page, { network: false })
  await recordScrollAfterLoad(page)
})

test("@timing a reload lands where the visitor was and stays there", async ({ page }) => {
  await page.goto("/services")
  await waitForPageReady(page)
  await scrollTo(page, 1500)
  await page.reload()
  expect(await positionsAfterLoad(page)).toEqual([1500])
  await waitForPageReady(page)
  expect(await scrollYOf(page)).toBe(1500)
})

test("@timing a reload of the home page, with its islands, stays put while they hydrate", async ({ page }) => {
  await page.goto("/")
  await waitForPageReady(page)
  const faq = await page
    .locator("#faq")
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY))
  await scrollTo(page, faq - 100)
  await page.reload()
  expect(await positionsAfterLoad(page)).toEqual([faq - 100])
})

test("@timing Back and Forward return to the same page and place", async ({ page }) => {
  await page.goto("/services")
  await waitForPageReady(page)
  await scrollTo(page, 1200)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Process" }).click()
  await expect(page).toHaveURL(/\/process$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(processHeading)
  await scrollTo(page, 600)

  await page.goBack()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesHeading)
  expect(await positionsAfterLoad(page)).toEqual([1200])

  await page.goForward()
  await expect(page).toHaveURL(/\/process$/)
  expect(await positionsAfterLoad(page)).toEqual([600])
})

test("@timing an address with an anchor lands on its section and stays there", async ({ page }) => {
  await page.goto("/services")
  await waitForPageReady(page)
  await page.goto("/#pricing")
  const positions = await positionsAfterLoad(page)
  expect(positions).toHaveLength(1)
  const heading = page.getByRole("heading", { level: 2, name: pageCopy.home.pricing.title })
  await expect(heading).toBeInViewport()
  // Clear of the fixed header (64 px).
  expect(
    await page.locator("#pricing").evaluate((element) => element.getBoundingClientRect().top),
  ).toBeGreaterThanOrEqual(64)
})
