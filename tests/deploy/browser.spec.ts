import { expect, test, waitForIsland, waitForPageReady } from "../e2e/support/fixtures"
import { at, lists, pageCopy } from "../e2e/support/content"
import { everyPage, notFound } from "../e2e/support/routes"
import { expectUploadsRefusedOnCheckPages } from "../e2e/support/uploaded-script"

/*
 * Chromium against nginx, with the production headers. The fixture fails a test on any console
 * error, page error or Content-Security-Policy violation, so each of these also proves the
 * policy lets the page (and what the visitor does on it) run.
 */

for (const { path, h1 } of everyPage) {
  test(`${path} renders and runs its script under the production policy`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1)
    await waitForPageReady(page)
    // The inlined stylesheet is allowed and applies (the header's layout comes from it).
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed")
  })
}

test("a script uploaded to /uploads/ never runs, in either language, as nginx serves the site", async ({
  page,
  problems,
}) => {
  await expectUploadsRefusedOnCheckPages(page, problems, { clientDir: "build/client", name: "nginx-check" })
})

test("an unknown address shows the 404 screen and logs the missing path", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors() // The browser reports the 404 response itself, and the page the missing path.
  const logged: string[] = []
  page.on("console", (message) => logged.push(message.text()))
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.h1)
  await waitForPageReady(page)
  expect(logged).toContainEqual(expect.stringContaining("/no-such-page"))
})

test("the carousel, its tooltips and the FAQ work", async ({ page }) => {
  await page.goto("/")
  await waitForPageReady(page)
  const carousel = page.getByRole("region", { name: "Client testimonials" })
  await carousel.scrollIntoViewIfNeeded()
  // A tooltip follows the pointer's movements from hydration on (a pointer resting on the button
  // since before then shows it at its next move).
  await waitForIsland(carousel)
  const next = carousel.getByRole("button", { name: "Next testimonial" })
  await next.hover()
  await expect(page.getByRole("tooltip")).toHaveText("Next testimonial")
  await next.click()
  await expect(carousel.getByRole("group")).toHaveAccessibleName(`2 of ${lists.testimonials.length}`)

  const faq = page.locator("#faq")
  await faq.scrollIntoViewIfNeeded()
  const { question } = at(lists.faqs, 0)
  await faq.getByRole("button", { name: question }).click()
  await expect(faq.getByRole("region", { name: question })).toBeVisible()
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu opens, locks the page and closes", async ({ page }) => {
    await page.goto("/services")
    await waitForPageReady(page)
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    const dialog = page.getByRole("dialog", { name: "Site menu" })
    await expect(dialog).toBeVisible()
    await expect(page.locator("html")).toHaveClass(/is-scroll-locked/)
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden")
    await dialog.getByRole("link", { name: "Process", exact: true }).click()
    await expect(page).toHaveURL(/\/process$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.process.hero.title)
  })
})
