import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import type { Locale } from "~/config/locales"
import { splitFrontMatter } from "~/test/content-files"
import {
  byNewest,
  latestPosts,
  neighbours,
  paginate,
  postFile,
  readingMinutes,
  relatedPosts,
  tagCounts,
  tagPageTranslation,
  tagTwins,
  type PostsByLanguage,
} from "./blog"

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

const root = path.resolve(import.meta.dirname, "../..")

/** A post's file as the content gives it. */
const file = (id: string, tags: string[]) => ({ id, data: { tags } })

/** Two translated posts, and one in English only whose topic no translation carries. */
const translated: PostsByLanguage = {
  en: [
    file("support", ["Customer Support", "Small Business"]),
    file("roi", ["ROI", "Small Business"]),
    file("voice", ["Voice Agents"]),
  ],
  es: [file("support", ["Atención al cliente", "Pequeñas empresas"]), file("roi", ["ROI", "Pequeñas empresas"])],
}

describe("topics in each language", () => {
  it("pairs the tags at the same place in a post and its translation", () => {
    expect(tagTwins(translated)).toEqual([
      { en: "Customer Support", es: "Atención al cliente" },
      { en: "ROI", es: "ROI" },
      { en: "Small Business", es: "Pequeñas empresas" },
    ])
  })

  it("pairs them the same whatever order the files come in", () => {
    const reversed = { en: [...translated.en].reverse(), es: [...translated.es].reverse() }
    expect(tagTwins(reversed)).toEqual(tagTwins(translated))
  })

  it("names the files when a tag is translated two ways", () => {
    const posts = { ...translated, es: [...translated.es.slice(0, 1), file("roi", ["ROI", "Pymes"])] }
    expect(() => tagTwins(posts)).toThrow(
      [
        "The blog's tags do not pair one to one across languages. A translated post lists its original's tags in the same order, each in its own language, so that each topic's page links to the same topic's page in the other language:",
        '  - "Small Business" is "Pymes" in app/content/es/blog/roi.md but "Pequeñas empresas" in app/content/es/blog/support.md',
      ].join("\n"),
    )
  })

  it("names the files when two tags are translated as one", () => {
    const posts = {
      en: [file("support", ["Customer Support", "Small Business"]), file("roi", ["ROI", "SMB"])],
      es: translated.es,
    }
    expect(() => tagTwins(posts)).toThrow(
      '"Pequeñas empresas" stands for "SMB" in app/content/es/blog/roi.md but for "Small Business" in app/content/es/blog/support.md',
    )
  })

  it("names both files when a translation has more or fewer tags than its original", () => {
    const posts = { ...translated, es: [...translated.es.slice(0, 1), file("roi", ["Pequeñas empresas"])] }
    expect(() => tagTwins(posts)).toThrow(
      "app/content/es/blog/roi.md has 1 tag (Pequeñas empresas) and its original app/content/blog/roi.md 2 tags (ROI, Small Business)",
    )
  })

  it("names every problem at once, so an editor fixes them in one go", () => {
    const posts = {
      en: [file("a", ["One", "Two"]), file("b", ["One"]), file("c", ["Three"])],
      es: [file("a", ["Uno", "Dos"]), file("b", ["Otro"]), file("c", ["Tres", "Cuatro"])],
    }
    const message = (() => {
      try {
        tagTwins(posts)
        return ""
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message.split("\n").slice(1)).toEqual([
      '  - "One" is "Uno" in app/content/es/blog/a.md but "Otro" in app/content/es/blog/b.md',
      "  - app/content/es/blog/c.md has 2 tags (Tres, Cuatro) and its original app/content/blog/c.md 1 tag (Three)",
    ])
  })

  it("pairs nothing for a translation whose original is not published", () => {
    expect(tagTwins({ en: [], es: [file("draft", ["Borrador"])] })).toEqual([])
  })

  it("reads the site's posts as pairing one to one, each tag of a translated post with its twin", () => {
    const postsIn = (locale: Locale) => {
      const folder = path.resolve(root, path.dirname(postFile("any", locale)))
      return readdirSync(folder)
        .filter((name) => name.endsWith(".md"))
        .map((name) => {
          const { data } = splitFrontMatter(readFileSync(path.join(folder, name), "utf8"))
          return file(name.replace(/\.md$/, ""), (data as { tags: string[] }).tags)
        })
    }
    const posts = { en: postsIn("en"), es: postsIn("es") }
    const translatedIds = new Set(posts.es.map((post) => post.id))
    const translatedTags = posts.en.filter((post) => translatedIds.has(post.id)).flatMap((post) => post.data.tags)
    expect(
      tagTwins(posts)
        .map((topic) => topic.en)
        .sort(),
    ).toEqual([...new Set(translatedTags)].sort())
  })
})

describe("a topic's page in the other language", () => {
  it("is the same topic's page, named as its alternate, both ways", () => {
    expect(tagPageTranslation({ tag: "Small Business", number: 1, locale: "en" }, "es", translated)).toEqual({
      path: "/es/blog/tags/pequenas-empresas",
      exact: true,
    })
    expect(tagPageTranslation({ tag: "Atención al cliente", number: 1, locale: "es" }, "en", translated)).toEqual({
      path: "/blog/tags/customer-support",
      exact: true,
    })
  })

  it("is the other language's blog, named as no alternate, for a topic no translation carries", () => {
    expect(tagPageTranslation({ tag: "Voice Agents", number: 1, locale: "en" }, "es", translated)).toEqual({
      path: "/es/blog",
      exact: false,
    })
  })

  it("is the twin's page of the same number, or its first page past its last, named as no alternate", () => {
    const ids = Array.from({ length: 10 }, (_, index) => `post-${index}`)
    const posts = {
      en: ids.map((id) => file(id, ["Small Business"])),
      es: ids.map((id) => file(id, ["Pequeñas empresas"])),
    }
    expect(tagPageTranslation({ tag: "Small Business", number: 2, locale: "en" }, "es", posts)).toEqual({
      path: "/es/blog/tags/pequenas-empresas/page/2",
      exact: true,
    })
    const fewer = { ...posts, es: posts.es.slice(0, 9) }
    expect(tagPageTranslation({ tag: "Small Business", number: 2, locale: "en" }, "es", fewer)).toEqual({
      path: "/es/blog/tags/pequenas-empresas",
      exact: false,
    })
    expect(tagPageTranslation({ tag: "Pequeñas empresas", number: 1, locale: "es" }, "en", fewer)).toEqual({
      path: "/blog/tags/small-business",
      exact: true,
    })
  })
})
