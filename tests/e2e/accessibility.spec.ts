import type { Page } from "@playwright/test"
import { findAxeViolations } from "./support/axe"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { everyPage, themeBackground, viewports } from "./support/routes"

/**
 * axe on the page in the light theme, then in the dark one. With no choice made, the site follows
 * the system's preference, so switching the system's scheme switches the page, as it does for a
 * visitor whose system turns dark at dusk; one page load serves both themes.
 */
async function violationsInBothThemes(page: Page): Promise<{ light: string[]; dark: string[] }> {
  await page.emulateMedia({ colorScheme: "light" })
  await expect(page.locator("body")).toHaveCSS("background-color", themeBackground.light)
  const light = await findAxeViolations(page)
  await page.emulateMedia({ colorScheme: "dark" })
  await expect(page.locator("body")).toHaveCSS("background-color", themeBackground.dark)
  const dark = await findAxeViolations(page)
  return { light, dark }
}

for (const viewport of viewports)
  test.describe(`axe at ${viewport.width} px, light and dark themes`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const page of everyPage) {
      test(`${page.path} has no WCAG 2.2 AA violations`, async ({ page: tab }) => {
        await tab.goto(page.path)
        await waitForPageReady(tab)
        expect(await violationsInBothThemes(tab)).toEqual({ light: [], dark: [] })
      })
    }

    test("the 404 screen has no WCAG 2.2 AA violations", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors()
      await page.goto("/missing-page")
      await waitForPageReady(page)
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] })
    })
  })
