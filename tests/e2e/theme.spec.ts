import type { Page } from "@playwright/test"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { everyPage, themeBackground as background } from "./support/routes"

const themeColor = { light: "#4f46e5", dark: "#0b1120" } as const

/**
 * Records the page's background and colour scheme as the browser is about to draw its first
 * frame (a requestAnimationFrame callback queued before any of the page's code runs), and returns
 * a function that reads them back.
 */
async function watchFirstFrame(page: Page): Promise<() => Promise<{ background: string; colorScheme: string }>> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement
      const style = getComputedStyle(document.body ?? root)
      ;(window as unknown as { firstFrame: unknown }).firstFrame = {
        background:
          style.backgroundColor === "rgba(0, 0, 0, 0)" ? getComputedStyle(root).backgroundColor : style.backgroundColor,
        colorScheme: getComputedStyle(root).colorScheme,
      }
    })
  })
  // The load event, which page.goto waits for, can come before the first frame is drawn: wait for
  // the frame itself.
  type FirstFrame = { background: string; colorScheme: string }
  return async () => {
    await page.waitForFunction(() => "firstFrame" in window)
    return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame)
  }
}

/** Makes the visitor's earlier choice, as app/start/theme.ts keeps it, before the page's own code runs. */
async function chooseBeforeLoad(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme)
}

test.describe("a dark system", () => {
  test.use({ colorScheme: "dark" })

  for (const { path } of [...everyPage, { path: "/missing-page" }]) {
    test(`${path}: the first frame is dark`, async ({ page, allowConsoleErrors }) => {
      // The 404 screen logs the missing path.
      if (path === "/missing-page") allowConsoleErrors()
      const firstFrame = await watchFirstFrame(page)
      await page.goto(path)
      expect(await firstFrame()).toEqual({ background: background.dark, colorScheme: "dark" })
    })
  }

  test("without JavaScript the system's preference rules, and no theme control is offered", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" })
    const page = await context.newPage()
    for (const { path } of everyPage) {
      await page.goto(path)
      await expect(page.locator("body"), path).toHaveCSS("background-color", background.dark)
      await expect(page.getByRole("group", { name: "Theme" }), path).toBeHidden()
    }
    await context.close()
  })

  test("a visitor who chose Light gets a light first frame", async ({ page }) => {
    await chooseBeforeLoad(page, "light")
    const firstFrame = await watchFirstFrame(page)
    await page.goto("/services")
    expect(await firstFrame()).toEqual({ background: background.light, colorScheme: "light" })
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", themeColor.light)
  })
})

test.describe("a light system", () => {
  test.use({ colorScheme: "light", viewport: { width: 1280, height: 800 } })

  test("a visitor who chose Dark gets a dark first frame, and the browser's bar is dark", async ({ page }) => {
    await chooseBeforeLoad(page, "dark")
    const firstFrame = await watchFirstFrame(page)
    await page.goto("/contact")
    expect(await firstFrame()).toEqual({ background: background.dark, colorScheme: "dark" })
    for (const meta of await page.locator('meta[name="theme-color"]').all()) {
      await expect(meta).toHaveAttribute("content", themeColor.dark)
    }
  })

  test("Dark, chosen by keyboard in the header, holds through a reload and a page change; System follows the system again", async ({
    page,
  }) => {
    await page.goto("/")
    await waitForPageReady(page)
    const header = page.getByRole("banner").getByRole("group", { name: "Theme" })
    await expect(header.getByRole("radio", { name: "System" })).toBeChecked()
    await expect(page.locator("body")).toHaveCSS("background-color", background.light)

    await header.getByRole("radio", { name: "System" }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(header.getByRole("radio", { name: "Dark" })).toBeChecked()
    await expect(header.getByRole("radio", { name: "Dark" })).toBeFocused()
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    await expect(page.locator("body")).toHaveCSS("background-color", background.dark)

    await page.reload()
    await expect(page.locator("body")).toHaveCSS("background-color", background.dark)
    await expect(header.getByRole("radio", { name: "Dark" })).toBeChecked()

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.locator("body")).toHaveCSS("background-color", background.dark)
    await expect(header.getByRole("radio", { name: "Dark" })).toBeChecked()

    // A tap on the drawn control: its icon, named by the tooltip.
    await header.getByTitle("System").click()
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/)
    await expect(page.locator("body")).toHaveCSS("background-color", background.light)
    await page.reload()
    await expect(page.locator("body")).toHaveCSS("background-color", background.light)
    await expect(header.getByRole("radio", { name: "System" })).toBeChecked()
  })
})

test.describe("on a phone", () => {
  test.use({ colorScheme: "dark", viewport: { width: 390, height: 844 } })

  test("the phone menu offers the theme; Light chosen there applies at once and shows in the header's control too", async ({
    page,
  }) => {
    await page.goto("/process")
    await waitForPageReady(page)
    await page.getByRole("button", { name: "Menu" }).click()
    const menu = page.getByRole("dialog", { name: "Site menu" })
    await menu.getByTitle("Light").click()
    await expect(page.locator("body")).toHaveCSS("background-color", background.light)
    await expect(menu.getByRole("radio", { name: "Light" })).toBeChecked()
    await expect(page.getByRole("banner").locator('input[value="light"][name="theme-header"]')).toBeChecked()
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await page.goto("/")
    await expect(page.locator("body")).toHaveCSS("background-color", background.light)
  })
})
