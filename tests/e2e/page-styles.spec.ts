import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { pageCopy } from "./support/content"
import { expect, test, waitForIslands } from "./support/fixtures"
import { fullStylesheetFile } from "../../pipeline/prune-styles"
import { everyPage } from "./support/routes"

/**
 * Each page inlines only the rules of the stylesheet that can apply to it (pipeline/
 * prune-styles.ts). Here the browser says which rules of the whole stylesheet match the page, as
 * served and in the states a visitor opens (menu, carousel, FAQ, the form's errors), and every one
 * of them must be in the page's own stylesheet.
 */
const fullStylesheet = readFileSync(`${process.env.BUILD_DIRECTORY ?? "build"}/${fullStylesheetFile}`, "utf8")

test.use({ viewport: { width: 390, height: 844 } })

for (const path of [...everyPage.map((page) => page.path), "/a-page-that-does-not-exist"]) {
  test(`${path}: every rule that applies to the page, in every state opened, is in its stylesheet`, async ({
    page,
    allowConsoleErrors,
  }) => {
    if (path.startsWith("/a-page")) allowConsoleErrors()
    await page.goto(path)
    // Islands hydrate as they come into view (astro-island itself has no box; a section run without React is its own).
    for (const island of await page.locator("astro-island > :not(noscript), [data-island]").all())
      await island.scrollIntoViewIfNeeded()
    await waitForIslands(page)
    await expectRulesKept(page)

    const next = page.getByRole("button", { name: "Next testimonial" })
    if (await next.count()) {
      await next.click()
      await expectRulesKept(page)
    }
    const question = page.getByRole("region", { name: pageCopy.home.faq.title }).getByRole("button").first()
    if (await question.count()) {
      await question.click()
      await expectRulesKept(page)
    }
    const form = page.getByRole("form", { name: pageCopy.contact.form.title })
    if (await form.count()) {
      await form.getByRole("button", { name: "Send Message" }).click()
      await expect(form.getByRole("textbox", { name: /^Full Name/ })).toHaveAttribute("aria-invalid", "true")
      await expectRulesKept(page)
    }
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible()
    await expectRulesKept(page)
  })
}

async function expectRulesKept(page: Page) {
  const { checked, missing } = await page.evaluate((css) => {
    /** "a, b:is(c, d)" → ["a", "b:is(c, d)"] */
    const selectorsOf = (list: string) => {
      const parts: string[] = []
      let depth = 0
      let start = 0
      for (let index = 0; index < list.length; index++) {
        const character = list[index]
        if (character === "(" || character === "[") depth++
        else if (character === ")" || character === "]") depth--
        else if (character === "," && depth === 0) {
          parts.push(list.slice(start, index).trim())
          start = index + 1
        }
      }
      return [...parts, list.slice(start).trim()]
    }
    const selectorsIn = (rules: CSSRuleList, into: string[] = []) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) into.push(...selectorsOf(rule.selectorText))
        if ("cssRules" in rule) selectorsIn((rule as CSSGroupingRule).cssRules, into)
      }
      return into
    }
    const kept = new Set(
      [...document.styleSheets].flatMap((sheet) =>
        sheet.ownerNode instanceof HTMLStyleElement ? selectorsIn(sheet.cssRules) : [],
      ),
    )
    const whole = new CSSStyleSheet()
    whole.replaceSync(css)
    // A rule for a state (hover, focus...) or a pseudo-element applies to the element it names.
    const asMatchable = (selector: string) =>
      selector
        .replace(
          /(?<!\\)::?(before|after|placeholder|backdrop|marker|selection|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)/g,
          "",
        )
        .replace(
          /(?<!\\):(hover|focus-visible|focus-within|focus|active|visited|disabled|enabled|checked|invalid|user-invalid|valid|placeholder-shown|autofill|open|modal|popover-open|target|indeterminate|read-only|required)\b/g,
          ":is(*)",
        )
    let checked = 0
    const missing: string[] = []
    for (const selector of new Set(selectorsIn(whole.cssRules))) {
      const matchable = asMatchable(selector)
      if (matchable.trim() === "") continue
      let matches: boolean
      try {
        matches = document.querySelector(matchable) !== null
      } catch {
        matches = true // a selector the browser cannot query: it must be kept, to be safe
      }
      if (!matches) continue
      checked++
      if (!kept.has(selector)) missing.push(selector)
    }
    return { checked, missing }
  }, fullStylesheet)
  expect(checked, "rules of the whole stylesheet that match the page").toBeGreaterThan(50)
  expect(missing, "rules that match the page but are not in its stylesheet").toEqual([])
}
