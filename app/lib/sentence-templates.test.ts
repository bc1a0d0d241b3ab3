import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { contactFormWords } from "virtual:content/contactFormWords"
import { describe, expect, it } from "vitest"
import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import { estimatorContent } from "~/lib/estimator-content"
import { readListFile, readPageFile, splitFrontMatter } from "~/test/content-files"
import { bookingNotes } from "./booking"
import { estimatorView, figureLines, startingState } from "./estimator-view"
import { formatMoney, sentenceStart } from "./format"
import { blogWords } from "virtual:content/blogWords"
import { buyerPageWords } from "virtual:content/buyerPageWords"
import { caseStudyWords } from "virtual:content/caseStudyWords"
import { llmsWords } from "virtual:content/llmsWords"
import { phoneHoursWords } from "virtual:content/phoneHoursWords"
import { searchWords } from "virtual:content/searchWords"
import { writePhoneHours, type PhoneHours, type TimeZone } from "./phone-hours"

/*
 * Every sentence the site builds from a template, run with every value the content gives it, in
 * both languages (docs/spanish-style.md, "Writing a template sentence"). In both, the sentence must
 * be whole: no empty value, no doubled or stray punctuation. In Spanish, a value written to stand
 * alone ("Atención al cliente", "Bufete de abogados") keeps its capital only where a sentence or a
 * line starts, and the words the site writes to go mid-sentence ("de 35 a 67 horas al mes") start
 * lowercase.
 */

const root = path.resolve(import.meta.dirname, "../..")
const locales: readonly Locale[] = ["en", "es"]

/** The front matter of each Markdown file in a content folder, as written. */
function frontMatters(folder: string): Record<string, unknown>[] {
  const dir = path.join(root, folder)
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => splitFrontMatter(readFileSync(path.join(dir, file), "utf8")).data as Record<string, unknown>)
}

const folderIn = (folder: string, locale: Locale) => (locale === "en" ? folder : `app/content/es/${folder.slice(12)}`)

interface Story {
  company: string
  industry: string
  results: { metric: string; description: string }[]
}
const storiesIn = (locale: Locale) => frontMatters(folderIn("app/content/case-studies", locale)) as unknown as Story[]
const tagsIn = (locale: Locale) => [
  ...new Set(frontMatters(folderIn("app/content/blog", locale)).flatMap((post) => post.tags as string[])),
]

/** Problems of any sentence: an empty value, a doubled space or mark, a space before a mark. */
function brokenPunctuation(sentence: string): string[] {
  const problems = [/undefined|null|NaN/, /\S {2,}\S/, / [,.;:)]/, /([,.;:])\1/, /\(\s*\)/, /[,;:] ?$/]
  return problems.filter((pattern) => pattern.test(sentence)).map((pattern) => `${sentence} (${pattern})`)
}

/**
 * Where a value written with its capital ("Captación de clientes potenciales") landed mid-sentence.
 * It may start the text, a line or a sentence, follow a separator ("Caso de éxito · Legal"), or
 * follow a short label that starts its line ("Servicio: Integraciones de IA a la medida").
 */
function capitalsMidSentence(sentence: string, values: readonly string[]): string[] {
  return values
    .filter((value) => /^\p{Lu}\p{Ll}/u.test(value))
    .flatMap((value) => {
      const problems: string[] = []
      for (let at = sentence.indexOf(value); at >= 0; at = sentence.indexOf(value, at + 1)) {
        const before = sentence.slice(0, at)
        const line = before.slice(before.lastIndexOf("\n") + 1)
        const fits = before === "" || line === "" || /[.!?]\s$|·\s$/.test(before) || /^[^.:;,]{1,40}: $/.test(line)
        if (!fits) problems.push(`"${value}" mid-sentence in: ${sentence}`)
      }
      return problems
    })
}

/** The checks of a sentence built in `locale` from `values`. */
const problemsOf = (locale: Locale, sentence: string, values: readonly string[] = []) => [
  ...brokenPunctuation(sentence),
  ...(locale === "es" ? capitalsMidSentence(sentence, values) : []),
]

/** A phrase the site writes to go after a label, mid-sentence: lowercase first ("de 35 a..."), or a figure. */
const startsMidSentence = (phrase: string) => !/^\p{Lu}/u.test(phrase)

