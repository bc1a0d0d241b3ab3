import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "@playwright/test"
import { renderSkippedParts } from "./render"

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** WCAG 2.2 AA, as the site promises: every level A and AA rule up to 2.2. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * Runs axe-core in the page. The source is evaluated through the debugging protocol, which the
 * page's Content-Security-Policy does not govern, so the policy need not be relaxed for the test.
 */
export async function findAxeViolations(page: Page): Promise<string[]> {
  // Judge the whole page at rest: parts not yet rendered have a guessed layout (a contrast check
  // on a caption far below the fold once failed on a busy machine), and mid-fade, text is paler
  // than it will be. (Animations of parts not yet on screen wait to play, so they are moved to
  // their end rather than awaited.)
  await renderSkippedParts(page)
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
    return result.violations
  }, wcagTags)
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => `${node.target.join(" ")} (${node.failureSummary?.replace(/\s+/g, " ").trim()})`)
        .join(", ")}`,
  )
}
