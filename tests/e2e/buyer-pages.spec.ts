import { readFileSync } from "node:fs"
import path from "node:path"
import { buyerPageWords } from "virtual:content/buyerPageWords"
import { caseStudyWords } from "virtual:content/caseStudyWords"
import { industryPageSchema } from "../../app/content/schemas"
import { readPageFile, splitFrontMatter } from "../../app/test/content-files"
import { byId, caseStudies, industryPages, lists, pageCopy, servicePages } from "./support/content"
import { expect, test, waitForIsland, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { searchFor } from "./support/search"
import { locales, localizePath } from "../../app/config/locales"
import { site } from "./support/site"

/*
 * The pages written for one kind of buyer: each industry's (/industries/<id>) and each service's
 * (/services/<id>), the list of industries, and the client stories of one industry or one service.
 * Their words are read from app/content, so an editor's change keeps this suite green.
 */

const words = buyerPageWords.en

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

/** The Spanish file of an industry's page, whose words are its own (app/content/es/industry-pages/<id>.md). */
const spanishIndustryPage = (id: string) =>
  industryPageSchema
    .partial()
    .parse(
      splitFrontMatter(
        readFileSync(path.resolve(import.meta.dirname, `../../app/content/es/industry-pages/${id}.md`), "utf8"),
      ).data,
    )

/** The link's address as its page wrote it, with its query read as a record. */
const queryOf = (href: string | null) => Object.fromEntries(new URL(href ?? "").searchParams)

test.describe("an industry's page", () => {
  for (const industry of lists.industries) {
    test(`/industries/${industry.id} speaks to its buyers and links its story and services`, async ({ page }) => {
      const copy = byId(industryPages, industry.id)
      const response = await page.goto(`/industries/${industry.id}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(new RegExp(`^${copy.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.headline)
      const main = page.getByRole("main")
      for (const problem of copy.problems.items)
        await expect(main.getByRole("heading", { name: problem.title, exact: true })).toBeVisible()
      await expect(main.getByRole("heading", { name: copy.rules.title })).toBeVisible()
      for (const system of copy.systems) await expect(main.getByText(system, { exact: true })).toBeVisible()
      for (const faq of copy.faqs) await expect(main.getByText(faq.answer)).toBeVisible()

      const story = caseStudies.find((each) => each.industry === industry.id)
      if (!story) throw new Error(`No client story names the industry ${industry.id}`)
      await expect(main.getByRole("link", { name: caseStudyWords.en.story.readFull(story.company) })).toHaveAttribute(
        "href",
        `/case-studies/${story.id}`,
      )
      await expect(main.getByRole("link", { name: words.industry.story.more(industry.industry) })).toHaveAttribute(
        "href",
        `/case-studies/industry/${industry.id}`,
      )
      for (const id of copy.services) {
        const service = byId(lists.services, id)
        const fits = main.getByRole("region", { name: words.industry.services.title })
        await expect(fits.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
          "href",
          `/services/${id}`,
        )
      }
      // The estimator opens with this industry's figures.
      const estimator = page.locator("#estimator")
      await expect(estimator.getByRole("combobox")).toHaveValue(industry.id)
    })
  }

  test("its booking links credit the page in utm_content, and open the calendar in a new tab", async ({
    page,
    context,
  }) => {
    await page.goto("/industries/healthcare")
    await waitForPageReady(page)
    const hero = page.getByRole("region", { name: byId(industryPages, "healthcare").headline })
    const links = hero.getByRole("link", { name: new RegExp(`^${words.book}`) })
    expect(queryOf(await links.getAttribute("href"))).toEqual({ utm_content: "industries/healthcare" })
    const closing = page.getByRole("region", { name: pageCopy.caseStudies.closing.title })
    const closingBook = closing.getByRole("link", {
      name: new RegExp(`^${pageCopy.caseStudies.closing.actions[0]?.label}`),
    })
    expect(queryOf(await closingBook.getAttribute("href"))).toEqual({ utm_content: "industries/healthcare" })
    const tab = await clickForNewTab(context, links)
    const opened = new URL(tab.url())
    expect(opened.origin + opened.pathname).toBe(site.bookingUrl.en)
    expect(opened.searchParams.get("utm_content")).toBe("industries/healthcare")
  })

  test("a landing campaign keeps its source, and the page stays the booking's utm_content", async ({ page }) => {
    await page.goto("/industries/legal?utm_source=newsletter&utm_content=spring-issue")
    await waitForPageReady(page)
    const hero = page.getByRole("region", { name: byId(industryPages, "legal").headline })
    const book = hero.getByRole("link", { name: new RegExp(`^${words.book}`) })
    await expect
      .poll(async () => queryOf(await book.getAttribute("href")))
      .toEqual({
        utm_content: "industries/legal",
        utm_source: "newsletter",
      })
  })

  test("a message sent from the contact form after it carries the page it came from", async ({ page, context }) => {
    await page.goto("/industries/e-commerce")
    await waitForPageReady(page)
    await page.goto("/contact")
    await waitForPageReady(page)
    const form = page.getByRole("form", { name: pageCopy.contact.form.title })
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
    await form.getByRole("textbox", { name: /^Email Address/ }).fill("ana@trailshop.example")
    await form.getByRole("textbox", { name: /^Message/ }).fill("Our returns inbox doubles every December.")
    await waitForIsland(form)
    const tab = await clickForNewTab(context, form.getByRole("button", { name: "Send Message" }))
    expect(new URL(tab.url()).searchParams.get("utm_content")).toBe("industries/e-commerce")
  })

  test("in Spanish, at /es/industries/<id>, with its own words and the page's own booking credit", async ({ page }) => {
    const spanish = spanishIndustryPage("real-estate")
    await page.goto("/es/industries/real-estate")
    await expect(page.locator("html")).toHaveAttribute("lang", /^es\b/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.headline ?? "")
    const hero = page.getByRole("region", { name: spanish.headline ?? "" })
    const book = hero.getByRole("link", { name: new RegExp(`^${buyerPageWords.es.book}`) })
    expect(queryOf(await book.getAttribute("href"))).toEqual({ utm_content: "es/industries/real-estate" })
  })

  test("an id that is no industry's or service's answers with the 404 screen and status 404", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors() // The browser reports the 404 response, and the page logs the path.
    for (const address of ["/industries/plumbing", "/services/seo", "/case-studies/industry/plumbing"]) {
      const response = await page.goto(address)
      expect(response?.status(), address).toBe(404)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.notFound.title)
    }
    const response = await page.goto("/es/industries/plumbing")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPageFile("notFoundPage", "es").title)
  })
})

