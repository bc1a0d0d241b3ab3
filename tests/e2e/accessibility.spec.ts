import { findAxeViolations } from "./support/axe"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { everyPage, viewports } from "./support/routes"

const themes = ["light", "dark"] as const

for (const viewport of viewports)
  for (const theme of themes) {
    test.describe(`axe at ${viewport.width} px, ${theme} theme`, () => {
      // The visitor's system picks the theme; with no choice made, the site follows it.
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme })

      for (const page of everyPage) {
        test(`${page.path} has no WCAG 2.2 AA violations`, async ({ page: tab }) => {
          await tab.goto(page.path)
          await waitForPageReady(tab)
          expect(await findAxeViolations(tab)).toEqual([])
        })
      }

      test("the 404 screen has no WCAG 2.2 AA violations", async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors()
        await page.goto("/missing-page")
        await waitForPageReady(page)
        expect(await findAxeViolations(page)).toEqual([])
      })
    })
  }
