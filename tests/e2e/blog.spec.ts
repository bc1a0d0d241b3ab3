import type { APIRequestContext, Page } from "@playwright/test"
import {
  at,
  blogPosts,
  byId,
  caseStudies,
  firstLinkInsideSite,
  markdownHeadings,
  pageCopy,
  typesetPattern,
  type BlogPost,
} from "./support/content"
import { expect, test } from "./support/fixtures"
import { busiestTopic, tagPath } from "./support/routes"
import { site } from "./support/site"

/*
 * The blog ("Insights") and the client stories' own pages, as a visitor and a feed reader meet
 * them. What every page owes (accessibility, no JavaScript, small screens, social tags) is checked
 * with the other pages (support/routes.ts: contentPages).
 */

interface FeedItem {
  title: string
  link: string
  pubDate: string
  categories: string[]
}

/** The RSS feed, parsed by the browser's own XML parser. */
async function readFeed(page: Page, request: APIRequestContext) {
  const response = await request.get("/rss.xml")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/xml/)
  const xml = await response.text()
  await page.goto("/")
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "application/xml")
    const text = (parent: Element | Document, name: string) => parent.querySelector(name)?.textContent ?? ""
    return {
      parseError: document.querySelector("parsererror")?.textContent ?? null,
      version: document.documentElement.getAttribute("version"),
      title: text(document, "channel > title"),
      link: text(document, "channel > link"),
      items: [...document.querySelectorAll("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        pubDate: text(item, "pubDate"),
        categories: [...item.querySelectorAll("category")].map((category) => category.textContent ?? ""),
      })),
    }
  }, xml)
}

/** A day as `<time datetime>` and structured data give it: 2026-09-22. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The breadcrumb names the case studies page by its hero's eyebrow, or by its stories' title when it has none. */
const caseStudiesCrumb = pageCopy.caseStudies.hero.eyebrow ?? pageCopy.caseStudies.stories.title

