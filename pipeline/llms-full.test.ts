import { describe, expect, it } from "vitest"
import { fullText, type PageText } from "./llms-full"

const page = (path: string, publishedAt?: string): PageText => ({
  path,
  markdown: `# ${path}\n\nText of ${path}.\n\n---\n\nSource: https://www.example.com${path}\n`,
  ...(publishedAt ? { publishedAt } : {}),
})

describe("the full text for AI assistants", () => {
  const pages = [
    page("/"),
    page("/services"),
    page("/blog/oldest", "2026-01-05"),
    page("/blog/newest", "2026-11-20"),
    page("/blog/middle", "2026-06-01"),
    page("/blog/tags/roi"),
    page("/blog/page/2"),
    page("/case-studies/keystone-ridge-realty"),
    page("/case-studies/industry/legal"),
  ]

  it("follows the index with each page's text, in the order given, and the latest posts only", () => {
    const text = fullText("# Index\n\n## Full text\n", pages, 2)
    const titles = [...text.matchAll(/^# (.+)$/gm)].map((match) => match[1])
    expect(titles).toEqual([
      "Index",
      "/",
      "/services",
      "/blog/newest",
      "/blog/middle",
      "/case-studies/keystone-ridge-realty",
    ])
    expect(text.startsWith("# Index\n\n## Full text\n\n# /\n")).toBe(true)
  })

  it("leaves out lists whose items are there in full: topics, further pages, a story view", () => {
    const text = fullText("# Index", pages, 10)
    for (const listing of ["/blog/tags/roi", "/blog/page/2", "/case-studies/industry/legal"])
      expect(text).not.toContain(`# ${listing}\n`)
    expect(text).toContain("# /blog/oldest\n")
  })

  it("carries as many posts in full however many there are: the older ones are the index's lines", () => {
    const posts = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        page(`/blog/post-${index}`, `2026-01-${String((index % 28) + 1).padStart(2, "0")}`),
      )
    const postsInFull = (text: string) => text.match(/^# \/blog\//gm)?.length
    expect(postsInFull(fullText("# Index", posts(10), 5))).toBe(5)
    expect(postsInFull(fullText("# Index", posts(1000), 5))).toBe(5)
  })
})
