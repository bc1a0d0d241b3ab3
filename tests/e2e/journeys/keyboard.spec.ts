import { at, labelOf, pageCopy, startingWith } from "../support/content"
import { expect, test, waitForPageReady } from "../support/fixtures"
import { openWholePage } from "../support/journeys"
import { stubExternalPages } from "../support/new-tab"
import { site } from "../support/site"

/*
 * A visitor with a keyboard and no mouse. Every link and button is reached with Tab, shows where
 * focus is (WCAG 2.4.7) and is never under the fixed header (2.4.11); every widget works with
 * the keys its pattern promises; and a consultation can be booked without touching a mouse.
 */

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

// The walks (accessibility.spec.ts) show the skip link is every page's first stop; here it is followed.
test("the skip link is the first stop on the home page and takes focus past the header", async ({ page }) => {
  await page.goto("/")
  await waitForPageReady(page)
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main")).toBeFocused()
  // The next stop is the hero's first button, not the header's links again.
  await page.keyboard.press("Tab")
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: startingWith(labelOf(at(pageCopy.home.hero.actions, 0))) })
      .first(),
  ).toBeFocused()
})

test("a consultation is booked from the home page with the keyboard alone", async ({ page, context }) => {
  await page.goto("/")
  await waitForPageReady(page)
  const book = page.getByRole("banner").getByRole("link", { name: /^Book Free Consultation/ })
  for (let press = 0; press < 12 && !(await book.evaluate((link) => link === document.activeElement)); press++) {
    await page.keyboard.press("Tab")
  }
  await expect(book).toBeFocused()
  const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")])
  await tab.waitForLoadState("domcontentloaded")
  expect(tab.url()).toBe(site.bookingUrl.en)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu opens with Enter, keeps focus inside, closes with Esc and a link in it works", async ({ page }) => {
    await page.goto("/services")
    await waitForPageReady(page)
    const menuButton = page.getByRole("button", { name: "Menu", exact: true })
    for (
      let press = 0;
      press < 6 && !(await menuButton.evaluate((button) => button === document.activeElement));
      press++
    ) {
      await page.keyboard.press("Tab")
    }
    await expect(menuButton).toBeFocused()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Site menu" })
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(press % 3 === 2 ? "Shift+Tab" : "Tab")
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()

    await page.keyboard.press("Enter")
    await expect(dialog).toBeVisible()
    const process = dialog.getByRole("link", { name: "Process", exact: true })
    for (let press = 0; press < 12 && !(await process.evaluate((link) => link === document.activeElement)); press++) {
      await page.keyboard.press("Tab")
    }
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/process")
    await expect(dialog).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.process.hero.title)
  })
})

test("the testimonial carousel: its buttons, dots and tooltips work from the keyboard", async ({ page }) => {
  await openWholePage(page, "/")
  const carousel = page.getByRole("region", { name: "Client testimonials" })
  const current = carousel.getByRole("group").and(page.locator("[data-current=true]"))
  const next = carousel.getByRole("button", { name: "Next testimonial" })

  await next.focus()
  // The tooltip opens on focus and Esc closes it, leaving focus where it was (WCAG 1.4.13).
  await expect(page.getByRole("tooltip")).toHaveText("Next testimonial")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("tooltip")).toHaveCount(0)
  await expect(next).toBeFocused()

  await page.keyboard.press("Enter")
  await expect(current).toHaveAccessibleName("2 of 6")
  await page.keyboard.press("Space")
  await expect(current).toHaveAccessibleName("3 of 6")

  // Back past the dots to the previous button, which wraps from the first to the last.
  await page.keyboard.press("Shift+Tab")
  await expect(carousel.getByRole("button", { name: "Show testimonial 6 of 6" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(current).toHaveAccessibleName("6 of 6")
  await expect(carousel.getByRole("button", { name: "Show testimonial 6 of 6" })).toHaveAttribute(
    "aria-current",
    "true",
  )
  await carousel.getByRole("button", { name: "Show testimonial 1 of 6" }).focus()
  await page.keyboard.press("Enter")
  await page.keyboard.press("Shift+Tab")
  await expect(carousel.getByRole("button", { name: "Previous testimonial" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(current).toHaveAccessibleName("6 of 6")

  // The rotation control is a button like the others.
  const pause = carousel.getByRole("button", { name: "Pause automatic rotation" })
  await pause.focus()
  await page.keyboard.press("Enter")
  await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeFocused()
})

test("the FAQ opens, closes and moves between questions with the keyboard", async ({ page }) => {
  await openWholePage(page, "/")
  const faq = page.locator("#faq")
  const questions = faq.getByRole("button")
  await questions.first().focus()
  await page.keyboard.press("Enter")
  await expect(questions.first()).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("ArrowDown")
  await expect(questions.nth(1)).toBeFocused()
  await page.keyboard.press("Space")
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true")
  await expect(questions.first()).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("End")
  await expect(questions.last()).toBeFocused()
  await page.keyboard.press("Home")
  await expect(questions.first()).toBeFocused()
  // Tab goes from an open question into nothing hidden: the answer holds no tab stops, so the
  // next stop is the next question.
  await questions.nth(1).focus()
  await page.keyboard.press("Enter")
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Tab")
  await expect(questions.nth(2)).toBeFocused()
})

test("the contact form: errors are announced and focused, and a valid message books a call", async ({
  page,
  context,
}) => {
  await openWholePage(page, "/contact")
  const form = page.getByRole("form", { name: pageCopy.contact.form.title })
  const name = form.getByRole("textbox", { name: /^Full Name/ })
  const email = form.getByRole("textbox", { name: /^Email Address/ })
  const message = form.getByRole("textbox", { name: /^Message/ })
  const send = form.getByRole("button", { name: "Send Message" })

  await send.focus()
  await page.keyboard.press("Enter")
  await expect(form.getByRole("status")).toHaveText("Please correct 3 fields below.")
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription("Please enter your full name.")

  await page.keyboard.type("Ana Ruiz")
  await page.keyboard.press("Tab")
  await expect(email).toBeFocused()
  await page.keyboard.type("ana@ruizlaw")
  // Company, phone and service are optional: Tab past them to the message.
  while (!(await message.evaluate((field) => field === document.activeElement))) await page.keyboard.press("Tab")
  await page.keyboard.type("We miss calls after hours.")
  await page.keyboard.press("Tab")
  await expect(send).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address, such as name@company.com.")

  await page.keyboard.type(".com")
  await send.focus()
  const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")])
  await tab.waitForLoadState("domcontentloaded")
  const opened = new URL(tab.url())
  expect(`${opened.origin}${opened.pathname}`).toBe(site.bookingUrl.en)
  expect(opened.searchParams.get("name")).toBe("Ana Ruiz")
  expect(opened.searchParams.get("email")).toBe("ana@ruizlaw.com")
})
