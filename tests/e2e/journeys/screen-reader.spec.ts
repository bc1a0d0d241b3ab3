import { expect, test, waitForPageReady } from "../support/fixtures"
import { openWholePage } from "../support/journeys"
import { pagesInBothLanguages } from "../support/routes"

/*
 * What a screen reader user meets, read from Chromium's own accessibility tree: landmarks to jump
 * between, one h1 and headings in order, and every control named for what it does.
 */

test("links with the same name lead to the same place", async ({ page }) => {
  for (const { path } of pagesInBothLanguages) {
    // Every link is in the prerendered page; hydration changes none of their addresses here.
    await page.goto(path)
    const destinations = await page.evaluate(() => {
      const byName = new Map<string, Set<string>>()
      for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
        if (link.closest("[aria-hidden=true]") || !link.checkVisibility()) continue
        const name = (link.getAttribute("aria-label") ?? link.textContent ?? "").trim().replace(/\s+/g, " ")
        // An email link's subject line changes the draft, not where it goes.
        const destination = link.protocol === "mailto:" ? link.href.split("?")[0] : link.href
        byName.set(name, (byName.get(name) ?? new Set()).add(destination ?? link.href))
      }
      return Array.from(byName, ([name, hrefs]) => ({ name, hrefs: Array.from(hrefs) }))
    })
    const ambiguous = destinations.filter(({ hrefs }) => hrefs.length > 1)
    expect(ambiguous, path).toEqual([])
  }
})

test("the icon-only buttons say what they do", async ({ page }) => {
  await openWholePage(page, "/")
  const carousel = page.getByRole("region", { name: "Client testimonials" })
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel")
  for (const name of ["Previous testimonial", "Next testimonial", "Pause automatic rotation"]) {
    await expect(carousel.getByRole("button", { name, exact: true })).toBeVisible()
  }
  for (let position = 1; position <= 6; position++) {
    await expect(carousel.getByRole("button", { name: `Show testimonial ${position} of 6` })).toBeAttached()
  }
  await expect(carousel.getByRole("img", { name: "5 out of 5 stars" }).first()).toBeAttached()
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu button and the dialog it opens are named, and the dialog is modal", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    const menuButton = page.getByRole("button", { name: "Menu", exact: true })
    await expect(menuButton).toHaveAttribute("aria-expanded", "false")
    await menuButton.click()
    await expect(menuButton).toHaveAttribute("aria-expanded", "true")
    const dialog = page.getByRole("dialog", { name: "Site menu" })
    await expect(dialog).toHaveAttribute("aria-modal", "true")
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeVisible()
    await expect(dialog.getByRole("navigation")).toHaveCount(1)
  })
})
