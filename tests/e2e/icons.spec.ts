import type { Locator, Response } from "@playwright/test"
import { expect, test, waitForPageReady } from "./support/fixtures"

/** The image an icon is painted through (components/ui/icon.tsx), as the browser computed it. */
function maskImageOf(icon: Locator): Promise<string> {
  return icon.evaluate((element) => getComputedStyle(element).maskImage)
}

test("content icons are the site's own SVG files, fetched when the page shows them", async ({ page, request }) => {
  const iconResponses: Response[] = []
  page.on("response", (response) => {
    if (/\/assets\/icon-[\w.-]+\.svg$/.test(new URL(response.url()).pathname)) iconResponses.push(response)
  })
  await page.goto("/services")
  await waitForPageReady(page)
  const feature = page.getByRole("article", { name: "AI Customer Support Agents" }).getByRole("listitem").first()
  await feature.scrollIntoViewIfNeeded()
  const icon = feature.locator(".icon")

  const mask = await maskImageOf(icon)
  const url = /^url\("(?<url>[^"]+\/assets\/icon-check[.-][\w-]+\.svg)"\)$/.exec(mask)?.groups?.url
  expect(url, `the check mark's mask image (${mask})`).toBeDefined()
  await expect
    .poll(() => iconResponses.filter((response) => response.url() === url).map((response) => response.status()))
    .toContain(200)

  const file = await request.get(url ?? "")
  expect(file.status()).toBe(200)
  expect(file.headers()["content-type"]).toMatch(/^image\/svg\+xml/)
  expect(await file.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/)
  expect(iconResponses.map((response) => response.status()).filter((status) => status !== 200)).toEqual([])
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu button's icon comes with the page, never after it", async ({ page }) => {
    await page.goto("/privacy")
    await waitForPageReady(page)
    const menuButton = page.getByRole("button", { name: "Menu" })
    expect(await maskImageOf(menuButton.locator(".icon"))).toMatch(/^url\("data:image\/svg\+xml,/)

    await menuButton.click()
    const close = page.getByRole("dialog").getByRole("button", { name: "Close menu" })
    await expect(close).toBeVisible()
    // The close button appears on a click: its icon is in the stylesheet too, so it is never blank.
    expect(await maskImageOf(close.locator(".icon"))).toMatch(/^url\("data:image\/svg\+xml,/)
  })
})
