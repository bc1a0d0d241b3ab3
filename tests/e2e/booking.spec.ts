import { contactFormWords } from "virtual:content/contactFormWords"
import { actionLabel, at, escapeRegExp, labelOf, lists, pageCopy } from "./support/content"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { site } from "./support/site"

const contactForm = pageCopy.contact.form.title

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

test("a valid contact form opens the booking page prefilled, with the visit's campaign, then clears", async ({
  page,
  context,
}) => {
  await page.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20launch")
  await waitForPageReady(page)
  const form = page.getByRole("form", { name: contactForm })
  const service = at(contactFormWords.en.serviceOptions, 2)
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
  await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana+ops@ruizlaw.com")
  await form.getByRole("textbox", { name: /^Company Name/ }).fill("Ruiz & Partners")
  await form.getByRole("combobox", { name: /^Service Interested In/ }).selectOption(service)
  await form.getByRole("textbox", { name: /^Message/ }).fill("We lose leads after 5 p.m.")

  const tab = await clickForNewTab(context, form.getByRole("button", { name: "Send Message" }))
  const opened = new URL(tab.url())
  expect(opened.origin + opened.pathname).toBe(site.bookingUrl.en)
  expect(Object.fromEntries(opened.searchParams)).toEqual({
    name: "Ana Ruiz",
    email: "ana+ops@ruizlaw.com",
    a1: `Service: ${service}\nCompany: Ruiz & Partners\nWe lose leads after 5 p.m.`,
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring launch",
  })

  await expect(form.getByRole("textbox", { name: /^Full Name/ })).toHaveValue("")
  await expect(form.getByRole("textbox", { name: /^Message/ })).toHaveValue("")
  const toast = page.getByRole("region", { name: /Notifications/ })
  await expect(toast).toContainText("Your booking calendar is open in a new tab")
  await expect(toast).toContainText("within 24 hours")
})

test("booking links carry the campaign of the landing address for the rest of the visit", async ({ page, context }) => {
  await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=ai-agents")
  await waitForPageReady(page)
  await page
    .getByRole("navigation", { name: "Main" })
    .or(page.getByRole("button", { name: "Menu", exact: true }))
    .first()
    .waitFor()
  const onLanding = page
    .getByRole("main")
    .getByRole("link", { name: actionLabel(pageCopy.home.hero.actions, "book-call") })
    .first()
  expect(Object.fromEntries(new URL((await onLanding.getAttribute("href")) ?? "").searchParams)).toEqual({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "ai-agents",
  })
  await page.goto("/services")
  await waitForPageReady(page)
  const book = page
    .getByRole("main")
    .getByRole("link", { name: actionLabel(pageCopy.services.hero.actions, "book-call") })
    .first()
  const href = new URL((await clickForNewTab(context, book)).url())
  expect(Object.fromEntries(href.searchParams)).toEqual({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "ai-agents",
  })
})

test("without a campaign, booking links are exactly the configured calendar", async ({ page }) => {
  // The header's link, and every call to action of the page that opens the calendar.
  const { hero, closing } = pageCopy.services
  const labels = new Set([
    "Book Free Consultation",
    ...[...hero.actions, ...closing.actions, ...lists.services.map((service) => service.cta)]
      .filter((action) => action.kind === "book-call")
      .map(labelOf),
  ])
  const booking = new RegExp([...labels].map(escapeRegExp).join("|"))
  await page.goto("/services")
  await waitForPageReady(page)
  for (const link of await page.getByRole("link", { name: booking }).all()) {
    await expect(link).toHaveAttribute("href", site.bookingUrl.en)
  }
})

test("the toast library is not loaded until a toast is shown", async ({ page }) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  await page.goto("/contact")
  await waitForPageReady(page)
  const before = scripts.length
  const form = page.getByRole("form", { name: contactForm })
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
  await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw.com")
  await form.getByRole("textbox", { name: /^Message/ }).fill("Hello")
  await page.context().route("https://calendly.com/**", (route) => route.fulfill({ body: "ok" }))
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByText("Your booking calendar is open in a new tab")).toBeVisible()
  expect(scripts.length).toBeGreaterThan(before)
})
