import type { BrowserContext, Locator, Page } from "@playwright/test"
import { externalOrigins } from "./site"

/** Stubs every outside page the site links to, so a new tab opens without the network. */
export async function stubExternalPages(context: BrowserContext): Promise<void> {
  for (const origin of externalOrigins) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>External page</title><p>External page</p>",
      }),
    )
  }
}

/** Clicks a control and returns the tab it opens. */
export async function clickForNewTab(context: BrowserContext, control: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), control.click()])
  await tab.waitForLoadState("domcontentloaded")
  return tab
}
