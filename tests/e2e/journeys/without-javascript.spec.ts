import type { Page } from "@playwright/test"
import { actionLabel, pageCopy, startingWith } from "../support/content"
import { expect, test } from "../support/fixtures"
import { clickForNewTab, stubExternalPages } from "../support/new-tab"
import { everyPage, notFound, pages, spanishPages, viewports } from "../support/routes"
import { site } from "../support/site"
import { locales } from "../../../app/config/locales"
import { aiProviderTerms, vendorsOf } from "../../../app/lib/vendors"

/** The companies' own terms the privacy policy and the trust page link, from the vendor table the build used. */
const vendorTerms = new Set<string>([
  ...locales.flatMap((locale) =>
    vendorsOf(site, locale).flatMap((vendor) =>
      [vendor.privacyUrl, vendor.dpaUrl].filter((url): url is string => url !== undefined),
    ),
  ),
  ...site.aiProviders.map((provider) => aiProviderTerms[provider]),
])

/*
 * A visitor whose browser runs no JavaScript (switched off, blocked, or not arrived yet on a slow
 * network). Every page shows all of its content, and everything it offers still works as a link:
 * booking, the demo, email and phone. Nothing is offered that needs a script to work.
 */

test.use({ javaScriptEnabled: false })

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

/**
 * Text of the page's content that a visitor cannot see (hidden, transparent, collapsed), once
 * entrance animations have played (those below the fold wait until they are scrolled to).
 */
function hiddenText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    document.getAnimations().forEach((animation) => animation.finish())
    return (
      Array.from(document.querySelectorAll("main :is(h1, h2, h3, h4, p, li, blockquote, dt, dd, figcaption)"))
        .filter((element) => element.textContent?.trim())
        // The contact form and the estimator's fields are replaced as a whole (their own tests).
        .filter((element) => !element.closest("form, [data-replaced-without-script]"))
        .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`)
    )
  })
}

/**
 * Visible buttons: without a script, none of them can do anything. The FAQ's questions stay
 * buttons (they are the accordion's triggers once the script runs), but every answer is already
 * shown beneath its question, so there is nothing for them to do.
 */
function visibleButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("button, [role=button], input[type=submit]"))
      .filter((element) => !element.matches("[data-slot=accordion-trigger]"))
      // Buttons that open or close the menu through invoker commands work without a script.
      .filter((element) => !element.matches("button[commandfor]"))
      .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim()),
  )
}

for (const { width, height } of viewports) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    for (const { path, h1 } of [...everyPage, ...spanishPages]) {
      test(`${path} shows all its content and offers no control that needs a script`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1)
        expect(await hiddenText(page)).toEqual([])
        expect(await visibleButtons(page)).toEqual([])
      })
    }
  })
}

test("the home page's FAQ answers and all six testimonials can be read", async ({ page }) => {
  await page.goto("/")
  const faq = page.locator("#faq")
  await expect(faq.locator("h3")).toHaveCount(6)
  for (const answer of await faq.locator("[data-slot=accordion-content]").all()) await expect(answer).toBeVisible()
  const testimonials = page.locator("#testimonials blockquote")
  await expect(testimonials).toHaveCount(6)
  for (const testimonial of await testimonials.all()) await expect(testimonial).toBeVisible()
})

test("every booking, demo, email and phone action is a working link", async ({ page, context }) => {
  for (const { path } of pages) {
    await page.goto(path)
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll("a[href]"))
        .filter((link) => link.checkVisibility({ visibilityProperty: true }))
        .map((link) => ({
          href: link.getAttribute("href") ?? "",
          target: link.getAttribute("target"),
          rel: link.getAttribute("rel"),
        })),
    )
    expect(links.length, path).toBeGreaterThan(0)
    for (const { href, target, rel } of links) {
      if (href.startsWith(site.bookingUrl.en) || href.startsWith(site.demoVideoUrl.en)) {
        expect({ href, target, rel }, path).toEqual({ href, target: "_blank", rel: "noopener noreferrer" })
      } else if (href.startsWith("mailto:")) {
        // The trust page also gives the security contact, which may be another address.
        const isSecurityContact = href === `mailto:${site.securityContact}` && /\/trust$/.test(path)
        if (!isSecurityContact)
          expect(href, path).toMatch(new RegExp(`^mailto:${site.email.replace(/\./g, "\\.")}(\\?subject=.+)?$`))
      } else if (vendorTerms.has(href)) {
        expect(path, `${href}: a company's terms, linked where the site names the companies`).toMatch(
          /\/(privacy|trust)$/,
        )
      } else if (href.startsWith("tel:")) {
        expect(href, path).toBe(`tel:${site.phone.e164}`)
      } else {
        expect(href, `${path}: a link that is neither a page of the site nor a known action`).toMatch(/^(\/(?!\/)|#)/)
      }
    }
  }

  await page.goto("/")
  const { actions } = pageCopy.home.hero
  const hero = page
    .getByRole("main")
    .getByRole("link", { name: startingWith(actionLabel(actions, "book-call")) })
    .first()
  expect((await clickForNewTab(context, hero)).url()).toBe(site.bookingUrl.en)
  const demo = page.getByRole("link", { name: startingWith(actionLabel(actions, "watch-demo")) })
  expect((await clickForNewTab(context, demo)).url()).toBe(site.demoVideoUrl.en)
})

test("the contact page offers booking and email in place of the form, which needs a script", async ({
  page,
  context,
}) => {
  await page.goto("/contact")
  const { title } = pageCopy.contact.form
  await expect(page.getByRole("form", { name: title })).toBeHidden()
  // The card under the form's heading (the contact details stand beside it, with their own email link).
  const instead = page.getByRole("heading", { name: title }).locator("xpath=..")
  // (Playwright's text matching skips <noscript> content, which this browser shows: read what it renders.)
  expect(await instead.evaluate((region) => (region as HTMLElement).innerText)).toContain("This form needs JavaScript")
  await expect(instead.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  const book = instead.getByRole("link", { name: /^Book Free Consultation/ })
  expect((await clickForNewTab(context, book)).url()).toBe(site.bookingUrl.en)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu opens and leads to the other pages, with no script", async ({ page }) => {
    await page.goto("/process")
    const menuButton = page.getByRole("button", { name: "Menu", exact: true })
    await menuButton.click()
    const dialog = page.getByRole("dialog", { name: "Site menu" })
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await menuButton.click()
    await dialog.getByRole("link", { name: "Case Studies" }).click()
    await expect(page).toHaveURL("/case-studies")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.caseStudies.hero.title)
  })
})

test("an unknown address shows the 404 screen with its way home", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors() // The browser reports the 404 response itself.
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.h1)
  await expect(page.getByText(notFound.code, { exact: true })).toBeVisible()
  await page.getByRole("link", { name: notFound.homeLink }).click()
  await expect(page).toHaveURL("/")
})
