import type { Page } from "@playwright/test"
import { waitForIsland, waitForPageReady } from "./fixtures"

/**
 * Opens a page and makes it whole: its script run, and every island hydrated (each hydrates as it
 * comes into view, so each is brought into view in turn), then back at the top. What a visitor who
 * has scrolled once sees.
 */
export async function openWholePage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForPageReady(page)
  await hydrateEveryIsland(page)
}

/** Brings each island into view in turn until it has hydrated, then goes back to the top. */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  // astro-island itself has no box: its content is what comes into view; a section run without React is its own.
  for (const island of await page.locator("astro-island > :not(noscript), [data-island]").all()) {
    await island.scrollIntoViewIfNeeded()
    await waitForIsland(island)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

/** One stop of a walk through the page with Tab: what had focus and how it looked. */
export type TabStop = {
  /** Position among the page's tabbable elements, or -1 when focus went somewhere else. */
  index: number
  /** Tag, accessible-ish name and link target, to read in a failure message. */
  label: string
  /** The focused element's outline or shadow differs from its look without focus. */
  hasFocusIndicator: boolean
  /** Which of the element's top and bottom edge points something else (the fixed header) covers. */
  coveredAt: string[]
  isInViewport: boolean
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes round again, and
 * reports every stop, along with how many elements a keyboard user should be able to reach: every
 * visible, enabled link, button and field that is not taken out of the tab order.
 */
export async function walkWithTab(page: Page): Promise<{ tabbableCount: number; stops: TabStop[] }> {
  const tabbableCount = await page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [tabindex]",
    )
    // A group of radios is one stop for Tab: its checked radio, or its first when none is.
    const isRadioGroupStop = (element: HTMLElement) => {
      if (!(element instanceof HTMLInputElement) || element.type !== "radio" || !element.name) return true
      const group = Array.from(
        document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
      )
      return element === (group.find((radio) => radio.checked) ?? group[0])
    }
    const tabbables = Array.from(candidates).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest("[inert]") &&
        element.checkVisibility({ visibilityProperty: true }) &&
        isRadioGroupStop(element),
    )
    // How each looks without focus, to tell a focus indicator from the element's usual look.
    const lookOf = (element: Element) => {
      const style = getComputedStyle(element)
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`
    }
    const state = { tabbables, looks: tabbables.map(lookOf), lookOf }
    ;(window as unknown as { journeyTabState: typeof state }).journeyTabState = state
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo({ top: 0, behavior: "instant" })
    return tabbables.length
  })

  const stops: TabStop[] = []
  for (let press = 0; press < tabbableCount + 3; press++) {
    await page.keyboard.press("Tab")
    const stop = await page.evaluate(async (): Promise<TabStop | null> => {
      // Judge where the element ends up once the page is still: a frame in which it did not
      // scroll. (The site scrolls nothing smoothly, and the walks ask for reduced motion, so
      // focus jumps at once; a page that did glide would be followed until it stops.)
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      let stillFrames = 0
      for (let frame = 0; frame < 120 && stillFrames < 1; frame++) {
        const y = window.scrollY
        await nextFrame()
        stillFrames = window.scrollY === y ? stillFrames + 1 : 0
      }
      const { tabbables, looks, lookOf } = (
        window as unknown as {
          journeyTabState: { tabbables: HTMLElement[]; looks: string[]; lookOf: (element: Element) => string }
        }
      ).journeyTabState
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const index = tabbables.indexOf(element)
      const style = getComputedStyle(element)
      const look = lookOf(element)
      const hasVisibleOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1
      const hasShadow = style.boxShadow !== "none"
      const rect = element.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const coveredAt = (
        [
          ["top", rect.top + 2],
          ["bottom", rect.bottom - 2],
        ] as const
      )
        .filter(([, y]) => {
          const hit = document.elementFromPoint(x, y)
          return hit !== null && !element.contains(hit) && !hit.contains(element)
        })
        .map(([edge]) => edge)
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ")
      return {
        index,
        label: `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"${element.getAttribute("href") ? ` → ${element.getAttribute("href")}` : ""}`,
        hasFocusIndicator: look !== looks[index] && (hasVisibleOutline || hasShadow),
        coveredAt,
        isInViewport:
          rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth,
      }
    })
    if (stop === null) break
    if (stops.length > 0 && stop.index === stops[0]?.index) break
    stops.push(stop)
  }
  return { tabbableCount, stops }
}
