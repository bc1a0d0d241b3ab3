import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { APIRequestContext, Page } from "@playwright/test"
import { blogWords } from "virtual:content/blogWords"
import { caseStudyWords } from "virtual:content/caseStudyWords"
import { consentWords } from "virtual:content/consentWords"
import { contactFormWords } from "virtual:content/contactFormWords"
import { leadDeliveryWords } from "virtual:content/leadDeliveryWords"
import { errorWords } from "virtual:content/errorWords"
import { layoutWords } from "virtual:content/layoutWords"
import { llmsWords } from "virtual:content/llmsWords"
import { notificationWords } from "virtual:content/notificationWords"
import { phoneHoursWords } from "virtual:content/phoneHoursWords"
import { priceWords } from "virtual:content/priceWords"
import { processWords } from "virtual:content/processWords"
import { testimonialCarouselWords } from "virtual:content/testimonialCarouselWords"
import { bookingWords } from "virtual:content/bookingWords"
import { voiceWords } from "virtual:content/voiceWords"
import { at } from "./support/content"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { site } from "./support/site"
// After ./support/site, which gives the site's modules the settings under test.
import { timeZoneOf, writePhoneHours } from "../../app/lib/phone-hours"
import { sentenceStart } from "../../app/lib/format"
import { readPageFile, splitFrontMatter } from "../../app/test/content-files"
import { localizePath } from "../../app/config/locales"
import { paths } from "../../app/config/paths"

/*
 * The site in both languages: English at the root, US Spanish under /es. Each page is checked in
 * each language by the same test: its language, its twin named as an alternate both ways, the
 * language link leading to the same page (without JavaScript too), the interface in the page's
 * language only, and axe in both themes. The words come from the content files.
 */

const content = path.resolve(import.meta.dirname, "../../app/content")
const spanishCopy = (page: string) =>
  JSON.parse(readFileSync(path.join(content, "es/pages", `${page}.json`), "utf8")) as {
    hero: { title: string }
  }
const englishCopy = (page: string) =>
  JSON.parse(readFileSync(path.join(content, "pages", `${page}.json`), "utf8")) as { hero: { title: string } }

/** The main pages and their copy's file name. */
const mainPages = [
  { path: "/", copy: "home" },
  { path: "/services", copy: "services" },
  { path: "/process", copy: "process" },
  { path: "/case-studies", copy: "case-studies" },
  { path: "/contact", copy: "contact" },
  { path: "/blog", copy: "blog" },
] as const

const languages = [
  { locale: "en", lang: "en-US", name: "English", prefix: "", layout: layoutWords.en, copy: englishCopy },
  { locale: "es", lang: "es-US", name: "Español", prefix: "/es", layout: layoutWords.es, copy: spanishCopy },
] as const

const inLanguage = (pagePath: string, prefix: string) =>
  prefix ? (pagePath === "/" ? prefix : `${prefix}${pagePath}`) : pagePath

/** The interface's words, module by module, in each language (app/content/interface/, .../es/). */
const interfaceWords = {
  blogWords,
  caseStudyWords,
  consentWords,
  contactFormWords,
  leadDeliveryWords,
  errorWords,
  layoutWords,
  llmsWords,
  notificationWords,
  phoneHoursWords,
  priceWords,
  processWords,
  testimonialCarouselWords,
  bookingWords,
  voiceWords,
}
const wordsIn = <Locale extends "en" | "es">(locale: Locale) =>
  Object.fromEntries(Object.entries(interfaceWords).map(([name, words]) => [name, words[locale]])) as {
    [Name in keyof typeof interfaceWords]: (typeof interfaceWords)[Name][Locale]
  }
const english = wordsIn("en")
const spanish = wordsIn("es")

/**
 * The interface's phrases (two words or more) that differ between the languages, by language: a
 * page must show none of the other language's, in its text or its accessible names.
 */