test.describe("search", () => {
  for (const locale of locales)
    test(`the blog's search in ${locale} finds an industry's page by a word of its heading`, async ({ page }) => {
      const headline =
        locale === "en"
          ? byId(industryPages, "healthcare").headline
          : (spanishIndustryPage("healthcare").headline ?? "")
      const blog = localizePath("/blog", locale)
      await page.goto(blog)
      await waitForPageReady(page)
      await searchFor(page, locale, { path: localizePath("/industries/healthcare", locale), title: headline })
    })
})

test.describe("the list of industries", () => {
  test("/industries links every industry's page", async ({ page }) => {
    await page.goto("/industries")
    const list = page.getByRole("region", { name: pageCopy.industries.list.title })
    for (const industry of lists.industries)
      await expect(list.getByRole("link", { name: industry.industry, exact: true })).toHaveAttribute(
        "href",
        `/industries/${industry.id}`,
      )
  })

  test("the home page's Who We Help cards and /case-studies' industry cards lead to the industries' pages", async ({
    page,
  }) => {
    await page.goto("/")
    const whoWeHelp = page.getByRole("region", { name: pageCopy.home.audiences.title })
    for (const audience of lists.audiences) {
      const link = whoWeHelp.getByRole("link", { name: audience.title, exact: true })
      await expect(link).toHaveAttribute("href", `/industries/${audience.id}`)
    }
    await whoWeHelp.getByRole("link", { name: byId(lists.audiences, "healthcare").title, exact: true }).click()
    await expect(page).toHaveURL("/industries/healthcare")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(byId(industryPages, "healthcare").headline)

    // On /case-studies, an industry's results lead to its stories, which lead to the industry's page.
    await page.goto("/case-studies")
    const results = page.getByRole("region", { name: pageCopy.caseStudies.industries.title })
    for (const industry of lists.industries)
      await expect(results.getByRole("link", { name: industry.industry, exact: true })).toHaveAttribute(
        "href",
        `/case-studies/industry/${industry.id}`,
      )
    const legal = byId(lists.industries, "legal")
    await results.getByRole("link", { name: legal.industry, exact: true }).click()
    await page.getByRole("link", { name: words.filters.aboutIndustry(legal.industry) }).click()
    await expect(page).toHaveURL("/industries/legal")
  })

  test("the footer names the industries' list and leads to each service's own page", async ({ page }) => {
    await page.goto("/process")
    const footer = page.getByRole("contentinfo")
    for (const service of lists.services)
      await expect(footer.getByRole("link", { name: service.title })).toHaveAttribute("href", `/services/${service.id}`)
    await expect(footer.getByRole("link", { name: "Industries" })).toHaveAttribute("href", "/industries")
  })
})

