import { expect, test } from "./support/fixtures"
import { localeOfPath } from "../../app/config/locales"
import { shareCardWords } from "virtual:content/shareCardWords"
import { testimonialCarouselWords } from "virtual:content/testimonialCarouselWords"
import {
  englishIn,
  guideRules,
  pageTexts,
  ruleBreaks,
  siteRules,
  unopened,
  type Text,
} from "../../app/test/spanish-style"

/*
 * The Spanish style guide (docs/spanish-style.md), held where the words land: every Spanish page
 * of the built site as `npm start` serves it (its text, the attributes a screen reader speaks or a
 * tooltip shows, its head's words and its structured data), its Markdown version, the feed,
 * /es/llms.txt and /es/llms-full.txt, and the words of its share card. What an element marked
 * `lang="en"` holds is English on purpose; nothing else is.
 */

/** Addresses and Markdown's link targets are no words, and English terms marked as such are English on purpose. */
const words = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/(https?:\/\/|mailto:)\S+/g, " ")
    .replace(/<(\w+)[^>]*\slang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ")

/**
 * A text file's lines, each a text of its own. Markdown has no mark for a language: a Markdown
 * version writes an English term marked on its page in italics, which are left out here.
 */
const linesOf = (file: string, body: string): Text[] =>
  body.split("\n").map((line, index) => ({
    where: `${file}:${index + 1}`,
    text: words(line).replace(/(?<![\p{L}*_])_(?!\s)[^_\n]+(?<!\s)_(?![\p{L}_])/gu, " "),
  }))

/** The words of the feed: each element's text, its markup (CDATA) dropped. */
const feedTexts = (xml: string): Text[] =>
  [...xml.matchAll(/<(title|description|category)>([\s\S]*?)<\/\1>/g)].map(([, name, value = ""]) => ({
    where: `/es/rss.xml <${name}>`,
    text: words(value.replace(/<!\[CDATA\[|\]\]>/g, "").replace(/<[^>]+>/g, " ")),
  }))

/** What breaks the guide in `texts`: English, what its tables reject, questions without their opening mark. */
function problemsIn(texts: readonly Text[]): string[] {
  return [
    ...texts.flatMap(({ where, text }) => {
      const english = englishIn(text)
      return english ? [`${where}: English "${english}" in: ${text.slice(0, 120)}`] : []
    }),
    ...ruleBreaks(texts, [...guideRules(), ...siteRules]),
    ...unopened(texts),
  ]
}

test.describe("the Spanish site as it is served follows its style guide", () => {
  test("every Spanish page: its text, spoken attributes, head and structured data", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, url = ""]) => new URL(url).pathname)
      .filter((path) => localeOfPath(path) === "es")
    expect(paths.length).toBeGreaterThan(20)
    const texts: Text[] = []
    for (const path of [...paths, "/es/no-such-page"]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(path.endsWith("no-such-page") ? 404 : 200)
      texts.push(...pageTexts(await response.text(), path).map(({ where, text }) => ({ where, text: words(text) })))
    }
    // What a screen reader calls the testimonials, on the home page, and the country the agency serves.
    expect(texts).toEqual(
      expect.arrayContaining([
        { where: "/es <section aria-roledescription>", text: testimonialCarouselWords.es.labels.carouselRole },
      ]),
    )
    expect(texts.some(({ where }) => where.includes("JSON-LD") && where.endsWith("areaServed.name"))).toBe(true)
    expect(problemsIn(texts)).toEqual([])
  })

  test("the Markdown versions, the feed and llms.txt", async ({ request }) => {
    const texts: Text[] = []
    for (const file of ["/es/llms.txt", "/es/llms-full.txt"]) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      texts.push(...linesOf(file, await response.text()))
    }
    const full = texts.map(({ text }) => text).join("\n")
    const twins = [...(await (await request.get("/es/llms-full.txt")).text()).matchAll(/\((https?:\/\/[^)]+\.md)\)/g)]
    expect(twins.length, full.slice(0, 200)).toBeGreaterThan(10)
    for (const [, url = ""] of twins) {
      const path = new URL(url).pathname
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      texts.push(...linesOf(path, await response.text()))
    }
    const feed = await request.get("/es/rss.xml")
    expect(feed.status()).toBe(200)
    texts.push(...feedTexts(await feed.text()))
    expect(problemsIn(texts)).toEqual([])
  })

  test("the share cards' words: each page's title and description, and the language's call to action", async ({
    request,
  }) => {
    const response = await request.get("/es")
    const html = await response.text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ""
    const card = await request.get(new URL(image).pathname)
    expect(card.status(), image).toBe(200)
    expect(card.headers()["content-type"]).toBe("image/png")
    // The title and description the card is drawn from are the page's (held above); its own words are these.
    expect(problemsIn([{ where: "share card", text: shareCardWords.es.callToAction }])).toEqual([])
  })
})
