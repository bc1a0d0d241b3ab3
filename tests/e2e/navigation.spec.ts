import { layoutWords } from "virtual:content/layoutWords"
import { readPageFile } from "../../app/test/content-files"
import { blogPosts } from "./support/content"
import type { Page } from "@playwright/test"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { pages, pagesInBothLanguages } from "./support/routes"

const mainLinks = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: "Process", path: "/process" },
  { name: "Case Studies", path: "/case-studies" },
  { name: "Contact", path: "/contact" },
] as const

/** The h1 of one of the site's pages, as its content file words it. */
function h1Of(path: string): string {
  const entry = pages.find((candidate) => candidate.path === path)
  if (!entry) throw new Error(`${path} is not one of the site's pages`)
  return entry.h1
}

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the main navigation leads where it says and marks the current page", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link")).toHaveText(mainLinks.map((link) => link.name))
    for (const link of mainLinks) {
      await nav.getByRole("link", { name: link.name, exact: true }).click()
      await expect(page).toHaveURL(link.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1Of(link.path))
      await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("aria-current", "page")
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
  })

  test("the header offers the booking calendar in a new tab", async ({ page }) => {
    await page.goto("/services")
    const book = page.getByRole("banner").getByRole("link", { name: "Book Free Consultation" })
    await expect(book).toHaveAttribute("target", "_blank")
    await expect(book).toHaveAttribute("rel", "noopener noreferrer")
    await expect(book).toHaveAccessibleDescription("Opens in a new tab")
  })

  test("the footer has Services, Company and Legal columns whose links work", async ({ page, request }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    for (const column of ["Services", "Company", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible()
    }
    await expect(footer).toContainText("© 2024")
    const hrefs = await footer
      .getByRole("navigation")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""))
    expect(hrefs.length).toBeGreaterThanOrEqual(10)
    for (const href of hrefs) {
      const [path, hash] = href.split("#")
      const response = await request.get(path || "/")
      expect(response.status(), href).toBe(200)
      if (hash) expect(await response.text(), href).toContain(`id="${hash}"`)
    }
    await footer.getByRole("link", { name: "Privacy Policy" }).click()
    await expect(page).toHaveURL("/privacy")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1Of("/privacy"))
  })
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu opens the links, keeps focus inside, closes on Esc and returns focus", async ({ page }) => {
    await page.goto("/process")
    await waitForPageReady(page)
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    const menuButton = page.getByRole("button", { name: "Menu", exact: true })
    await menuButton.click()
    const dialog = page.getByRole("dialog", { name: "Site menu" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("link", { name: "Process", exact: true })).toHaveAttribute("aria-current", "page")

    // Tabbing twice round the dialog never reaches the page behind it (which the modal dialog
    // makes inert); after its last item focus may rest on the browser's own controls, where the
    // page's body is the document's active element, before it comes round to the first again.
    const stops = await dialog.locator("a, button").count()
    const visited = new Set<string>()
    for (let index = 0; index < (stops + 1) * 2; index++) {
      await page.keyboard.press("Tab")
      const where = await page.evaluate(() => {
        const active = document.activeElement
        if (!active || active === document.body) return "browser"
        return active.closest("dialog")
          ? `dialog: ${active.textContent?.trim() || active.getAttribute("aria-label")}`
          : "page"
      })
      expect(where).not.toBe("page")
      visited.add(where)
    }
    expect(visited.size).toBeGreaterThanOrEqual(stops)

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test("a link in the menu navigates and closes it", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await page.getByRole("dialog").getByRole("link", { name: "Case Studies" }).click()
    await expect(page).toHaveURL("/case-studies")
    await expect(page.getByRole("dialog")).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1Of("/case-studies"))
  })
})

test.describe("the accessibility statement", () => {
  const isSpanish = (path: string) => /^\/es(\/|$)/.test(path)
  const everyPage = [...pagesInBothLanguages.map((entry) => entry.path), `/blog/${blogPosts[0]?.id}`]

  async function expectFooterLink(page: Page, path: string) {
    const { links } = layoutWords[isSpanish(path) ? "es" : "en"].footer
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: links.legal })
    await expect(legal.getByRole("link", { name: links.accessibility }), path).toHaveAttribute(
      "href",
      isSpanish(path) ? "/es/accessibility" : "/accessibility",
    )
  }

  test("is linked from the footer's Legal column of every page, in the page's language", async ({ page }) => {
    for (const path of everyPage) {
      await page.goto(path)
      await expectFooterLink(page, path)
    }
  })

  test("is linked from the 404 screen's footer too", async ({ page, allowConsoleErrors }) => {
    // The 404 screen logs the unknown address to the console, as the specification asks.
    allowConsoleErrors()
    for (const path of ["/no-such-page", "/es/no-such-page"]) {
      await page.goto(path)
      await expectFooterLink(page, path)
    }
  })

  test("says, in each language, the standard, the alternatives and the reply time the contact page promises", async ({
    page,
  }) => {
    for (const [start, layout, locale] of [
      ["/contact", layoutWords.en, "en"],
      ["/es/contact", layoutWords.es, "es"],
    ] as const) {
      await page.goto(start)
      await page.getByRole("contentinfo").getByRole("link", { name: layout.footer.links.accessibility }).click()
      await expect(page).toHaveURL(locale === "es" ? "/es/accessibility" : "/accessibility")
      const statement = pagesInBothLanguages.find((entry) => entry.path === new URL(page.url()).pathname)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(statement?.h1 ?? "")
      const main = page.getByRole("main")
      await expect(main).toContainText("WCAG 2.2")
      await expect(main).toContainText(readPageFile("contactPage", locale).details.responsePromise)
      await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/)
      await expect(main.getByRole("link", { name: /^\+?[\d\s().-]+$/ }).first()).toHaveAttribute("href", /^tel:/)
      await expect(main).not.toContainText("{")
    }
  })
})