const phrases = (() => {
  const found = { en: new Set<string>(), es: new Set<string>() }
  const walk = (inEnglish: unknown, inSpanish: unknown) => {
    if (typeof inEnglish === "string" && typeof inSpanish === "string") {
      if (inEnglish === inSpanish) return
      if (inEnglish.trim().split(/\s+/).length >= 2) found.en.add(inEnglish.trim())
      if (inSpanish.trim().split(/\s+/).length >= 2) found.es.add(inSpanish.trim())
    } else if (inEnglish && typeof inEnglish === "object")
      for (const [key, value] of Object.entries(inEnglish)) walk(value, (inSpanish as Record<string, unknown>)[key])
  }
  walk(english, spanish)
  return { en: [...found.en], es: [...found.es] }
})()

/** English words a Spanish page must never show: function words, weekdays, clock times and zones. */
const englishWords =
  /(?<![\p{L}])(the|and|your|you|with|for|our|this|that|from|please|Monday|Friday|Mon-Fri|AM|PM|EST|Close|Source)(?![\p{L}])/gu

/** What a visitor reads or hears on the page: its text and its elements' accessible names. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((element) =>
        ["aria-label", "title", "alt", "placeholder"].flatMap((name) => element.getAttribute(name) ?? []),
      ),
    ].join(" | "),
  )
}

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])),
    )
}

for (const language of languages) {
  const other = languages.find((candidate) => candidate !== language) ?? languages[0]

  test.describe(`${language.name}`, () => {
    for (const entry of mainPages) {
      const pagePath = inLanguage(entry.path, language.prefix)
      const twin = inLanguage(entry.path, other.prefix)

      test(`${pagePath} is in ${language.lang}, names its twin ${twin}, and links to it`, async ({ page }) => {
        const response = await page.goto(pagePath)
        expect(response?.status()).toBe(200)
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.copy(entry.copy).hero.title)
        expect(await alternates(page)).toEqual({
          [language.lang]: `${site.url}${pagePath}`,
          [other.lang]: `${site.url}${twin}`,
          "x-default": `${site.url}${inLanguage(entry.path, "")}`,
        })
        const readable = await readableText(page)
        expect(phrases[other.locale].length).toBeGreaterThan(50)
        expect(phrases[other.locale].filter((phrase) => readable.includes(phrase))).toEqual([])
        // Nor English that no interface module holds: a setting shown as typed, a library's own label.
        if (language.locale === "es") expect(readable.match(englishWords) ?? []).toEqual([])
        await page
          .getByRole("link", { name: `${language.layout.language.label}${other.name}`.trim() })
          .first()
          .click()
        await expect(page).toHaveURL(new URL(twin, page.url()).href)
        await expect(page.locator("html")).toHaveAttribute("lang", other.lang)
      })
    }
  })
}

test("the language link works without JavaScript, from a client story to the same story", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/case-studies/keystone-ridge-realty")
  await page
    .getByRole("link", { name: /Español/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/es\/case-studies\/keystone-ridge-realty$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US")
  await context.close()
})

test("a page with no twin leads to the other language's blog, and names no alternate there", async ({ page }) => {
  // A post not yet translated (a topic without a twin is checked with the topics, below).
  const translated = new Set(readdirSync(path.join(content, "es/blog")))
  const untranslated = readdirSync(path.join(content, "blog"))
    .filter((file) => file.endsWith(".md") && !translated.has(file))
    .map((file) => `/blog/${file.replace(/\.md$/, "")}`)
  for (const pagePath of untranslated) {
    await page.goto(pagePath)
    expect(Object.keys(await alternates(page)).sort(), pagePath).toEqual(["en-US", "x-default"])
    await page
      .getByRole("link", { name: /Español/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/es\/blog$/)
  }
})

/** A folder's posts as their files give them: name, tags, and whether the file says it is a draft. */
function postFiles(folder: string) {
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith(".md"))
      .map((file) => {
        const data = splitFrontMatter(readFileSync(path.join(folder, file), "utf8")).data as {
          tags: string[]
          draft?: boolean
        }
        return [file.replace(/\.md$/, ""), data] as const
      }),
  )
}

/**
 * Each language's topic pages and the page each must name as its twin, read from the posts' files: a
 * translation lists its original's tags in the same order, so the tags at the same place are one topic
 * (app/lib/blog.ts: tagTwins, whose unit tests hold the rules). A translation's draft flag is its own, or else
 * its original's; a topic only an unpublished or untranslated post pairs has no twin.
 */
