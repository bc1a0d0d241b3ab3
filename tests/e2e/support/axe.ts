import type { Page } from "@playwright/test"
import axe from "axe-core"

/** WCAG 2.2 AA, as the site promises: every level A and AA rule up to 2.2. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The WCAG 2.2 AA violations axe finds in the page, one line each, with where and why. axe runs
 * through the debugging protocol, which the page's Content-Security-Policy does not govern, so the
 * policy need not be relaxed for the test.
 *
 * axe is put into the page once, and stays until the page navigates: a check in the dark theme
 * after one in the light reuses it (half a megabyte of script, which Axe's Playwright wrapper sent
 * and ran twice for every check). Only violations are read, so axe details no passing element;
 * and the site has no frames (content cannot carry one), so axe runs in the page itself.
 */
export async function findAxeViolations(page: Page): Promise<string[]> {
  // Judge the page at rest: mid-fade, text is paler than it will be. (Animations of parts not yet
  // on screen wait to play, so they are moved to their end rather than awaited.)
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
  const hasAxe = () => typeof (window as unknown as { axe?: typeof axe }).axe?.run === "function"
  if (!(await page.evaluate(hasAxe))) await page.evaluate(axe.source)
  return page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    })
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => `${node.target.join(" ")} (${node.failureSummary?.replace(/\s+/g, " ").trim()})`)
          .join(", ")}`,
    )
  }, wcagTags)
}
