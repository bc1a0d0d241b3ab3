import type { Page } from "@playwright/test"
import { findAxeViolations } from "./axe"
import { expect } from "./fixtures"
import { walkWithTab } from "./journeys"
import { skipLinkOf, themeBackground } from "./routes"

/*
 * What every page owes each kind of visitor, as checks on a page already open: several run on one
 * load of a page (accessibility.spec.ts), as a visitor meets them all on the same page.
 */

/**
 * axe in the light theme, then in the dark one, then back to light. With no choice made, the site
 * follows the system's preference, so switching the system's scheme switches the page, as it does
 * for a visitor whose system turns dark at dusk.
 */
export async function expectNoAxeViolationsInEitherTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "light" })
  await expect(page.locator("body")).toHaveCSS("background-color", themeBackground.light)
  const light = await findAxeViolations(page)
  await page.emulateMedia({ colorScheme: "dark" })
  await expect(page.locator("body")).toHaveCSS("background-color", themeBackground.dark)
  const dark = await findAxeViolations(page)
  expect({ light, dark }).toEqual({ light: [], dark: [] })
  await page.emulateMedia({ colorScheme: "light" })
  await expect(page.locator("body")).toHaveCSS("background-color", themeBackground.light)
}

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

/**
 * What a screen reader user meets, read from Chromium's own accessibility tree: landmarks to jump
 * between, one h1 and headings in order, and every control named for what it does.
 */
export async function expectScreenReaderStructure(page: Page): Promise<void> {
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
}

/**
 * A small screen (WCAG 1.4.10 Reflow, 2.5.8 Target Size): nothing needs sideways scrolling or is
 * cut off, and every target is at least 24 by 24 px.
 */
export async function expectFitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, "page width").toBeLessThanOrEqual(clientWidth)
  expect(await cutOff(page)).toEqual([])
  expect(await smallTargets(page)).toEqual([])
}

/**
 * What reaches past the window's sides, or is clipped inside its own box; with `firstScreenOnly`,
 * only what is on the first screen.
 */
export function cutOff(page: Page, { firstScreenOnly = false } = {}): Promise<string[]> {
  return page.evaluate((firstScreenOnly) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("alt") ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`
    const hasOwnText = (element: Element) =>
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    const found: string[] = []
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (!(hasOwnText(element) || element.matches("img, svg, input, select, textarea, button, a"))) continue
      if (!element.checkVisibility({ visibilityProperty: true })) continue
      const rect = element.getBoundingClientRect()
      // Visually hidden text (the skip link at rest, screen-reader hints) is 1 px and clipped.
      if (rect.width <= 1 || rect.height <= 1) continue
      if (firstScreenOnly && rect.top >= window.innerHeight) continue
      if (rect.left < -1 || rect.right > window.innerWidth + 1) {
        found.push(`${describe(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`)
        continue
      }
      const style = getComputedStyle(element)
      if (hasOwnText(element) && style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element)} is clipped: ${element.scrollWidth} px of text in ${element.clientWidth} px`)
      }
    }
    return found
  }, firstScreenOnly)
}

/**
 * Targets smaller than 24 × 24 px. Links inside a sentence are exempt (WCAG 2.5.8): their size
 * is the line's.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isInSentence = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false
      const block = element.parentElement
      return block !== null && (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length
    }
    return Array.from(document.querySelectorAll("a[href], button, input, select, textarea, summary, [role=button]"))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !isInSentence(element))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && rect.height > 1 && (rect.width < 24 || rect.height < 24))
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      )
  })
}

/**
 * A visitor with a keyboard and no mouse, on a page whose islands have all hydrated: Tab reaches
 * every link and button, the skip link first, each visibly focused (WCAG 2.4.7) and never under
 * the fixed header (2.4.11). Under reduced motion, focus jumps rather than glides to each stop,
 * so the walk need not wait for smooth scrolling to end (it ends in the same place), and the
 * carousel holds still.
 */
export async function expectTabReachesEveryControl(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" })
  const { tabbableCount, stops } = await walkWithTab(page)

  expect(stops[0]?.label, "first tab stop").toBe(`a "${skipLinkOf(path)}" → #main-content`)
  expect(
    stops.filter((stop) => stop.index === -1).map((stop) => stop.label),
    "focus on untabbable things",
  ).toEqual([])
  const reached = new Set(stops.map((stop) => stop.index))
  expect(reached.size, "tab stops reached of those on the page").toBe(tabbableCount)
  expect(
    stops.filter((stop) => !stop.hasFocusIndicator).map((stop) => stop.label),
    "no focus indicator",
  ).toEqual([])
  expect(
    stops.filter((stop) => stop.coveredAt.length > 0).map((stop) => `${stop.label} (${stop.coveredAt})`),
    "covered while focused",
  ).toEqual([])
  expect(
    stops.filter((stop) => !stop.isInViewport).map((stop) => stop.label),
    "off screen while focused",
  ).toEqual([])
}