const topicPages = (() => {
  const english = postFiles(path.join(content, "blog"))
  const spanish = postFiles(path.join(content, "es/blog"))
  const published = {
    en: [...english].filter(([, post]) => post.draft !== true),
    es: [...spanish].filter(([id, post]) => (post.draft ?? english.get(id)?.draft) !== true),
  }
  const twins = { en: new Map<string, string>(), es: new Map<string, string>() }
  for (const [id, translation] of published.es) {
    const original = english.get(id)
    if (!original || original.draft === true) continue
    original.tags.forEach((tag, index) => {
      const twin = translation.tags[index]
      if (twin === undefined) return
      twins.en.set(tag, twin)
      twins.es.set(twin, tag)
    })
  }
  const pagesIn = (locale: "en" | "es") => {
    const other = locale === "en" ? "es" : "en"
    const tags = [...new Set(published[locale].flatMap(([, post]) => post.tags))].sort()
    return tags.map((tag) => {
      const twin = twins[locale].get(tag)
      return {
        path: localizePath(paths.tag(tag), locale),
        twin: twin === undefined ? undefined : localizePath(paths.tag(twin), other),
      }
    })
  }
  const pages = { en: pagesIn("en"), es: pagesIn("es") }
  // The posts shipped translated: a reading that pairs nothing would leave every check below without a twin.
  if (!pages.en.some((topic) => topic.twin)) throw new Error("No topic of app/content/blog pairs with a Spanish one")
  return pages
})()

/** The sitemap's addresses (paths), and each one's own <url> entry. */
async function readSitemap(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text()
  return new Map(
    [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => [
      new URL(loc ?? "").pathname,
      rest ?? "",
    ]),
  )
}

for (const language of languages) {
  const other = languages.find((candidate) => candidate !== language) ?? languages[0]

  test.describe(`${language.name} topics`, () => {
    for (const topic of topicPages[language.locale]) {
      test(`${topic.path} ${topic.twin ? `names ${topic.twin} as its twin` : "has no twin"}, and its language link leads there`, async ({
        page,
        request,
      }) => {
        const sitemap = await readSitemap(request)
        expect([...sitemap.keys()], "the sitemap lists the topic's page").toContain(topic.path)
        // Its later pages, if it has more posts than a page lists: page N is paired with the twin's page N.
        const later = [...sitemap.keys()].filter((pagePath) => pagePath.startsWith(`${topic.path}/page/`))
        for (const pagePath of [topic.path, ...later]) {
          const pageSuffix = pagePath.slice(topic.path.length)
          const sameNumber =
            topic.twin && sitemap.has(`${topic.twin}${pageSuffix}`) ? `${topic.twin}${pageSuffix}` : undefined
          const englishPage = language.locale === "en" ? pagePath : sameNumber
          const expected = {
            [language.lang]: `${site.url}${pagePath}`,
            ...(sameNumber ? { [other.lang]: `${site.url}${sameNumber}` } : {}),
            ...(englishPage ? { "x-default": `${site.url}${englishPage}` } : {}),
          }

          const response = await page.goto(pagePath)
          expect(response?.status(), pagePath).toBe(200)
          expect(await alternates(page), pagePath).toEqual(expected)
          for (const href of Object.values(expected)) {
            const alternate = await request.get(new URL(href).pathname)
            expect(alternate.status(), `${pagePath} names ${href}`).toBe(200)
          }
          // The sitemap carries the same pairs, read from the built pages.
          if (sameNumber)
            expect(sitemap.get(pagePath), pagePath).toContain(
              `<xhtml:link rel="alternate" hreflang="${other.lang}" href="${site.url}${sameNumber}"/>`,
            )

          // Past the twin's last page, its first page; with no twin, the other language's blog.
          const destination = sameNumber ?? topic.twin ?? inLanguage("/blog", other.prefix)
          const link = page.getByRole("link", { name: `${language.layout.language.label}${other.name}`.trim() }).first()
          await expect(link, pagePath).toHaveAttribute("href", destination)
          await link.click()
          await expect(page).toHaveURL(new URL(destination, page.url()).href)
          await expect(page.locator("html")).toHaveAttribute("lang", other.lang)
        }
      })
    }
  })
}

