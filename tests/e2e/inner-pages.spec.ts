import { afterNextFrame, expect, test, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { site } from "./support/site"

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

test.describe("/services", () => {
  const services = [
    ["ai-customer-support", "AI Customer Support Agents", "Starting at $500/month"],
    ["workflow-automation", "Workflow Automation with n8n", "Starting at $1,000/month"],
    ["lead-generation", "Lead Generation Automation", "Starting at $750/month"],
    ["custom-ai-integrations", "Custom AI Integrations", "Custom pricing"],
  ] as const

  test("has the hero, three benefits, four service blocks and a closing call to action", async ({ page }) => {
    await page.goto("/services")
    for (const title of ["Save Time", "Reduce Costs", "Unlock Growth"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
    }
    for (const [id, title, price] of services) {
      const block = page.getByRole("article", { name: title })
      await expect(block).toHaveAttribute("id", id)
      await expect(block.getByRole("listitem")).toHaveCount(5)
      await expect(block).toContainText(price)
      const image = block.getByRole("img")
      await expect(image).toHaveAttribute("alt", /.{20,}/)
      await expect(image).toHaveAttribute("loading", "lazy")
      await expect(image).toHaveAttribute("width", "640")
      await expect(image).toHaveAttribute("src", /^\/assets\/.+\.svg$/)
      await expect(block.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", site.bookingUrl)
    }
    await expect(page.getByRole("heading", { level: 2, name: "Not Sure Where to Start?" })).toBeVisible()
  })

  test("its illustrations come from the site itself and load", async ({ page }) => {
    const outside: string[] = []
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url())
    })
    await page.goto("/services")
    for (const image of await page.getByRole("main").getByRole("img").all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640)
    }
    expect(outside).toEqual([])
  })

  test("a footer link lands on its service block, below the fixed header", async ({ page }) => {
    await page.goto("/")
    await waitForPageReady(page)
    await page.getByRole("contentinfo").getByRole("link", { name: "Lead Generation Automation" }).click()
    await expect(page).toHaveURL("/services#lead-generation")
    const heading = page.getByRole("heading", { name: "Lead Generation Automation" })
    await expect(heading).toBeInViewport()
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom)
    await expect
      .poll(() => page.locator("#lead-generation").evaluate((block) => block.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom)
  })
})

test.describe("/process", () => {
  test("has four step cards with durations and activities, the guarantees and a closing call to action", async ({
    page,
  }) => {
    await page.goto("/process")
    const steps = page
      .getByRole("region", { name: "How We Work With You" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      })
    await expect(steps).toHaveCount(4)
    const expected = [
      ["Step 01", "Discovery & Assessment", "1-2 weeks"],
      ["Step 02", "Design & Build", "2-6 weeks"],
      ["Step 03", "Deploy & Monitor", "1-2 weeks"],
      ["Step 04", "Optimize & Scale", "Ongoing"],
    ] as const
    for (const [index, [number, title, duration]] of expected.entries()) {
      const step = steps.nth(index)
      await expect(step).toContainText(number)
      await expect(step.getByRole("heading", { level: 3 })).toHaveText(title)
      await expect(step).toContainText(duration)
      await expect(step.getByRole("list").getByRole("listitem")).toHaveCount(5)
    }
    const guarantees = page.getByRole("region", { name: "Results You Can Count On" })
    await expect(guarantees).toContainText("30 days")
    await expect(guarantees).toContainText("90 days")
    await expect(guarantees).toContainText("setup fee")
    await expect(guarantees).toContainText("24/7")
    // Client quotes all in view at once, five stars each, with no carousel and no island to load.
    const quotes = page.getByRole("region", { name: "What Our Clients Say" }).getByRole("figure")
    await expect(quotes).toHaveCount(3)
    for (const quote of await quotes.all()) {
      await expect(quote).toBeVisible()
      await expect(quote.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible()
      await expect(quote.getByRole("blockquote")).toHaveText(/^“.{40,}”$/)
    }
    await expect(page.getByRole("button", { name: "Next testimonial" })).toHaveCount(0)
    await expect(page.locator("astro-island")).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 2, name: "Start With Step One" })).toBeVisible()
  })
})

test.describe("/case-studies", () => {
  test("opens with the headline figures and shows each industry's clients and ROI", async ({ page }) => {
    await page.goto("/case-studies")
    const hero = page.getByRole("region", { name: "Real Results for Real Businesses" })
    for (const [value, label] of [
      ["27+", "Businesses served"],
      ["295%", "Average ROI"],
      ["100%", "Success rate"],
    ] as const) {
      await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible()
      await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible()
    }
    const industries = page.getByRole("region", { name: "Results Across Industries" }).getByRole("listitem")
    await expect(industries).toHaveCount(6)
    for (const [index, [name, clients, roi]] of (
      [
        ["Legal", "6 clients", "280%"],
        ["Healthcare", "8 clients", "320%"],
        ["Real Estate", "5 clients", "250%"],
        ["E-commerce", "4 clients", "310%"],
        ["Financial Services", "3 clients", "290%"],
        ["Technology", "1 client", "400%"],
      ] as const
    ).entries()) {
      await expect(industries.nth(index)).toContainText(name)
      await expect(industries.nth(index)).toContainText(clients)
      await expect(industries.nth(index)).toContainText(`${roi} average ROI`)
    }
  })

  test("tells six client stories with four results, a testimonial, timeframe and investment", async ({ page }) => {
    await page.goto("/case-studies")
    const stories = page.getByRole("region", { name: "Case Studies", exact: true }).getByRole("article")
    await expect(stories).toHaveCount(6)
    for (const story of await stories.all()) {
      await expect(story.getByRole("heading", { level: 3 })).toBeVisible()
      await expect(story.locator("dl").first().getByRole("definition")).toHaveCount(4)
      await expect(story.locator("blockquote")).toBeVisible()
      await expect(story).toContainText("Timeframe")
      await expect(story).toContainText(
        /\$\d{2},\d{3} setup \+ \$\d{1},?\d{3}\/month|\$\d{2},\d{3} setup \+ \$\d{3}\/month/,
      )
    }
    await expect(page.getByRole("heading", { level: 2, name: "Be Our Next Success Story" })).toBeVisible()
  })
})