test.describe("a service's page", () => {
  for (const service of lists.services) {
    test(`/services/${service.id} says what it does, how, what it costs and which stories used it`, async ({
      page,
    }) => {
      const copy = byId(servicePages, service.id)
      await page.goto(`/services/${service.id}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.headline)
      const main = page.getByRole("main")
      for (const feature of service.features) await expect(main.getByText(feature, { exact: true })).toBeVisible()
      await expect(main.getByRole("heading", { name: copy.steps.title })).toBeVisible()
      await expect(
        main
          .getByRole("list")
          .filter({ hasText: copy.steps.items[0]?.title ?? "" })
          .first(),
      ).toBeVisible()
      for (const step of copy.steps.items) await expect(main.getByText(step.description)).toBeVisible()
      await expect(main.getByRole("region", { name: words.service.cost.title })).toContainText(copy.pricing.text)
      for (const plan of lists.plans)
        await expect(main.getByRole("region", { name: words.service.cost.title })).toContainText(plan.name)
      for (const story of caseStudies.filter((each) => each.services.includes(service.id)))
        await expect(main.getByRole("link", { name: new RegExp(story.company) })).toHaveAttribute(
          "href",
          `/case-studies/${story.id}`,
        )
      for (const faq of copy.faqs) await expect(main.getByText(faq.question)).toBeVisible()
      const book = page
        .getByRole("region", { name: copy.headline })
        .getByRole("link", { name: new RegExp(`^${words.book}`) })
      expect(queryOf(await book.getAttribute("href"))).toEqual({ utm_content: `services/${service.id}` })
    })
  }

  test("/services' service titles lead to their own pages, and an old /services#<id> link still lands on its block", async ({
    page,
  }) => {
    await page.goto("/services")
    for (const service of lists.services)
      await expect(page.getByRole("heading", { name: service.title, exact: true }).getByRole("link")).toHaveAttribute(
        "href",
        `/services/${service.id}`,
      )
    const service = byId(lists.services, "lead-generation")
    await page.goto(`/services#${service.id}`)
    await waitForPageReady(page)
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom)
    await expect(page.getByRole("heading", { name: service.title, exact: true })).toBeInViewport()
    await expect
      .poll(() => page.locator(`#${service.id}`).evaluate((block) => block.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom)
  })
})

test.describe("the client stories by industry and by service", () => {
  test("from /case-studies, a visitor narrows the stories to one industry or one service, without a script", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/case-studies")
    const industry = byId(lists.industries, "legal")
    await page
      .getByRole("region", { name: pageCopy.caseStudies.industries.title })
      .getByRole("link", { name: industry.industry, exact: true })
      .click()
    await expect(page).toHaveURL("/case-studies/industry/legal")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.filters.industryTitle(industry.industry))
    const shown = caseStudies.filter((story) => story.industry === industry.id)
    await expect(page.getByRole("article")).toHaveCount(shown.length)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${site.url}/case-studies/industry/legal`,
    )

    const service = byId(lists.services, "workflow-automation")
    const filters = page.getByRole("navigation", { name: words.filters.label })
    // Each view is named by its title: the footer's link named after the service leads to its page.
    await expect(filters.getByRole("link", { name: words.filters.industryTitle(industry.industry) })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await filters.getByRole("link", { name: words.filters.serviceTitle(service.title) }).click()
    await expect(page).toHaveURL(`/case-studies/service/${service.id}`)
    await expect(page).toHaveTitle(new RegExp(`^${words.filters.serviceTitle(service.title)}`))
    const used = caseStudies.filter((story) => story.services.includes(service.id))
    await expect(page.getByRole("article")).toHaveCount(used.length)
    for (const story of used) await expect(page.getByRole("heading", { name: story.company })).toBeVisible()
    await page
      .getByRole("navigation", { name: words.filters.label })
      .getByRole("link", { name: words.filters.all })
      .click()
    await expect(page).toHaveURL("/case-studies")
    await expect(page.getByRole("article")).toHaveCount(caseStudies.length)
    await context.close()
  })

  test("every view's stories are its own, and none is empty", async ({ page }) => {
    await page.goto("/case-studies/industry/legal")
    const filters = page.getByRole("navigation", { name: words.filters.label })
    const hrefs = await filters.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    const views = hrefs.filter((href): href is string => Boolean(href?.match(/^\/case-studies\/(industry|service)\//)))
    expect(views.length).toBeGreaterThan(lists.industries.length)
    for (const view of views) {
      const response = await page.goto(view)
      expect(response?.status(), view).toBe(200)
      expect(await page.getByRole("article").count(), view).toBeGreaterThan(0)
    }
  })
})