test("the Spanish contact page speaks Spanish in its hours, its booking notes and its notifications", async ({
  page,
  context,
}) => {
  await stubExternalPages(context)
  await page.goto("/es/contact")
  await waitForPageReady(page)
  const copy = readPageFile("contactPage", "es")
  await expect(page.getByRole("region", { name: copy.details.title })).toContainText(
    sentenceStart(writePhoneHours(site.openingHours, timeZoneOf(site.phoneHours), phoneHoursWords.es)),
  )
  await expect(page.getByRole("main")).not.toContainText(
    writePhoneHours(site.openingHours, timeZoneOf(site.phoneHours), phoneHoursWords.en),
  )

  const { fields, bookingNotes, submit, serviceOptions } = spanish.contactFormWords
  const form = page.getByRole("form", { name: copy.form.title })
  await form.getByRole("textbox", { name: new RegExp(`^${fields.name.label}`) }).fill("Ana Ruiz")
  await form.getByRole("textbox", { name: new RegExp(`^${fields.email.label}`) }).fill("ana@ruizlaw.com")
  await form.getByRole("textbox", { name: new RegExp(`^${fields.company.label}`) }).fill("Ruiz & Asociados")
  await form.getByRole("combobox", { name: new RegExp(`^${fields.service.label}`) }).selectOption(at(serviceOptions, 2))
  await form.getByRole("textbox", { name: new RegExp(`^${fields.message.label}`) }).fill("Perdemos clientes.")
  const tab = await clickForNewTab(context, form.getByRole("button", { name: submit }))
  expect(new URL(tab.url()).searchParams.get("a1")).toBe(
    `${bookingNotes.service}: ${at(serviceOptions, 2)}\n${bookingNotes.company}: Ruiz & Asociados\nPerdemos clientes.`,
  )

  // Back on the site's tab, as the visitor comes back to it: a tab behind another runs no
  // animation, so the notification would not slide into place to be pointed at.
  await page.bringToFront()
  // Sonner's own names ("Notifications alt+T", "Close toast") are given in the page's language.
  const toasts = page.getByRole("region", { name: new RegExp(`^${spanish.notificationWords.region}`) })
  await expect(toasts).toContainText(spanish.bookingWords.opened.title)
  await toasts.getByRole("listitem").hover()
  await expect(toasts.getByRole("button", { name: spanish.notificationWords.close })).toBeVisible()
  const readable = await readableText(page)
  expect(phrases.en.filter((phrase) => readable.includes(phrase))).toEqual([])
})

test("an unknown address under /es gets the Spanish 404 screen with status 404", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors()
  const response = await page.goto("/es/no-existe")
  expect(response?.status()).toBe(404)
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US")
  const copy = JSON.parse(readFileSync(path.join(content, "es/pages/not-found.json"), "utf8")) as { title: string }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title)
})

test("the sitemap lists each page in both languages, with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text()
  for (const entry of mainPages) {
    for (const language of languages)
      expect(sitemap).toContain(`<loc>${site.url}${inLanguage(entry.path, language.prefix)}</loc>`)
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="es-US" href="${site.url}${inLanguage(entry.path, "/es")}"/>`,
    )
  }
  const feed = await request.get("/es/rss.xml")
  expect(feed.status()).toBe(200)
  const xml = await feed.text()
  expect(xml).toContain("<language>es-us</language>")
  // The channel links the Spanish home page, not the English one.
  expect(/<channel>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1]).toBe(`${site.url}/es`)
  // The Spanish posts only, as many as the feed carries.
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1] ?? "")
  expect(links.length).toBeGreaterThan(0)
  expect(links.length).toBeLessThanOrEqual(site.feedPosts)
  for (const link of links) expect(link).toMatch(new RegExp(`^${site.url}/es/blog/[a-z0-9-]+$`))
})
