import {
  at,
  blogPosts,
  byId,
  dollars,
  escapeRegExp,
  firstLinkInsideSite,
  lists,
  markdownHeadings,
  typesetPattern,
  type PricingPlan,
} from "./support/content"
import type { APIRequestContext } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { fixtureSettings, site } from "./support/site"
import { umamiFixtureBuildUrl } from "../../playwright.config"
import { localeOfPath } from "../../app/config/locales"
import { llmsWords } from "virtual:content/llmsWords"

/*
 * What AI assistants and other tools that read text get: /llms.txt, and a Markdown version of
 * every page listed in the sitemap.
 */

/** "/" -> "/index.md", "/es" -> "/es/index.md", "/services" -> "/services.md". */
const markdownPathOf = (pathname: string) =>
  pathname === "/" ? "/index.md" : pathname === "/es" ? "/es/index.md" : `${pathname}.md`

/** A plan's line in /llms.txt: "Growth (most popular): $1,000/month plus $3,500 setup". */
const planLine = (plan: PricingPlan) =>
  `${plan.popular ? `${plan.name} (most popular)` : plan.name}: ${
    plan.price.kind === "fixed"
      ? `${dollars(plan.price.monthlyFee)}/month plus ${dollars(plan.price.setupFee)} setup`
      : "Custom pricing"
  }`

/** The Markdown addresses a text for AI assistants links to, in its order. */
const linksOf = (llms: string) =>
  [...llms.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((match) => new URL(match[1] ?? "").pathname)

/** Its posts' Markdown addresses: "/blog/speed-to-lead-automation.md". */
const postLinksOf = (llms: string) => linksOf(llms).filter((pathname) => /^(\/[^/]+)?\/blog\/[^/]+\.md$/.test(pathname))

/** A text for AI assistants, answered as plain text. */
async function readText(request: APIRequestContext, pathname: string) {
  const response = await request.get(pathname)
  expect(response.status(), pathname).toBe(200)
  expect(response.headers()["content-type"], pathname).toMatch(/^text\/plain/)
  return response.text()
}

test("/llms.txt says what the agency does and sells, at what price, and links the latest posts and the full list", async ({
  request,
}) => {
  const text = await readText(request, "/llms.txt")
  const lines = text.split("\n")
  expect(lines[0]).toBe(`# ${site.name}`)
  expect(lines[2]).toMatch(/^> .{50,}/)
  for (const { id, title, pricing } of lists.services) {
    // Each service links its own page's Markdown.
    expect(text).toContain(`[${title}](${site.url}/services/${id}.md)`)
    if (pricing.kind === "from") expect(text).toContain(`Starting at ${dollars(pricing.monthlyFee)}/month`)
  }
  for (const plan of lists.plans) expect(text).toContain(planLine(plan))
  expect(text).toContain(site.email)

  // The latest posts, newest first, as many as the feed carries; /llms-full.txt, linked from it,
  // lists every one, and each link of /llms.txt is one of its.
  expect(text).toContain(`](${site.url}/llms-full.txt)`)
  const full = await readText(request, "/llms-full.txt")
  expect(full.split("\n")[0]).toBe(`# ${site.name}`)
  expect(postLinksOf(full)).toEqual(blogPosts.map((post) => `/blog/${post.id}.md`))
  expect(postLinksOf(text)).toEqual(postLinksOf(full).slice(0, site.feedPosts))
  for (const pathname of linksOf(text)) expect(linksOf(full), pathname).toContain(pathname)
})

test("/llms-full.txt links every page's Markdown, in its language, and each link answers", async ({ request }) => {
  // Every page of the sitemap is linked by its Markdown version from its language's
  // /llms-full.txt (/es/llms-full.txt for the Spanish pages), and each link answers.
  const english = await readText(request, "/llms-full.txt")
  const spanish = await readText(request, "/es/llms-full.txt")
  expect(spanish.split("\n")[0]).toBe(`# ${site.name}`)
  expect((await readText(request, "/es/llms.txt")).split("\n")[0]).toBe(`# ${site.name}`)
  const sitemap = await (await request.get("/sitemap.xml")).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname)
  const linked = [...linksOf(english), ...linksOf(spanish)]
  expect(linksOf(english).every((pathname) => !pathname.startsWith("/es/"))).toBe(true)
  expect(linksOf(spanish).every((pathname) => pathname.startsWith("/es/"))).toBe(true)
  for (const pathname of pages.filter((entry) => !/^(\/es)?\/blog\/(tags|page)\//.test(entry)))
    expect(linked, pathname).toContain(markdownPathOf(pathname))
  for (const pathname of new Set(linked)) {
    const page = await request.get(pathname)
    expect(page.status(), pathname).toBe(200)
    expect(page.headers()["content-type"], pathname).toBe("text/markdown; charset=utf-8")
  }
})

test.describe("a blog with more posts than the feed carries (the Umami fixture build's VITE_FEED_POSTS)", () => {
  test.use({ baseURL: umamiFixtureBuildUrl })
  const { feedPosts } = fixtureSettings("build:fixture:umami")

  test("/rss.xml and /llms.txt list the latest posts, and /llms-full.txt every one", async ({ request }) => {
    expect(feedPosts).toBeLessThan(blogPosts.length)
    const latest = blogPosts.slice(0, feedPosts)
    const feed = await (await request.get("/rss.xml")).text()
    const items = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(items).toEqual(latest.map((post) => `${site.url}/blog/${post.id}`))
    const text = await readText(request, "/llms.txt")
    expect(postLinksOf(text)).toEqual(latest.map((post) => `/blog/${post.id}.md`))
    // Where the list stops, it says how many it shows and where every one is.
    expect(text).toContain(llmsWords.en.more(String(feedPosts), String(blogPosts.length), `${site.url}/llms-full.txt`))
    const full = await readText(request, "/llms-full.txt")
    expect(postLinksOf(full)).toEqual(blogPosts.map((post) => `/blog/${post.id}.md`))
  })
})

/** The pages whose text a language's /llms-full.txt carries: each ends with "Source: <its address>". */
const sourcesOf = (full: string, locale: "en" | "es") =>
  [...full.matchAll(new RegExp(`^${llmsWords[locale].markdownSource}: (\\S+)$`, "gm"))].map(
    (match) => new URL(match[1] ?? "").pathname,
  )

test("/llms-full.txt carries the text of every page and client story of its language, and of its posts", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname)
  for (const locale of ["en", "es"] as const) {
    const full = await readText(request, locale === "en" ? "/llms-full.txt" : "/es/llms-full.txt")
    const carried = sourcesOf(full, locale)
    // Lists whose items it carries in full are left out: a topic's posts, a list's further pages, a story view.
    const expected = pages.filter(
      (pathname) =>
        localeOfPath(pathname) === locale &&
        !/\/blog\/(tags|page)\/|\/case-studies\/(industry|service)\//.test(pathname),
    )
    expect(new Set(carried)).toEqual(new Set(expected))
    for (const pathname of carried) {
      const twin = await (await request.get(markdownPathOf(pathname))).text()
      expect(full, pathname).toContain(twin.trim())
    }
  }
})

