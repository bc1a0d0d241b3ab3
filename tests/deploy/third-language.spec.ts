import { expect, test } from "@playwright/test"
import { languageFixtureOrigins } from "../../playwright.config"
import { fixtureLocale, fixtureWords } from "../../scripts/lib/language-fixture"
import { localeInfo } from "../../app/config/locales"
import { searchIndexPolicy } from "../../pipeline/security-headers"
import { searchWords } from "virtual:content/searchWords"
import { postsIn, wordOf, workerCompiles } from "../e2e/support/search"

/*
 * A language is the locale list and a content folder: the site built with a third one
 * (scripts/build-language-fixture.mjs, build-fixture-language/) has its pages, alternates, sitemap
 * entries and 404 page, and both `npm start` and nginx with the shipped config serve them, with no
 * change to any server.
 */

const third = fixtureLocale
const languages = [localeInfo.en, localeInfo.es, third]

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => ({
    lang,
    path: new URL(href ?? "").pathname,
  }))

for (const [server, origin] of Object.entries(languageFixtureOrigins)) {
  test.describe(`${server} serving a build with a third language`, () => {
    test("serves its pages, each naming its twins in every language", async ({ request }) => {
      for (const page of ["", "/services", "/contact"]) {
        const response = await request.get(`${origin}${third.prefix}${page}`)
        expect(response.status(), `${third.prefix}${page}`).toBe(200)
        const html = await response.text()
        expect(htmlLang(html)).toBe(third.lang)
        const expected = languages.map(({ lang, prefix }) => ({ lang, path: `${prefix}${page}` || "/" }))
        expect(alternates(html).filter((alternate) => alternate.lang !== "x-default")).toEqual(
          expect.arrayContaining(expected),
        )
      }
    })

    test("lists its pages in the sitemap", async ({ request }) => {
      const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text()
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? "").pathname)
      expect(paths).toEqual(
        expect.arrayContaining([third.prefix, `${third.prefix}/services`, "/es/services", "/services"]),
      )
    })

    test("names its host, CloudFront, on the trust page in every language, and no other host", async ({ request }) => {
      for (const { prefix } of languages) {
        const html = await (await request.get(`${origin}${prefix}/trust`)).text()
        const companies = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name)
        expect(companies[0], `${prefix}/trust`).toBe("Amazon Web Services (CloudFront)")
        for (const other of ["Cloudflare", "Netlify", "Vercel"]) expect(companies, prefix).not.toContain(other)
      }
    })

    test("answers an unknown address with the 404 page of its language", async ({ request }) => {
      for (const { lang, prefix } of languages) {
        const response = await request.get(`${origin}${prefix}/no-such-page`)
        expect(response.status(), `${prefix}/no-such-page`).toBe(404)
        expect(htmlLang(await response.text()), `${prefix}/no-such-page`).toBe(lang)
      }
      // A folder that is no language's falls back to the default language's page.
      const elsewhere = await request.get(`${origin}/blog/no-such-folder/no-such-page`)
      expect(elsewhere.status()).toBe(404)
      expect(htmlLang(await elsewhere.text())).toBe(localeInfo.en.lang)
    })

    test("says its own words where a visitor meets them outside the page's text: share cards, a screen reader's", async ({
      page,
      request,
    }) => {
      // Its pages are copies of the Spanish ones but for these words (scripts/build-language-fixture.mjs):
      // the same title and description on a card in another language give another picture.
      const cardOf = async (path: string) => {
        const html = await (await request.get(`${origin}${path}`)).text()
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ""
        const title = /<meta property="og:title" content="([^"]+)"/.exec(html)?.[1]
        const response = await request.get(`${origin}${new URL(image).pathname}`)
        expect(response.status(), image).toBe(200)
        expect(response.headers()["content-type"]).toBe("image/png")
        return { title, image, png: await response.body() }
      }
      for (const path of ["", "/services"]) {
        const [own, spanish] = await Promise.all([cardOf(`${third.prefix}${path}`), cardOf(`/es${path}`)])
        expect(own.image).toContain(`/og${third.prefix}`)
        expect(own.title).toBe(spanish.title)
        expect(own.png.equals(spanish.png), `${third.prefix}${path}'s card is the Spanish one`).toBe(false)
      }
      await page.goto(`${origin}${third.prefix}`)
      const carousel = page.getByRole("region", { name: fixtureWords.carousel.carousel })
      await expect(carousel).toHaveAttribute("aria-roledescription", fixtureWords.carousel.carouselRole)
      await expect(carousel.locator("[aria-roledescription]").first()).toHaveAttribute(
        "aria-roledescription",
        fixtureWords.carousel.slideRole,
      )
    })

    test("links each page to its twin in the two other languages", async ({ page }) => {
      await page.goto(`${origin}${third.prefix}/services`)
      const header = page.getByRole("banner")
      for (const { name, prefix } of languages.filter((language) => language.lang !== third.lang)) {
        const link = header.getByRole("link", { name }).first()
        await expect(link).toHaveAttribute("href", `${prefix}/services`)
      }
    })

    test("searches its own pages, in its own index, under the index's policy", async ({ page, request }) => {
      // Its words and posts are copies of the Spanish ones (scripts/build-language-fixture.mjs).
      const words = searchWords.es
      const [post] = postsIn("es")
      test.skip(!post, "no Spanish post to copy")
      if (!post) return
      const violations: string[] = []
      page.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text())
      })
      const workers: string[] = []
      page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname))
      await page.goto(`${origin}${third.prefix}/blog`)
      await page.getByRole("searchbox", { name: words.label }).fill(wordOf(post.title))
      await page.keyboard.press("Enter")
      const results = page.getByRole("list", { name: words.resultsLabel })
      const ownPost = post.path.replace(localeInfo.es.prefix, third.prefix)
      await expect(results.getByRole("link", { name: post.title, exact: true })).toHaveAttribute("href", ownPost)
      for (const href of await results
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
        expect(href?.startsWith(`${third.prefix}/`), `${href}`).toBe(true)
      expect(workers).toEqual([`${third.prefix}/pagefind/pagefind-worker.js`])
      expect(await workerCompiles(page)).toBe("compiled")
      expect(violations).toEqual([])
      const script = await request.get(`${origin}${third.prefix}/pagefind/pagefind.js`)
      expect(script.headers()["content-security-policy"]).toBe(searchIndexPolicy())
    })
  })
}
