import type { Page } from "@playwright/test"
import { expect, test, waitForPageReady } from "../support/fixtures"
import { openWholePage } from "../support/journeys"
import { pagesInBothLanguages, viewports } from "../support/routes"

/*
 * What a screen reader user meets, read from Chromium's own accessibility tree: landmarks to jump
 * between, one h1 and headings in order, and every control named for what it does.
 */

type AxNode = {
  nodeId: string
  ignored: boolean
  childIds?: string[]
  role?: { value: string }
  name?: { value: string }
  properties?: { name: string; value: { value: unknown } }[]
}

/** Chromium's accessibility tree of the page, as assistive technology receives it, in reading order. */
async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] }
  await session.detach()
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const inOrder: AxNode[] = []
  const visit = (node: AxNode | undefined) => {
    if (!node) return
    if (!node.ignored) inOrder.push(node)
    for (const childId of node.childIds ?? []) visit(byId.get(childId))
  }
  visit(nodes[0])
  return inOrder
}

const controlRoles = ["button", "link", "textbox", "combobox", "checkbox", "radio", "tab", "switch", "menuitem"]
/** Names that say nothing about what a control does. */
const vagueNames = /^(click here|here|more|read more|learn more|details|button|link|icon|open|close|go|submit|\W*)$/i

for (const { width, height } of viewports) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    for (const { path } of pagesInBothLanguages) {
      test(`${path}: landmarks, one h1, headings in order, and every control named`, async ({ page }) => {
        await openWholePage(page, path)
        const tree = await accessibilityTree(page)
        const withRole = (role: string) => tree.filter((node) => node.role?.value === role)

        // Landmarks: one header, one main, one footer; navigation regions told apart by name.
        expect(withRole("banner")).toHaveLength(1)
        expect(withRole("main")).toHaveLength(1)
        expect(withRole("contentinfo")).toHaveLength(1)
        const navigationNames = withRole("navigation").map((node) => node.name?.value ?? "")
        expect(navigationNames.length).toBeGreaterThan(0)
        expect(navigationNames.every((name) => name.length > 0)).toBe(true)
        expect(new Set(navigationNames).size).toBe(navigationNames.length)

        // Headings: exactly one h1, and no level skipped on the way down.
        const levels = withRole("heading").map((node) =>
          Number(node.properties?.find((property) => property.name === "level")?.value.value),
        )
        expect(levels.filter((level) => level === 1)).toHaveLength(1)
        expect(levels[0]).toBe(1)
        const skips = levels.flatMap((level, index) =>
          index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
        )
        expect(skips, "heading levels skipped").toEqual([])

        // Every control has a name, and the name says what it does.
        const controls = tree.filter((node) => controlRoles.includes(node.role?.value ?? ""))
        const unnamed = controls.filter((node) => !node.name?.value.trim()).map((node) => node.role?.value)
        expect(unnamed, "controls without a name").toEqual([])
        const vague = controls
          .filter((node) => vagueNames.test(node.name?.value.trim() ?? ""))
          .map((node) => `${node.role?.value} "${node.name?.value.trim()}"`)
        expect(vague, "controls whose name says nothing").toEqual([])
      })
    }
  })
}

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
