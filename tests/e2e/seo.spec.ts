import { lists } from "./support/content"
import { expect, test } from "./support/fixtures"
import { everyPage, pages } from "./support/routes"
import { site } from "./support/site"

/** The card a page shows: its own, or a list's later page its first page's ("/blog/page/2": "blog"). */
const idOf = (path: string) => (path === "/" ? "home" : path.replace(/\/page\/\d+$/, "").slice(1))

/** The JSON-LD blocks of a page's HTML, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data: unknown = JSON.parse(match[1] ?? "")
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
  })
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test.describe("every page", () => {
  for (const page of everyPage) {
    test(`${page.path} has its canonical URL, social tags and an Open Graph image`, async ({ request }) => {
      const html = await (await request.get(page.path)).text()
      const canonical = `${site.url}${page.path}`
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`)
      expect(html).toContain(`<meta property="og:url" content="${canonical}">`)
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/)
      expect(html).toMatch(/<meta property="og:description" content="[^"]{50,}">/)
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image">`)
      const image = `${site.url}/og/${idOf(page.path)}.png`
      expect(html).toContain(`<meta property="og:image" content="${image}">`)
      expect(html).toContain(`<meta name="twitter:image" content="${image}">`)

      const png = await request.get(new URL(image).pathname)
      expect(png.status()).toBe(200)
      expect(png.headers()["content-type"]).toBe("image/png")
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 })
    })

    test(`${page.path} describes the agency as a ProfessionalService`, async ({ request }) => {
      const data = structuredData(await (await request.get(page.path)).text())
      for (const item of data) expect(item["@context"]).toBe("https://schema.org")
      const organization = data.find((item) => item["@type"] === "ProfessionalService")
      expect(organization).toMatchObject({
        name: site.name,
        url: `${site.url}/`,
        email: site.email,
        telephone: site.phone.e164,
      })
    })
  }
})

test("the home page's structured data lists the six FAQs and the plans with their prices", async ({ request }) => {
  const data = structuredData(await (await request.get("/")).text())
  const faq = data.find((item) => item["@type"] === "FAQPage") as { mainEntity: Record<string, unknown>[] }
  expect(faq.mainEntity).toHaveLength(6)
  for (const question of faq.mainEntity) {
    expect(question["@type"]).toBe("Question")
    expect(question.name).toEqual(expect.stringMatching(/\?$/))
    expect(question.acceptedAnswer).toMatchObject({ "@type": "Answer", text: expect.stringMatching(/.{40,}/) })
  }
  const catalog = data.find((item) => item["@type"] === "OfferCatalog") as {
    itemListElement: Record<string, unknown>[]
  }
  expect(catalog.itemListElement.map((offer) => [offer["@type"], offer.name, offer.price ?? null])).toEqual(
    lists.plans.map((plan) => ["Offer", plan.name, plan.price.kind === "fixed" ? plan.price.monthlyFee.amount : null]),
  )
  expect(catalog.itemListElement[0]).toMatchObject({ priceCurrency: "USD" })
})

test("the services page's structured data lists each service with its starting price", async ({ request }) => {
  const data = structuredData(await (await request.get("/services")).text())
  const services = data.filter((item) => item["@type"] === "Service")
  expect(services.map((service) => [service.name, (service.offers as Record<string, unknown>).price ?? null])).toEqual(
    lists.services.map(({ title, pricing }) => [title, pricing.kind === "from" ? pricing.monthlyFee.amount : null]),
  )
})

test("robots.txt and sitemap.xml list every page once, by its canonical URL", async ({ request }) => {
  const robots = await request.get("/robots.txt")
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`)

  const sitemap = await request.get("/sitemap.xml")
  expect(sitemap.status()).toBe(200)
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "")
  // The specification's pages first, then the blog and what is made from content files.
  expect(locations.slice(0, pages.length)).toEqual(pages.map((page) => `${site.url}${page.path}`))
  for (const { path } of everyPage) expect(locations).toContain(`${site.url}${path}`)
  expect(new Set(locations).size).toBe(locations.length)
  for (const location of locations) {
    const { pathname } = new URL(location)
    const page = await request.get(pathname)
    expect(page.status(), pathname).toBe(200)
    expect(await page.text(), pathname).toContain(`<link rel="canonical" href="${location}">`)
  }
})

test("one form of each address: links have no trailing slash, and the other form redirects", async ({ request }) => {
  for (const page of everyPage.filter((entry) => entry.path !== "/")) {
    const response = await request.get(`${page.path}/`, { maxRedirects: 0 })
    expect(response.status(), page.path).toBe(301)
    expect(response.headers().location).toBe(page.path)
  }
  const html = await (await request.get("/")).text()
  const internal = [...html.matchAll(/href="(\/[^"#]*)/g)].map((match) => match[1] ?? "")
  expect(internal.length).toBeGreaterThan(10)
  for (const href of internal) expect(href === "/" || !href.endsWith("/"), href).toBe(true)
})

test("doubled slashes redirect to the single form, and the server keeps answering", async ({ request, baseURL }) => {
  for (const [path, location] of [
    ["//", "/"],
    ["//services", "/services"],
    ["/case-studies//", "/case-studies"],
  ] as const) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers().location, path).toBe(location)
  }
  expect((await request.get("/")).status()).toBe(200)
})

test("the icons and the theme colour are in place, and the page's own icon needs no request", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text()
  expect(html).toContain('<meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)">')
  expect(html).toContain('<meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)">')
  await page.goto("/")
  const icon = (await page.locator('head > link[rel="icon"]').getAttribute("href")) ?? ""
  expect(icon).toMatch(/^data:image\/svg\+xml,/)
  expect(decodeURIComponent(icon.slice("data:image/svg+xml,".length))).toMatch(/fill=["']#4f46e5["']/)
  // The browser reads it as a picture, whatever it escapes.
  const iconWidth = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return image.naturalWidth
  }, icon)
  expect(iconWidth).toBeGreaterThan(0)
  expect(html).toContain('href="/apple-touch-icon.png"')
  for (const [href, type, width] of [
    ["/favicon.ico", "image/x-icon", undefined],
    ["/apple-touch-icon.png", "image/png", 180],
    ["/icon-512.png", "image/png", 512],
  ] as const) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()["content-type"], href).toContain(type)
    if (width) expect(pngSize(await response.body()), href).toEqual({ width, height: width })
  }
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled })

    test("the stylesheet is inlined, so the first paint waits for no request", async ({ page }) => {
      const stylesheets: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url())
      })
      await page.goto("/")
      await expect(page.locator('head > link[rel="stylesheet"]')).toHaveCount(0)
      expect(
        await page.locator("head > style").evaluateAll((styles) => styles.map((s) => s.textContent ?? "").join("")),
      ).toContain(".container-page")
      // The header's layout comes from the stylesheet: it applies.
      await expect(page.getByRole("banner")).toHaveCSS("position", "fixed")
      expect(stylesheets).toEqual([])
    })
  })
}
