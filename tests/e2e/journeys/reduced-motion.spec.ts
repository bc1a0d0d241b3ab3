import type { Page } from "@playwright/test"
import { expect, test, waitForIsland } from "../support/fixtures"
import { openWholePage } from "../support/journeys"
import { pagesInBothLanguages } from "../support/routes"

/*
 * A visitor whose system asks for reduced motion (vestibular disorders, attention): nothing moves
 * by itself, nothing animates in, and the page jumps rather than glides to an anchor.
 */

test.use({ reducedMotion: "reduce" })

/**
 * Animations and transitions that run, or are waiting to run, with a duration, except colour
 * fades (a button darkening on hover moves nothing).
 */
function movingThings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 0)
      .filter((animation) => !(animation instanceof CSSTransition && /color$/.test(animation.transitionProperty)))
      .filter((animation) => animation.playState === "running" || animation.playState === "paused")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : "script"
        return `${name} on ${target?.tagName.toLowerCase()}.${String(target?.className).slice(0, 40)}`
      }),
  )
}

for (const { path } of pagesInBothLanguages) {
  test(`${path}: nothing animates in as the visitor scrolls, and scrolling is instant`, async ({ page }) => {
    await openWholePage(page, path)
    // Scroll to the end again, a screen at a time, as a reader would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      }
    })
    expect(await movingThings(page)).toEqual([])
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto")
  })
}

test("the carousel holds still and changes slides without a fade; the FAQ opens without motion", async ({ page }) => {
  // The page's timers run on a clock the test moves, so "a full interval later" takes no waiting.
  // (Its animation frames do too, so the page is not scrolled through first: each island is
  // brought into view and hydrates there.)
  await page.clock.install()
  await page.goto("/")
  const carousel = page.getByRole("region", { name: "Client testimonials" })
  const current = carousel.getByRole("group").and(page.locator("[data-current=true]"))
  await carousel.scrollIntoViewIfNeeded()
  await waitForIsland(carousel)
  // Not rotating: the control offers to start it, and a full interval later nothing has moved.
  await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible()
  await page.clock.runFor(5_500)
  await expect(current).toHaveAccessibleName("1 of 6")

  await carousel.getByRole("button", { name: "Next testimonial" }).click()
  await expect(current).toHaveAccessibleName("2 of 6")
  expect(await movingThings(page)).toEqual([])

  const faq = page.locator("#faq")
  await faq.scrollIntoViewIfNeeded()
  await waitForIsland(faq.getByRole("button").first())
  await faq.getByRole("button").first().click()
  await expect(faq.getByRole("button").first()).toHaveAttribute("aria-expanded", "true")
  expect(await movingThings(page)).toEqual([])
})
