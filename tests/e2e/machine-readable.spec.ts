import { expect, test } from "./support/fixtures"
import { site } from "./support/site"

/*
 * What AI assistants and other tools that read text get: /llms.txt, and a Markdown version of
 * every page listed in the sitemap.
 */

const markdownPathOf = (pathname: string) => (pathname === "/" ? "/index.md" : `${pathname}.md`)

test("/llms.txt says what the agency does and sells, at what price, and links every page's Markdown", async ({
  request,
}) => {
  const response = await request.get("/llms.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
  const text = await response.text()
  const lines = text.split("\n")
  expect(lines[0]).toBe(`# ${site.name}`)
  expect(lines[2]).toMatch(/^> .{50,}/)
  for (const service of [
    "AI Customer Support Agents",
    "Workflow Automation with n8n",
    "Lead Generation Automation",
    "Custom AI Integrations",
  ])
    expect(text).toContain(`[${service}](${site.url}/services.md)`)
  expect(text).toContain("Starting at $500/month")
  expect(text).toContain("Starter: $500/month plus $999 setup")
  expect(text).toContain("Growth (most popular): $1,000/month plus $3,500 setup")
  expect(text).toContain("Enterprise: Custom pricing")
  expect(text).toContain(site.email)

  // Every page of the sitemap is linked by its Markdown version, and each link answers.
  const sitemap = await (await request.get("/sitemap.xml")).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname)
  const linked = [...text.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((match) => new URL(match[1] ?? "").pathname)
  for (const pathname of pages.filter((entry) => !entry.startsWith("/blog/tags/") && !entry.startsWith("/blog/page/")))
    expect(linked, pathname).toContain(markdownPathOf(pathname))
  for (const pathname of new Set(linked)) {
    const page = await request.get(pathname)
    expect(page.status(), pathname).toBe(200)
    expect(page.headers()["content-type"], pathname).toBe("text/markdown; charset=utf-8")
  }
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
    expect(markdown, pathname).toContain(`Source: ${location}`)
    // Text, not markup: no tags, no icons, no relative links.
    expect(markdown, pathname).not.toMatch(/<[a-z][^>]*>/i)
    expect(markdown, pathname).not.toMatch(/\]\(\//)
  }
})

test("the home page's Markdown holds every testimonial, FAQ and plan, and a post's holds its text", async ({
  request,
}) => {
  const home = await (await request.get("/index.md")).text()
  expect(home.match(/^> “/gm)).toHaveLength(6)
  for (const question of [
    "What kinds of tasks can you automate?",
    "How long does setup take?",
    "Is my business data secure?",
    "Do I need technical knowledge to use your solutions?",
    "Can I make changes after launch?",
    "Which tools and apps can you integrate with?",
  ])
    expect(home).toContain(question)
  for (const plan of ["Starter", "Growth", "Enterprise", "Most Popular"]) expect(home).toContain(plan)

  const post = await (await request.get("/blog/speed-to-lead-automation.md")).text()
  expect(post).toContain("# Speed to Lead: How to Answer and Qualify Every Lead in Minutes")
  expect(post).toContain("## Why the first few minutes matter")
  expect(post).toContain(`[book a free consultation](${site.url}/contact)`)
  expect(post.split(/\s+/).length).toBeGreaterThan(600)
})
