import { inflateSync } from "node:zlib"
import { Resvg } from "@resvg/resvg-js"
import { createElement } from "react"
import satori from "satori"
import { beforeAll, describe, expect, it } from "vitest"
import { shareCardWords } from "virtual:content/shareCardWords"
import { locales, type Locale } from "../app/config/locales"
import { cardFonts, ogBackground, ogCard, OgImages } from "./images"

const site = { name: "Kinetic AI", url: "https://www.agency.example" }
const title = "Speed to Lead: How to Answer and Qualify Every Lead in Minutes"
const description =
  "Why replying to new leads within minutes matters, and how lead automation answers by text and email."

/** The rows of a PNG written by `encodePng`: RGB, every row unfiltered, in one IDAT chunk. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idat = png.indexOf("IDAT")
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))
  return { width, height, colourType: png[25], rows }
}

describe("OgImages", () => {
  const images = new OgImages(site, shareCardWords)
  const longTitle = "A title long enough to take three lines of the card, with words that go on"
  /**
   * Each card the tests read, drawn once for the file: drawing (fonts, layout, rasterising) is what costs, and the
   * first draw also loads the fonts, so the tests share the cards rather than each paying for its own.
   */
  let cards: { inEach: Record<Locale, Buffer>; short: Buffer; long: Buffer; shortAgain: Buffer }
  beforeAll(async () => {
    const draw = (card: { title: string; locale: Locale }) => images.draw({ description, ...card })
    const inEach = Object.fromEntries(
      await Promise.all(locales.map(async (locale) => [locale, await draw({ title, locale })] as const)),
    ) as Record<Locale, Buffer>
    const [short, long, shortAgain] = await Promise.all([
      draw({ title: "ROI", locale: "en" }),
      draw({ title: longTitle, locale: "en" }),
      draw({ title: "ROI", locale: "en" }),
    ])
    cards = { inEach, short, long, shortAgain }
  })

  it.each(locales)(
    "draws a 1200x630 card in %s that shows what the card drawn in one piece with its language's words shows",
    async (locale: Locale) => {
      await expectDrawnInOnePiece(cards.inEach[locale], locale)
    },
  )

  it("draws each language's own words on its cards: the same title and description give another card", () => {
    const [english, spanish] = (["en", "es"] as const).map((locale) => decode(cards.inEach[locale]))
    expect(shareCardWords.es.callToAction).not.toBe(shareCardWords.en.callToAction)
    expect(english?.rows.equals(spanish?.rows ?? Buffer.alloc(0))).toBe(false)
  })

  /** The card as it was drawn before: the text, with `locale`'s words, on its background, in one pass. */
  async function expectDrawnInOnePiece(png: Buffer, locale: Locale) {
    const { width, height, colourType, rows } = decode(png)
    expect({ width, height, colourType }).toEqual({ width: 1200, height: 630, colourType: 2 })

    const fonts = await cardFonts()
    const whole = createElement("div", { style: { display: "flex", width: "100%", height: "100%" } }, [
      createElement(
        "div",
        { key: "background", style: { position: "absolute", width: "100%", height: "100%", display: "flex" } },
        ogBackground(),
      ),
      createElement(
        "div",
        { key: "card", style: { position: "absolute", width: "100%", height: "100%", display: "flex" } },
        ogCard(site.name, title, description, "www.agency.example", shareCardWords[locale].callToAction),
      ),
    ])
    const expected = new Resvg(await satori(whole, { width, height, fonts })).render().pixels
    let largest = 0
    let inked = 0
    for (let y = 0; y < height; y++) {
      expect(rows[y * (1 + width * 3)], `row ${y}'s filter`).toBe(0)
      for (let x = 0; x < width; x++)
        for (let channel = 0; channel < 3; channel++) {
          const difference = Math.abs(
            (rows[y * (1 + width * 3) + 1 + x * 3 + channel] ?? 0) - (expected[(y * width + x) * 4 + channel] ?? 0),
          )
          largest = Math.max(largest, difference)
          if (channel === 0 && (expected[(y * width + x) * 4] ?? 0) > 200) inked++
        }
    }
    expect(largest).toBeLessThanOrEqual(2)
    // The text is there: a few thousand near-white pixels of the title.
    expect(inked).toBeGreaterThan(5000)
  }

  it("draws cards with titles of one and three lines, each a whole image of its own", () => {
    const [short, long, again] = [decode(cards.short), decode(cards.long), decode(cards.shortAgain)]
    for (const { rows } of [short, long]) expect(rows.length).toBe(630 * (1 + 1200 * 3))
    expect(again.rows.equals(short.rows)).toBe(true)
    expect(long.rows.equals(short.rows)).toBe(false)
  })

  it("checks the page's image address and text, and stops at an address config/paths.ts does not give", async () => {
    const meta = (image: string) =>
      `<meta property="og:title" content="A title"><meta property="og:description" content="Its description"><meta property="og:image" content="${image}">`
    expect(
      images.imageOf({ path: "/blog/a-post", file: "blog/a-post.html", html: meta(`${site.url}/og/blog/a-post.png`) }),
    ).toEqual({
      file: "/og/blog/a-post.png",
      title: "A title",
      description: "Its description",
      locale: "en",
    })
    expect(
      images.imageOf({
        path: "/es/blog/a-post",
        file: "es/blog/a-post.html",
        html: meta(`${site.url}/og/es/blog/a-post.png`),
      })?.locale,
    ).toBe("es")
    expect(images.imageOf({ path: "/blog/a-post", file: "blog/a-post.html", html: "<main></main>" })).toBeNull()
    // A list's later page names its first page's card, and draws none of its own.
    expect(
      images.imageOf({ path: "/blog/page/2", file: "blog/page/2.html", html: meta(`${site.url}/og/blog.png`) }),
    ).toBeNull()
    expect(() =>
      images.imageOf({ path: "/blog/page/2", file: "blog/page/2.html", html: meta(`${site.url}/og/blog/page/2.png`) }),
    ).toThrow(`og:image is ${site.url}/og/blog/page/2.png, where config/paths.ts has ${site.url}/og/blog.png`)
    expect(() =>
      images.imageOf({ path: "/blog/a-post", file: "blog/a-post.html", html: meta(`${site.url}/og/other.png`) }),
    ).toThrow(
      `blog/a-post.html: og:image is ${site.url}/og/other.png, where config/paths.ts has ${site.url}/og/blog/a-post.png`,
    )
  })
})
