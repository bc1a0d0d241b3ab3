// First: the build's settings, which the site's components read as they are imported.
import "./support/site"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { BrowserContext, Page } from "@playwright/test"
import { renderToStaticMarkup } from "react-dom/server"
import { createElement } from "react"
import { editorFixtureUrl, ga4FixtureBuildUrl } from "../../playwright.config"
import { adminContentSecurityPolicy } from "../../pipeline/security-headers"
import { TestimonialsSection } from "../../app/components/sections/testimonials-section"
import { plansFileSchema, readJsonFile, testimonialsFileSchema } from "../../app/content/schemas"
import { testimonialCarouselWords } from "virtual:content/testimonialCarouselWords"
import { formatMoney } from "../../app/lib/format"
import { at, dollars, lists, pageCopy } from "./support/content"
import { expect, test } from "./support/fixtures"
import { pages } from "./support/routes"

/*
 * The content editor at /admin (Sveltia CMS), as the agency's marketing lead uses it on their own
 * machine: "Work with Local Repository" opens the working copy in the browser (the File System
 * Access API). Here the browser's own private file system stands in for the folder the editor
 * would pick, filled with the repository's content files; what the editor saves is read back
 * from it and checked the way the build checks it.
 */

/** Every content file the editor edits: app/content's JSON and Markdown, folder by folder. */
const contentFiles = (): Record<string, string> => {
  const files: Record<string, string> = {}
  for (const entry of readdirSync("app/content", { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(json|md)$/.test(entry.name)) continue
    const filePath = path.join(entry.parentPath, entry.name)
    files[filePath] = readFileSync(filePath, "utf8")
  }
  return files
}

/** The editor's typefaces come from jsDelivr and it asks GitHub's status page how GitHub is. */
async function stubEditorServices(context: BrowserContext) {
  const font = readFileSync("node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2")
  await context.route("https://cdn.jsdelivr.net/fontsource/**", (route) =>
    route.fulfill({ body: font, contentType: "font/woff2", headers: { "access-control-allow-origin": "*" } }),
  )
  await context.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  )
}

/**
 * The "folder the editor picks": the page's private file system, holding the content files and a
 * .git folder. The editor is at /admin of the site, or at the address of its own site.
 */
async function openWorkingCopy(page: Page, editorAddress = "/admin") {
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() })
  })
  await page.goto(editorAddress)
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory()
    await root.getDirectoryHandle(".git", { create: true })
    for (const [filePath, text] of Object.entries(files)) {
      const parts = filePath.split("/")
      let folder = root
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
      const writable = await (await folder.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, contentFiles())
}

async function readWorkingCopy(page: Page, filePath: string): Promise<string> {
  return page.evaluate(async (parts) => {
    let folder = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
    return (await (await folder.getFileHandle(parts.at(-1) ?? "")).getFile()).text()
  }, filePath.split("/"))
}