test.describe("/contact", () => {
  test("has the hero's two buttons, three ways to get in touch, details, quick answers and a trust strip", async ({
    page,
  }) => {
    await page.goto("/contact")
    const hero = page.getByRole("region", { name: "Let's Automate Your Business" })
    await expect(hero.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", site.bookingUrl)
    await expect(hero.getByRole("button", { name: "Chat with AI Assistant" })).toBeVisible()

    const methods = page.getByRole("region", { name: "Choose How You'd Like to Talk" }).getByRole("listitem")
    await expect(methods).toHaveCount(3)
    await expect(methods.nth(0).getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
      "target",
      "_blank",
    )
    await expect(methods.nth(1).getByRole("button", { name: "Chat with AI Assistant" })).toBeVisible()
    await expect(methods.nth(2).getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=AI%20automation%20inquiry`,
    )

    const details = page.getByRole("region", { name: "Contact Details" })
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    await expect(details.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    )
    await expect(details).toContainText("Mon-Fri 9 AM-6 PM EST")
    await expect(details).toContainText("within 24 hours")

    const answers = page.getByRole("region", { name: "Quick Answers" })
    await expect(answers.getByRole("term")).toHaveCount(4)
    await expect(answers).toContainText("30-minute strategy session")
    await expect(answers).toContainText("1-2 weeks")
    await expect(page.getByRole("region", { name: "Why businesses trust us" })).toContainText("295%")
  })

  test("Chat with AI Assistant does nothing visible without a configured assistant", async ({ page, context }) => {
    const outside: string[] = []
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url())
    })
    await page.goto("/contact")
    await waitForPageReady(page)
    let opened = false
    context.on("page", () => {
      opened = true
    })
    await page.getByRole("region", { name: "Let's Automate Your Business" }).getByRole("button").click()
    await afterNextFrame(page)
    expect(opened).toBe(false)
    await expect(page).toHaveURL("/contact")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0)
    expect(outside).toEqual([])
  })

  test.describe("the form", () => {
    test("shows what to fix next to each field, focuses the first, and opens nothing", async ({ page, context }) => {
      await page.goto("/contact")
      await waitForPageReady(page)
      let opened = false
      context.on("page", () => {
        opened = true
      })
      const form = page.getByRole("form", { name: "Send Us a Message" })
      await form.getByRole("button", { name: "Send Message" }).click()
      const name = form.getByRole("textbox", { name: /^Full Name/ })
      await expect(name).toBeFocused()
      await expect(name).toHaveAttribute("aria-invalid", "true")
      await expect(name).toHaveAccessibleDescription("Please enter your full name.")
      await expect(form.getByRole("textbox", { name: /^Email Address/ })).toHaveAccessibleDescription(
        "Please enter your email address.",
      )
      await expect(form.getByRole("textbox", { name: /^Message/ })).toHaveAccessibleDescription(
        "Please tell us about your business and what you'd like to automate.",
      )
      await expect(form.getByRole("status")).toHaveText("Please correct 3 fields below.")

      await name.fill("Ana Ruiz")
      await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw")
      await form.getByRole("textbox", { name: /^Message/ }).fill("We miss calls after hours.")
      await form.getByRole("button", { name: "Send Message" }).click()
      await expect(form.getByRole("textbox", { name: /^Email Address/ })).toBeFocused()
      await expect(form.getByRole("textbox", { name: /^Email Address/ })).toHaveAccessibleDescription(
        "Please enter a valid email address, such as name@company.com.",
      )
      expect(opened).toBe(false)
    })

    test("a valid submit opens the booking calendar in a new tab and sends nothing", async ({ page, context }) => {
      await page.goto("/contact")
      await waitForPageReady(page)
      const sent: string[] = []
      page.on("request", (request) => {
        if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`)
      })
      const form = page.getByRole("form", { name: "Send Us a Message" })
      await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
      await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@ruizlaw.com")
      await form.getByRole("textbox", { name: /^Company Name/ }).fill("Ruiz Law")
      await form.getByRole("combobox", { name: /^Service Interested In/ }).selectOption("Custom AI Integrations")
      await form.getByRole("textbox", { name: /^Message/ }).fill("We miss calls after hours.")
      const tab = await clickForNewTab(context, form.getByRole("button", { name: "Send Message" }))
      expect(new URL(tab.url()).origin + new URL(tab.url()).pathname).toBe(site.bookingUrl)
      expect(sent).toEqual([])
      await expect(page).toHaveURL("/contact")
    })
  })
})
