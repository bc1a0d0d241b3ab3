import type { Page } from "@playwright/test"

/**
 * Renders the parts of the page that the browser skips until they are near the screen
 * (`content-visibility: auto`, docs/decisions/005-fast-first-paint.md). Until then their layout
 * is a guess and the debugging protocol leaves them out of its accessibility snapshot, so checks
 * that judge the whole page (colour contrast, the accessibility tree) render them first. Set from
 * script, which the page's Content-Security-Policy allows.
 */
export async function renderSkippedParts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible"
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}