/** Opens the working copy in the editor, then one file of Site content. */
async function openSiteContentFile(page: Page, name: string, editorAddress?: string) {
  await openWorkingCopy(page, editorAddress)
  await page.getByRole("button", { name: "Work with Local Repository" }).click()
  await page.getByRole("treeitem", { name: /^Site content/ }).click()
  await page.getByRole("row", { name }).click()
  // The file's form opens at its own address once the editor has read it: its fields come after.
  await expect(page).toHaveURL(/#\/collections\/[^/]+\/entries\/[^/]+$/)
}

test.beforeEach(async ({ context }) => {
  await stubEditorServices(context)
})

test("/admin is the editor, under a policy of its own, not indexed and not in the sitemap", async ({
  page,
  request,
}) => {
  const response = await page.goto("/admin")
  expect(response?.status()).toBe(200)
  const policy = response?.headers()["content-security-policy"] ?? ""
  expect(policy).toContain("script-src 'self';")
  expect(policy).not.toContain("unsafe-eval")
  expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  expect(await (await request.get("/admin")).text()).toContain('<meta name="robots" content="noindex, nofollow">')
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
  await expect(page.getByRole("button", { name: /^Sign In with \W*GitHub/ })).toBeVisible()
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin")

  // The site's own pages keep their strict policy.
  const home = await request.get("/")
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-inline")
})

test("editing a testimonial in /admin writes the file, which the build accepts and the carousel shows", async ({
  page,
}) => {
  const first = at(lists.testimonials, 0)
  await openSiteContentFile(page, "Testimonials")
  const quote = page.getByRole("textbox", { name: "Quote" }).first()
  await expect(quote).toHaveValue(first.quote)
  const newQuote = "Every lead now hears back in under a minute, and we booked 40% more consultations this spring."
  await quote.fill(newQuote)
  await page.getByRole("button", { name: "Save" }).click()

  // The file in the working copy holds the new words and still fits the build's schema.
  // The editor says so once the file is written; reading it earlier could meet a write halfway.
  await expect(page.getByText("Entry saved")).toBeVisible()
  const saved = await readWorkingCopy(page, "app/content/testimonials.json")
  expect(saved).toContain(newQuote)
  const { testimonials } = readJsonFile("app/content/testimonials.json", testimonialsFileSchema, saved).checked
  expect(testimonials).toHaveLength(6)
  expect(testimonials[0]).toMatchObject({ id: first.id, quote: newQuote, rating: 5 })

  // The carousel, rendered from the saved file as the build renders it, shows the new quote.
  const html = renderToStaticMarkup(
    createElement(TestimonialsSection, {
      intro: pageCopy.home.testimonials,
      testimonials,
      labels: testimonialCarouselWords.en.labels,
      intervalMs: testimonialCarouselWords.en.intervalMs,
    }),
  )
  expect(html).toContain(newQuote.replace(/'/g, "&#x27;"))
})

test("changing a plan's monthly fee in /admin writes the file, which the build accepts as the new price", async ({
  page,
}) => {
  // The first plan's fee, raised: whatever it is now, the editor has a change to save.
  const [starter, ...others] = lists.plans
  if (starter?.price.kind !== "fixed") throw new Error("The first plan has no fixed monthly fee to change")
  const newFee = starter.price.monthlyFee.amount + 150
  await openSiteContentFile(page, "Pricing plans")
  // The editor draws a field once it is scrolled into view.
  await page.getByRole("group", { name: /Price/ }).first().scrollIntoViewIfNeeded()
  const monthlyFee = page.getByRole("spinbutton", { name: "Monthly fee" }).first()
  await expect(monthlyFee).toHaveValue(String(starter.price.monthlyFee.amount))
  await monthlyFee.fill(String(newFee))
  await page.getByRole("button", { name: "Save" }).click()

  await expect(page.getByText("Entry saved")).toBeVisible()
  const saved = await readWorkingCopy(page, "app/content/plans.json")
  expect(saved).toContain(`"monthlyFee": ${newFee}`)
  const { plans } = readJsonFile("app/content/plans.json", plansFileSchema, saved).checked
  const monthlyFees = (list: typeof plans) =>
    list.map((plan) => (plan.price.kind === "fixed" ? plan.price.monthlyFee.amount : "custom"))
  expect(monthlyFees(plans)).toEqual([newFee, ...monthlyFees(others)])

  // The plan card shows the fee as the build formats it.
  const [changed] = plans
  expect(changed?.price.kind === "fixed" && formatMoney(changed.price.monthlyFee)).toBe(dollars({ amount: newFee }))
})

test.describe("on an address of its own (VITE_CMS_EDITOR_URL)", () => {
  // The Google Analytics 4 build, whose pages load Google's tag, has its editor apart: built by
  // `npm run build:fixture:editor` and served as a site of its own.

  test("the editor's site serves it at /, under the editor's policy on every response, out of search engines", async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${editorFixtureUrl}/`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy())
    expect(response?.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains")
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
    await expect(page.getByRole("button", { name: /^Sign In with \W*GitHub/ })).toBeVisible()

    const unknown = await request.get(`${editorFixtureUrl}/admin`)
    expect(unknown.status()).toBe(404)
    expect(unknown.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy())
    expect(await (await request.get(`${editorFixtureUrl}/robots.txt`)).text()).toBe("User-agent: *\nDisallow: /\n")
  })

  test("the public site then has no /admin, and no page links to the editor", async ({ request }) => {
    const admin = await request.get(`${ga4FixtureBuildUrl}/admin`)
    expect(admin.status()).toBe(404)
    // The site's strict policy, as for any unknown address: nothing of the editor's is left.
    expect(admin.headers()["content-security-policy"]).not.toContain("unsafe-inline")
    for (const address of [...pages.map((entry) => entry.path), "/sitemap.xml", "/llms.txt", "/404"]) {
      const text = await (await request.get(`${ga4FixtureBuildUrl}${address}`)).text()
      expect(text, address).not.toMatch(/\/admin\b|admin\.example\.com/)
    }
  })

  test("editing a testimonial there writes the file the site is built from", async ({ page }) => {
    const first = at(lists.testimonials, 0)
    await openSiteContentFile(page, "Testimonials", `${editorFixtureUrl}/`)
    const quote = page.getByRole("textbox", { name: "Quote" }).first()
    await expect(quote).toHaveValue(first.quote)
    const newQuote = "Our front desk stopped missing calls the week the agent went live."
    await quote.fill(newQuote)
    await page.getByRole("button", { name: "Save" }).click()

    await expect(page.getByText("Entry saved")).toBeVisible()
    const saved = await readWorkingCopy(page, "app/content/testimonials.json")
    const { testimonials } = readJsonFile("app/content/testimonials.json", testimonialsFileSchema, saved).checked
    expect(testimonials[0]).toMatchObject({ id: first.id, quote: newQuote })
  })
})
