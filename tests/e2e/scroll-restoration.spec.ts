import type { Page } from "@playwright/test"
import { expect, test, waitForPageReady } from "./support/fixtures"

const servicesHeading = "AI Automation Services That Pay for Themselves"
const processHeading = "From First Call to Measurable Results"

const scrollYOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => scrollYOf(page)).toBe(y)
}

test("a reload lands where the visitor was", async ({ page }) => {
  await page.goto("/services")
  await waitForPageReady(page)
  await scrollTo(page, 1500)
  await page.reload()
  await expect.poll(() => scrollYOf(page)).toBe(1500)
  await waitForPageReady(page)
  await expect.poll(() => scrollYOf(page)).toBe(1500)
})

test("going back after following a link inside the site returns to the same page and place", async ({ page }) => {
  await page.goto("/services")
  await waitForPageReady(page)
  // Far enough down that the sections further on have not been wanted yet.
  await scrollTo(page, 1200)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Process" }).click()
  await expect(page).toHaveURL(/\/process$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(processHeading)
  await expect.poll(() => scrollYOf(page)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesHeading)
  await expect(page.getByRole("heading", { level: 2, name: "Not Sure Where to Start?" })).toBeAttached()
  await expect.poll(() => scrollYOf(page)).toBe(1200)
})

test.describe("session storage while the page loads", () => {
  test.beforeEach(async ({ page }) => {
    // Notes each read of session storage made while the document is still being parsed.
    await page.addInitScript(() => {
      const reads: string[] = []
      Object.assign(window, { readsWhileParsing: reads })
      const getItem = Storage.prototype.getItem
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === window.sessionStorage && document.readyState === "loading") reads.push(key)
        return getItem.call(this, key)
      }
    })
  })
  const readsWhileParsing = (page: Page) =>
    page.evaluate(() => (window as unknown as { readsWhileParsing: string[] }).readsWhileParsing)

  test("a first visit does not wait for it before the page appears", async ({ page }) => {
    await page.goto("/services")
    await waitForPageReady(page)
    expect(await readsWhileParsing(page)).toEqual([])
  })

  test("a reload reads the saved position before the page appears", async ({ page }) => {
    await page.goto("/services")
    await waitForPageReady(page)
    await page.reload()
    await waitForPageReady(page)
    expect(await readsWhileParsing(page)).toEqual(["react-router-scroll-positions"])
  })
})