test.describe("a blog with more posts than the feed carries, in full (the Umami fixture build's VITE_FEED_POSTS)", () => {
  test.use({ baseURL: umamiFixtureBuildUrl })
  const { feedPosts } = fixtureSettings("build:fixture:umami")

  test("/llms-full.txt carries the latest posts' text, and lists the older ones with their links", async ({
    request,
  }) => {
    const full = await readText(request, "/llms-full.txt")
    const postsCarried = sourcesOf(full, "en").filter((pathname) => pathname.startsWith("/blog/"))
    expect(postsCarried.toSorted()).toEqual(
      blogPosts
        .slice(0, feedPosts)
        .map((post) => `/blog/${post.id}`)
        .toSorted(),
    )
    expect(postLinksOf(full)).toEqual(expect.arrayContaining(blogPosts.map((post) => `/blog/${post.id}.md`)))
  })
})

test("every page in the sitemap has a Markdown version with its heading, its text and absolute links", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text()
  for (const [, location = ""] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(location).pathname
    const html = await (await request.get(pathname)).text()
    const h1 = /<h1[^>]*>([^<]+)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
    const markdown = await (await request.get(markdownPathOf(pathname))).text()
    expect(markdown.split("\n"), pathname).toContain(`# ${h1}`)
    // "Source: https://…" in English, "Fuente: https://…/es/…" in Spanish: no English on a Spanish page.
    const llms = localeOfPath(pathname) === "es" ? llmsWords.es : llmsWords.en
    expect(markdown.trimEnd().split("\n").at(-1), pathname).toBe(`${llms.markdownSource}: ${location}`)
    // Text, not markup: no tags, no icons, no relative links.
    expect(markdown, pathname).not.toMatch(/<[a-z][^>]*>/i)
    expect(markdown, pathname).not.toMatch(/\]\(\//)
  }
})

test("the home page's Markdown holds every testimonial, FAQ and plan, and a post's holds its text", async ({
  request,
}) => {
  const home = await (await request.get("/index.md")).text()
  expect(home.match(/^> “/gm)).toHaveLength(lists.testimonials.length)
  for (const { question } of lists.faqs) expect(home).toContain(question)
  for (const { name } of lists.plans) expect(home).toContain(name)
  expect(home).toContain("Most Popular")

  const written = byId(blogPosts, "speed-to-lead-automation")
  const post = await (await request.get(`/blog/${written.id}.md`)).text()
  expect(post).toContain(`# ${written.title}`)
  // The Markdown version is made from the page, where quotes and dashes are typeset.
  expect(post).toMatch(new RegExp(`^## ${typesetPattern(at(markdownHeadings(written.body), 0))}$`, "m"))
  const link = firstLinkInsideSite(written.body)
  expect(post).toMatch(new RegExp(`\\[${typesetPattern(link.text)}\\]\\(${escapeRegExp(site.url + link.path)}\\)`))
  expect(post.split(/\s+/).length).toBeGreaterThan(600)
})
