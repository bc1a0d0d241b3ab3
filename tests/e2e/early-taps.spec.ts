import { fixtureBuildUrl } from "../../playwright.config"
import { actionLabel, at, lists, pageCopy } from "./support/content"
import { countCalls, serveFakeWidget } from "./support/fake-voice-widget"
import { expect, test, waitForIsland } from "./support/fixtures"
import { stubExternalPages } from "./support/new-tab"
import { site } from "./support/site"
import { holdRequests, islandCode, voiceModule, slowDown } from "./support/slow-device"

/*
 * A tap is never lost and never doubled, whenever it comes (app/start/README.md). Each test taps
 * while the part's code is certainly still on its way (its request is held), on a phone-speed CPU
 * and network, then lets the code arrive. `npm run test:stress` repeats these 20 times.
 */

test.beforeEach(async ({ page, context }) => {
  await stubExternalPages(context)
  await slowDown(page)
})

test("@timing a tap on the carousel's Next before it hydrates moves it exactly one slide", async ({ page }) => {
  const code = await holdRequests(page, islandCode("testimonials-island"))
  await page.goto("/")
  const carousel = page.getByRole("region", { name: "Client testimonials" })
  await carousel.getByRole("button", { name: "Next testimonial" }).click()
  await expect(carousel.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "")
  code.release()
  await waitForIsland(carousel)
  // Focus stays on Next, which pauses rotation: the carousel holds still on the slide the tap chose.
  await expect(carousel.getByRole("group")).toHaveAccessibleName("2 of 6")
  await expect(carousel.getByRole("button", { name: "Show testimonial 2 of 6" })).toHaveAttribute(
    "aria-current",
    "true",
  )
})

test("@timing a tap on the carousel's Next as soon as it is visible, at a phone's pace, moves it one slide", async ({
  page,
}) => {
  await page.goto("/")
  const carousel = page.getByRole("region", { name: "Client testimonials" })
  await carousel.getByRole("button", { name: "Next testimonial" }).click()
  await waitForIsland(carousel)
  await expect(carousel.getByRole("group")).toHaveAccessibleName("2 of 6")
})

test("@timing a tap on an FAQ question before it hydrates opens that answer, once", async ({ page }) => {
  const faq = at(lists.faqs, 0)
  const code = await holdRequests(page, islandCode("faq-island"))
  await page.goto("/")
  const question = page.getByRole("button", { name: faq.question })
  await question.click()
  await expect(question.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "")
  code.release()
  await waitForIsland(question)
  await expect(question).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByText(faq.answer)).toBeVisible()
})

test("@timing what a visitor types and sends before the form hydrates reaches the booking page", async ({
  page,
  context,
}) => {
  const code = await holdRequests(page, islandCode("contact-form-island"))
  await page.goto("/contact")
  const form = page.getByRole("form", { name: pageCopy.contact.form.title })
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
  await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw.com")
  await form.getByRole("textbox", { name: /^Message/ }).fill("We lose leads after 5 p.m.")
  const tabs: string[] = []
  context.on("page", (tab) => tabs.push(tab.url()))
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    (async () => {
      await form.getByRole("button", { name: "Send Message" }).click()
      await expect(form.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "")
      code.release()
    })(),
  ])
  await tab.waitForLoadState("domcontentloaded")
  const opened = new URL(tab.url())
  expect(opened.origin + opened.pathname).toBe(site.bookingUrl.en)
  expect(opened.searchParams.get("name")).toBe("Ana Ruiz")
  expect(opened.searchParams.get("email")).toBe("ana@ruizlaw.com")
  await expect(form.getByRole("textbox", { name: /^Full Name/ })).toHaveValue("")
  expect(tabs).toHaveLength(1)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("@timing the menu opens on the first tap, as soon as the page's HTML is in", async ({ page }) => {
    await page.goto("/services", { waitUntil: "commit" })
    const menuButton = page.getByRole("button", { name: "Menu", exact: true })
    await menuButton.click()
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible()
    await expect(menuButton).toHaveAttribute("aria-expanded", "true")
  })
})

test.describe("with a voice assistant", () => {
  test.use({ baseURL: fixtureBuildUrl })

  test("@timing Chat with AI Assistant tapped before the page's script runs starts one call", async ({
    page,
    context,
  }) => {
    const { hero } = pageCopy.contact
    await serveFakeWidget(context)
    const code = await holdRequests(page, voiceModule)
    // Act as soon as the HTML is in, long before the module (held here) could run.
    await page.goto("/contact", { waitUntil: "commit" })
    await page
      .getByRole("region", { name: hero.title })
      .getByRole("button", { name: actionLabel(hero.actions, "voice-call") })
      .click()
    const calls = await countCalls(page)
    expect(await calls()).toBe(0)
    code.release()
    await expect.poll(calls).toBe(1)
    await expect(page.locator("html")).toHaveAttribute("data-actions-ready", "")
    expect(await calls()).toBe(1)
  })
})