describe.each(locales)("the site's sentences in %s", (locale) => {
  const text = {
    blogWords: blogWords[locale],
    buyerPageWords: buyerPageWords[locale],
    caseStudyWords: caseStudyWords[locale],
    llmsWords: llmsWords[locale],
    phoneHoursWords: phoneHoursWords[locale],
  }

  it("the stories of an industry or a service: their titles, descriptions for one and many, and the links to them", () => {
    const { filters, industry: industryWords, service: serviceWords } = text.buyerPageWords
    const industries = readListFile("industries", locale).map((industry) => industry.industry)
    const services = readListFile("services", locale).map((service) => service.title)
    for (const name of industries)
      for (const sentence of [
        filters.industryTitle(name),
        industryWords.story.more(name),
        ...[1, 2, 6].map((count) => filters.industryDescription(name, count)),
      ])
        expect(problemsOf(locale, sentence, [name]), sentence).toEqual([])
    for (const name of services)
      for (const sentence of [
        filters.serviceTitle(name),
        serviceWords.stories.more(name),
        ...[1, 2, 6].map((count) => filters.serviceDescription(name, count)),
      ])
        expect(problemsOf(locale, sentence, [name]), sentence).toEqual([])
    expect(filters.industryDescription("X", 1)).not.toMatch(/\b1\b/)
  })

  it("a client story's search description: its first two results, each figure then its words", () => {
    const stories = storiesIn(locale)
    expect(stories).toHaveLength(6)
    for (const story of stories) {
      const description = text.caseStudyWords.story.description(story.company, story.results)
      expect(
        problemsOf(
          locale,
          description,
          story.results.map((result) => result.description),
        ),
      ).toEqual([])
      for (const result of story.results.slice(0, 2))
        expect(description).toContain(`${result.metric} ${result.description}`)
      expect(description).toMatch(/\.$/)
    }
  })

  it("a client story's eyebrow and an industry's average return", () => {
    // A story names its industry by id; its page shows the industry's name from the industries list.
    for (const { industry } of readListFile("industries", locale))
      expect(problemsOf(locale, text.caseStudyWords.story.eyebrow(industry), [industry])).toEqual([])
    // After the figure: "280% average ROI", "280% de ROI promedio".
    for (const industry of readListFile("industries", locale)) {
      const line = `${industry.averageRoiPercent}% ${text.caseStudyWords.industry.averageRoi}`
      expect(problemsOf(locale, line)).toEqual([])
      expect(startsMidSentence(text.caseStudyWords.industry.averageRoi)).toBe(true)
    }
  })

  it("a topic page's title and search description, for every topic", () => {
    const tags = tagsIn(locale)
    expect(tags.length).toBeGreaterThanOrEqual(4)
    for (const tag of tags) {
      expect(problemsOf(locale, text.blogWords.tag.title(tag), [tag])).toEqual([])
      expect(problemsOf(locale, text.blogWords.tag.description(tag, site.name), [tag])).toEqual([])
    }
  })

  it("a later page of the blog's title", () => {
    const { meta } = readPageFile("blogPage", locale)
    const title = text.blogWords.pagedTitle(meta.title, 2, 3)
    expect(problemsOf(locale, title, [text.blogWords.pageOf(2, 3)])).toEqual([])
  })

  it("the link below each service on the home page", () => {
    const { solutionLinkLabel } = readPageFile("homePage", locale)
    for (const service of readListFile("services", locale)) {
      const label = solutionLinkLabel.replace("{service}", service.title)
      expect(label).toContain(service.title)
      expect(problemsOf(locale, label, [service.title])).toEqual([])
    }
  })

  it("the contact form's notes to the booking calendar, for every service", () => {
    const { serviceOptions, bookingNotes: labels } = contactFormWords[locale]
    for (const service of serviceOptions) {
      const notes = bookingNotes({ service, company: "Ruiz & Asociados", message: "Hola.", noteLabels: labels }) ?? ""
      expect(problemsOf(locale, notes, [service])).toEqual([])
    }
  })

  it("the phone hours, every way the setting can give them, alone and in /llms.txt's contact line", () => {
    const weekdays: PhoneHours["days"] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    const days: PhoneHours["days"][] = [
      weekdays,
      ["Saturday"],
      [...weekdays, "Saturday", "Sunday"],
      ["Sunday", "Monday"],
    ]
    const zones = [undefined, ...(Object.keys(text.phoneHoursWords.zones) as TimeZone[])]
    for (const week of days)
      for (const zone of zones) {
        const hours = writePhoneHours({ days: week, opens: "08:30", closes: "17:00" }, zone, text.phoneHoursWords)
        expect(brokenPunctuation(hours)).toEqual([])
        if (locale === "es") expect(startsMidSentence(hours), hours).toBe(true)
        const contact = text.llmsWords.contact(site.email, site.phone.display, hours)
        expect(problemsOf(locale, contact, [sentenceStart(hours)])).toEqual([])
      }
  })

  describe("every template with a count, run with 0, 1 and many", () => {
    const { results } = estimatorContent(locale).words
    const form = contactFormWords[locale]
    /** Each template that says how many of something, as a function of the count alone. */
    const counted: Record<string, (count: number) => string> = {
      "a topic's lede": (count) => text.blogWords.tag.lede(count),
      "the search's results": (count) => searchWords[locale].found(count, "n8n"),
      "an industry's clients": (count) => text.caseStudyWords.industry.clients(count),
      "the form's error summary": (count) => form.errorSummary(count),
      "the characters left": (count) => form.fields.message.roomLeft(String(count)),
      "the estimate's hours": (count) => results.hours(String(count), String(count)),
      "the estimate's payback": (count) => results.paybackMonths(String(count), String(count)),
      "the payback up to a year": (count) => results.paybackUpToAYear(String(count)),
      "the first reply today": (count) => results.responseTime(String(count)),
    }

    it.each(Object.keys(counted))("%s", (name) => {
      const say = counted[name] ?? (() => "")
      const [none, one, many] = [0, 1, 7].map(say)
      for (const sentence of [none, one, many]) expect(problemsOf(locale, sentence ?? "")).toEqual([])
      // One is said otherwise than many ("1 hour", not "1 hours"; "1 hora", not "unas 1 horas").
      expect(one).not.toBe(many?.replaceAll("7", "1"))
      // Nothing is "about" none.
      expect(none).not.toMatch(/(about|around|unas|unos|alrededor de|cerca del?) 0(?!\d)/u)
    })

    it("says nothing of the order of a topic's one article ('newest first')", () => {
      const order = text.blogWords.tag.lede(7).split(", ").slice(1).join(", ").replace(/\.$/, "")
      expect(order).not.toBe("")
      expect(text.blogWords.tag.lede(1)).not.toContain(order)
    })
  })

  describe("the savings estimator", () => {
    const content = estimatorContent(locale)
    const { results } = content.words
    /** Every phrase it writes for a figure, in each of its forms. */
    const said = {
      aboutHours: results.hours("40", "40"),
      hours: results.hours("35", "67"),
      aboutCost: results.cost("$1,600", "$1,600"),
      cost: results.cost("$1,600", "$3,000"),
      aboutMonths: results.paybackMonths("4", "4"),
      months: results.paybackMonths("4", "10"),
      upToAYear: results.paybackUpToAYear("3"),
      notWithinYear: results.paybackNotWithinYear,
      paybackCustom: results.paybackCustom,
      aboutReturn: results.returnRange("120", "120"),
      returnRange: results.returnRange("8", "100"),
      returnCustom: results.returnCustom,
    }
    const phrases = Object.values(said)

    it("writes each figure to go after a label, and raises its first letter where it stands alone", () => {
      for (const phrase of phrases) {
        expect(startsMidSentence(phrase), phrase).toBe(true)
        expect(sentenceStart(phrase)).toMatch(/^[\p{Lu}\d$]/u)
      }
    })

    it("puts each industry first in its sentence, in the notes and in the worked example, for every figure", () => {
      expect(content.copy.industries.length).toBeGreaterThanOrEqual(5)
      const estimates = [
        { hours: said.aboutHours, cost: said.aboutCost, payback: said.aboutMonths, firstYearReturn: said.aboutReturn },
        { hours: said.hours, cost: said.cost, payback: said.months, firstYearReturn: said.returnRange },
        { hours: said.hours, cost: said.cost, payback: said.upToAYear, firstYearReturn: said.returnRange },
        { hours: said.hours, cost: said.cost, payback: said.notWithinYear, firstYearReturn: said.returnRange },
        { hours: said.hours, cost: said.cost, payback: said.paybackCustom, firstYearReturn: said.returnCustom },
      ]
      for (const industry of content.copy.industries) {
        const figures = figureLines(industry.defaults)
        expect(problemsOf(locale, content.words.withoutScript(industry.name, figures), [industry.name])).toEqual([])
        for (const plan of content.plans)
          for (const estimate of estimates) {
            const notes = content.words.bookingNotes({
              industry: industry.name,
              ...figures,
              plan: plan.name,
              ...estimate,
            })
            expect(problemsOf(locale, notes, [industry.name, ...phrases.map(sentenceStart)])).toEqual([])
          }
      }
    })

    it("sends the booking calendar the estimate the page shows, starting from each industry", () => {
      for (const industry of content.copy.industries) {
        const view = estimatorView(startingState(content, industry.id), content, locale)
        const notes = new URL(view.bookingHref).searchParams.get("a1") ?? ""
        expect(notes.split("\n")[1]).toMatch(new RegExp(`^${industry.name}: `))
        expect(view.texts?.hours).toBe(sentenceStart(view.texts?.hours ?? ""))
        expect(notes.toLowerCase()).toContain(view.texts?.hours.toLowerCase())
        expect(notes).toContain(formatMoney({ amount: industry.defaults.hourlyCost, currency: "USD" }))
        expect(problemsOf(locale, notes, [industry.name, view.texts?.hours ?? "", view.texts?.cost ?? ""])).toEqual([])
      }
    })
  })
})
