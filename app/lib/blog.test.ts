import { describe, expect, it } from "vitest"
import { byNewest, latestPosts, neighbours, paginate, readingMinutes, relatedPosts, tagCounts } from "./blog"

const post = (id: string, day: number, tags: string[]) => ({ id, publishedAt: new Date(Date.UTC(2026, 0, day)), tags })

describe("the blog's arithmetic", () => {
  it("reads 230 words a minute, counting link text but not addresses, and never less than a minute", () => {
    expect(readingMinutes("word ".repeat(920))).toBe(4)
    expect(readingMinutes("Hello")).toBe(1)
    expect(readingMinutes(`${"word ".repeat(229)}[two words](/a/very/long/address)`)).toBe(1)
  })

  it("splits posts into pages of nine", () => {
    const items = Array.from({ length: 19 }, (_, index) => index)
    expect(paginate(items, 9).map((page) => page.length)).toEqual([9, 9, 1])
    expect(paginate([], 9)).toEqual([[]])
    expect(paginate(items.slice(0, 9), 9)).toHaveLength(1)
  })

  it("orders posts newest first, and same-day posts by name", () => {
    const posts = [post("b", 2, []), post("c", 5, []), post("a", 2, [])]
    expect(byNewest(posts).map((item) => item.id)).toEqual(["c", "a", "b"])
  })

  it("keeps the given number of latest posts, newest first, or every post when there are fewer", () => {
    const posts = [post("b", 2, []), post("d", 9, []), post("c", 5, []), post("a", 2, [])]
    expect(latestPosts(posts, 2).map((item) => item.id)).toEqual(["d", "c"])
    expect(latestPosts(posts, 1).map((item) => item.id)).toEqual(["d"])
    expect(latestPosts(posts, 10).map((item) => item.id)).toEqual(["d", "c", "a", "b"])
    expect(latestPosts(posts, Infinity)).toHaveLength(posts.length)
  })

  it("relates posts by shared tags first, then by date, never the post itself", () => {
    const current = post("current", 10, ["ROI", "Small Business"])
    const posts = [
      current,
      post("newest-unrelated", 20, ["n8n"]),
      post("one-shared", 15, ["ROI"]),
      post("two-shared", 1, ["ROI", "Small Business"]),
      post("old-unrelated", 2, ["Lead Generation"]),
    ]
    expect(relatedPosts(current, posts).map((item) => item.id)).toEqual([
      "two-shared",
      "one-shared",
      "newest-unrelated",
    ])
  })

  it("finds the posts on either side of one", () => {
    const [c, b, a] = [post("c", 3, []), post("b", 2, []), post("a", 1, [])]
    const newestFirst = [c, b, a]
    expect(neighbours(b, newestFirst)).toEqual({ older: a, newer: c })
    expect(neighbours(c, newestFirst)).toEqual({ older: b, newer: undefined })
    expect(neighbours(a, newestFirst)).toEqual({ older: undefined, newer: b })
  })

  it("counts the posts of each tag, the most used first", () => {
    expect(tagCounts([{ tags: ["b", "a"] }, { tags: ["a"] }, { tags: ["c"] }])).toEqual([
      { tag: "a", count: 2 },
      { tag: "b", count: 1 },
      { tag: "c", count: 1 },
    ])
  })
})
