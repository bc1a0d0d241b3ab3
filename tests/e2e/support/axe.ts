import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** WCAG 2.2 AA, as the site promises: every level A and AA rule up to 2.2. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The WCAG 2.2 AA violations axe finds in the page, one line each, with where and why. axe runs
 * through the debugging protocol, which the page's Content-Security-Policy does not govern, so the
 * policy need not be relaxed for the test.
 */
export async function findAxeViolations(page: Page): Promise<string[]> {
  // Judge the page at rest: mid-fade, text is paler than it will be. (Animations of parts not yet
  // on screen wait to play, so they are moved to their end rather than awaited.)
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
  // Only violations are read, so axe details no passing element; and the site has no frames (content
  // cannot carry one), so axe runs in the page itself rather than opening a second page to gather
  // every frame's results: together they halve each run, with every rule still applied.
  // (`options` replaces every option set before it, the tags too, so it comes first.)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze()
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => `${node.target.join(" ")} (${node.failureSummary?.replace(/\s+/g, " ").trim()})`)
        .join(", ")}`,
  )
}