/** The JSON-LD blocks of a page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}

const latest = (page: Page) => page.getByRole("region", { name: pageCopy.blog.latest.title }).getByRole("article")

test("the RSS feed is valid RSS 2.0 and holds the latest posts, newest first, with absolute links", async ({
  page,
  request,
}) => {
  const feed = await readFeed(page, request)
  expect(feed.parseError).toBeNull()
  expect(feed.version).toBe("2.0")
  expect(feed.title).toBe(`Insights from ${site.name}`)
  expect(feed.link).toMatch(new RegExp(`^${site.url}/?$`))
  // As many as the feed carries (VITE_FEED_POSTS), or every post when there are fewer.
  expect(feed.items.length).toBeLessThanOrEqual(site.feedPosts)
  expect(feed.items.map((item: FeedItem) => item.link)).toEqual(
    blogPosts.slice(0, site.feedPosts).map((post) => `${site.url}/blog/${post.id}`),
  )
  const dates = feed.items.map((item: FeedItem) => Date.parse(item.pubDate))
  for (const date of dates) expect(Number.isNaN(date)).toBe(false)
  expect(dates).toEqual([...dates].sort((a, b) => b - a))
  for (const item of feed.items) {
    expect(item.link).toMatch(new RegExp(`^${site.url}/blog/[a-z0-9-]+$`))
    expect(item.categories.length).toBeGreaterThan(0)
    const post = await request.get(new URL(item.link).pathname)
    expect(post.status(), item.link).toBe(200)
    expect(await post.text()).toContain(`<h1 id="page-title"`)
  }
})

test("every page tells feed readers where the blog's feed is", async ({ request }) => {
  for (const path of ["/", "/services", "/blog", "/blog/speed-to-lead-automation"]) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Insights from ${site.name}" href="/rss.xml">`,
    )
  }
})

test("the blog lists every post, newest first, and each card leads to its post", async ({ page, request }) => {
  const feed = await readFeed(page, request)
  await page.goto("/blog")
  const cards = latest(page)
  await expect(cards).toHaveCount(feed.items.length)
  const titles = await cards.getByRole("heading").allTextContents()
  expect(titles).toEqual(feed.items.map((item: FeedItem) => item.title))
  const dates = await cards.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")))
  expect(dates).toEqual([...dates].sort().reverse())
  // Everything fits one page of nine: no page links, and no second page.
  await expect(page.getByRole("navigation", { name: "Pages of articles" })).toHaveCount(0)
  expect((await request.get("/blog/page/2")).status()).toBe(404)

  const first = titles[0] ?? ""
  await cards.first().getByRole("link", { name: first }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/[a-z0-9-]+$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first)
})

test("the blog offers every topic, each leading to the posts that carry it", async ({ page, request }) => {
  const feed = await readFeed(page, request)
  await page.goto("/blog")
  const topics = page.getByRole("region", { name: pageCopy.blog.topics.title }).getByRole("link")
  const expected = new Set(feed.items.flatMap((item: FeedItem) => item.categories))
  await expect(topics).toHaveCount(expected.size)

  await topics.filter({ hasText: busiestTopic }).click()
  await expect(page).toHaveURL(new RegExp(`${tagPath(busiestTopic)}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles on ${busiestTopic}`)
  const tagged = feed.items.filter((item: FeedItem) => item.categories.includes(busiestTopic))
  expect(tagged.length).toBeGreaterThan(1)
  const cards = page.getByRole("main").getByRole("article")
  await expect(cards.getByRole("heading")).toHaveText(tagged.map((item: FeedItem) => item.title))
  for (const card of await cards.all()) {
    await expect(card.getByRole("list").getByRole("link", { name: busiestTopic })).toBeVisible()
  }
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Insights" }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test("a post shows who wrote it, when, how long it takes, its topics and where to go next", async ({ page }) => {
  const post = byId(blogPosts, "speed-to-lead-automation")
  await page.goto(`/blog/${post.id}`)
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toHaveText(post.title)

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
  await expect(breadcrumb.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/blog")
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(await h1.innerText())

  // The article's own header (not the page's banner) holds the byline.
  const header = page.getByRole("article").locator("header").filter({ has: h1 })
  await expect(header).toContainText(`By ${post.author.name}, ${post.author.role}`)
  await expect(header.locator("time")).toHaveAttribute("datetime", isoDay(post.publishedAt))
  const published = post.publishedAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })
  await expect(header).toContainText(`Published ${published}`)
  await expect(header).toContainText(/\d+ min read/)

  // The Markdown arrived as HTML: headings, lists and links inside the site.
  const article = page.getByRole("article").filter({ has: h1 })
  expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3)
  expect(await article.getByRole("listitem").count()).toBeGreaterThan(3)
  const words = (await article.innerText()).split(/\s+/).length
  expect(words).toBeGreaterThan(600)
  const link = firstLinkInsideSite(post.body)
  await expect(article.getByRole("link", { name: new RegExp(`^${typesetPattern(link.text)}$`) })).toHaveAttribute(
    "href",
    link.path,
  )

  // The topics: the last list of the article, after "Topics" for screen readers.
  const topics = article.getByRole("list").last()
  await expect(article.getByText("Topics", { exact: true })).toHaveCount(1)
  await expect(topics.getByRole("link")).toHaveText(post.tags)
  const firstTopic = at(post.tags, 0)
  await expect(topics.getByRole("link", { name: firstTopic })).toHaveAttribute("href", tagPath(firstTopic))

  // The posts published just before and just after it (blogPosts is newest first).
  const position = blogPosts.indexOf(post)
  const [older, newer] = [at(blogPosts, position + 1), at(blogPosts, position - 1)]
  const more = page.getByRole("navigation", { name: "More articles" })
  await expect(more.getByRole("link", { name: /^Previous article/ })).toHaveAttribute("href", `/blog/${older.id}`)
  await expect(more.getByRole("link", { name: /^Next article/ })).toHaveAttribute("href", `/blog/${newer.id}`)
  const related = page.getByRole("region", { name: pageCopy.blog.related.title }).getByRole("article")
  await expect(related).toHaveCount(3)
  // The post sharing the most topics comes first; among equals, the newest.
  const shared = (other: BlogPost) => other.tags.filter((tag) => post.tags.includes(tag)).length
  const firstRelated = at(
    blogPosts.filter((other) => other !== post).sort((a, b) => shared(b) - shared(a)),
    0,
  )
  await expect(related.first().getByRole("heading")).toHaveText(firstRelated.title)
  await related.first().getByRole("link", { name: firstRelated.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${firstRelated.id}$`))
})

test("a post describes itself to search engines as a BlogPosting with its breadcrumb trail", async ({ page }) => {
  const post = byId(blogPosts, "n8n-workflow-automation-first-workflow")
  await page.goto(`/blog/${post.id}`)
  const data = await structuredData(page)
  const posting = data.find((item) => item["@type"] === "BlogPosting")
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: post.title,
    url: `${site.url}/blog/${post.id}`,
    datePublished: isoDay(post.publishedAt),
    dateModified: isoDay(post.updatedAt ?? post.publishedAt),
    author: { "@type": "Person", name: post.author.name },
    image: `${site.url}/og/blog/${post.id}.png`,
    inLanguage: "en-US",
  })
  expect(String(posting?.description).length).toBeGreaterThan(50)
  const trail = data.find((item) => item["@type"] === "BreadcrumbList") as {
    itemListElement: Record<string, unknown>[]
  }
  expect(trail.itemListElement.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
    [1, "Home", `${site.url}/`],
    [2, "Insights", `${site.url}/blog`],
    [3, post.title, `${site.url}/blog/${post.id}`],
  ])
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    isoDay(post.publishedAt),
  )
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
    "content",
    isoDay(post.updatedAt ?? post.publishedAt),
  )
})

test("each client story card leads to the full story, with its results and the facts", async ({ page }) => {
  const study = byId(caseStudies, "keystone-ridge-realty")
  await page.goto("/case-studies")
  const storyLinks = page.getByRole("link", { name: /^Read the .+ story$/ })
  await expect(storyLinks).toHaveCount(6)
  await page.getByRole("link", { name: `Read the ${study.company} story` }).click()
  await expect(page).toHaveURL(new RegExp(`/case-studies/${study.id}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.company)

  const story = page.getByRole("article")
  // Figure first, then its words, as one phrase a screen reader reads in that order.
  const results = story.locator("header").getByRole("list").filter({ hasNotText: study.company }).getByRole("listitem")
  await expect(results).toHaveText(study.results.map((result) => `${result.metric} ${result.description}`))
  const headings = markdownHeadings(study.body)
  expect(headings, "the story's own headings").not.toEqual([])
  for (const heading of headings) {
    const name = new RegExp(`^${typesetPattern(heading)}$`)
    await expect(story.getByRole("heading", { level: 2, name })).toBeVisible()
  }
  const facts = story.getByRole("complementary", { name: "At a glance" })
  await expect(facts).toContainText("$")
  await expect(facts).toContainText("/month")

  const others = page.getByRole("region", { name: pageCopy.caseStudies.moreStories.title }).getByRole("link")
  await expect(others).toHaveCount(5)
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: caseStudiesCrumb }).click()
  await expect(page).toHaveURL(/\/case-studies$/)
})

test("a client story describes itself to search engines as an Article with its breadcrumb trail", async ({ page }) => {
  const study = byId(caseStudies, "calloway-pierce-family-law")
  await page.goto(`/case-studies/${study.id}`)
  const data = await structuredData(page)
  expect(data.find((item) => item["@type"] === "Article")).toMatchObject({
    headline: `${study.company} Case Study`,
    url: `${site.url}/case-studies/${study.id}`,
    image: `${site.url}/og/case-studies/${study.id}.png`,
  })
  const trail = data.find((item) => item["@type"] === "BreadcrumbList") as {
    itemListElement: Record<string, unknown>[]
  }
  expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", caseStudiesCrumb, study.company])
})
