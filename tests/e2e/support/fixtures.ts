import { test as base, expect, type Page } from "@playwright/test"

type PageProblems = {
  /** Console errors and uncaught page errors seen during the test. */
  problems: string[]
  /** Call when a test expects console errors (the 404 page logs the missing path). */
  allowConsoleErrors: () => void
}

/**
 * Every test fails when the page logs a console error, throws, or breaks its Content-Security-Policy,
 * unless it says it expects errors: a hydration mismatch, a broken script or a blocked one never
 * passes unnoticed.
 */
export const test = base.extend<PageProblems>({
  problems: async ({ page }, use) => {
    const problems = watchProblems(page)
    // Anything the Content-Security-Policy blocks is a problem too.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await use(problems)
  },
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

export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  return problems
}

/** Waits until React has hydrated the page, so that event handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
}

export { expect }
