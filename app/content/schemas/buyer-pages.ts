import { z } from "astro/zod"
import { id, matching, paragraph, sample, text } from "./blocks"
import { pageMetaSchema } from "./page-parts"

/*
 * The pages written for one kind of buyer: an industry's (/industries/<id>) and a service's
 * (/services/<id>). Each file is named after the industry's or the service's id, its text is the
 * page's own (a test fails when two pages share more than 30% of their word 5-grams), and the parts
 * the site already knows (the client story, the service's price, the estimator's figures) are drawn
 * from their own files rather than written again.
 */

/*
 * The limits keep a page's HTML within the first network round trip (13.55 kB compressed), so its first
 * paint needs no second one (the page list's budgets): most of a page's weight is its markup, so they count items as
 * well as characters.
 */
const roundTrip = "so the page arrives in the first network round trip"

const meta = {
  title: pageMetaSchema.shape.title,
  description: pageMetaSchema.shape.description,
  /** The page's h1. */
  headline: text.max(90, "must fit the page's heading (90 characters)"),
  lede: paragraph.max(240, `must be at most 240 characters, ${roundTrip}`),
}

const card = (length: number) =>
  z
    .object({
      title: text.max(70, "must fit a card's title (70 characters)"),
      description: paragraph.max(length, `must be at most ${length} characters, ${roundTrip}`),
    })
    .strict()

/** A heading and its cards, from `min` to `max` of them, each description at most `length` characters. */
const cards = (min: number, max: number, length: number) =>
  z
    .object({
      title: text,
      items: z
        .array(card(length))
        .min(min, `must list at least ${min}`)
        .max(max, `must list at most ${max}, ${roundTrip}`),
    })
    .strict()

/** A buyer's question, answered on the page (as text: nothing to open). */
const questions = z
  .array(
    z
      .object({
        question: matching(text, /\?$/, "must be a question, ending with a question mark"),
        answer: paragraph
          .min(40, "must answer in at least 40 characters")
          .max(300, `must be at most 300 characters, ${roundTrip}`),
      })
      .strict(),
  )
  .min(3, "must answer at least three questions")
  .max(4, `must answer at most four questions, ${roundTrip}`)

/** Short names: a channel ("SMS"), a product ("Clio"). */
const names = (min: number, max: number) =>
  z
    .array(text.max(40, "must be a short name (40 characters)"))
    .min(min, `must list at least ${min}`)
    .max(max, `must list at most ${max}`)

/** The ids of app/content/services.json, checked against it when the pages are built. */
export const serviceIds = z
  .array(id.meta({ i18n: false }))
  .min(1, "must name at least one service")
  .meta({
    label: "Services that fit",
    hint: "Ids from the services list, such as ai-customer-support, best first.",
    i18n: false,
  })

/** app/content/industry-pages/<industry id>.md: the page of one industry of app/content/industries.json. */
export const industryPageSchema = z
  .object({
    ...meta,
    /** What goes unanswered, what staff re-type, what slips at night and on weekends. */
    problems: cards(3, 3, 220),
    automations: cards(3, 3, 240),
    channels: names(2, 5),
    /** The systems the agency connects there, by product name. */
    systems: names(3, 8),
    /** The rules that shape the work, said as how the agency works, never as legal advice. */
    rules: z
      .object({
        title: text,
        items: z
          .array(paragraph.max(220, `must be at most 220 characters, ${roundTrip}`))
          .min(2, "must list at least two")
          .max(3, `must list at most three, ${roundTrip}`),
      })
      .strict(),
    services: serviceIds,
    faqs: questions,
    sample,
  })
  .strict()

/** app/content/service-pages/<service id>.md: the page of one service of app/content/services.json. */
export const servicePageSchema = z
  .object({
    ...meta,
    audience: cards(2, 3, 200),
    steps: cards(3, 5, 240),
    connects: z.object({ title: text, text: paragraph.max(220), systems: names(3, 10) }).strict(),
    /** How it is priced, beside the starting price and the plans' fees the page draws from their files. */
    pricing: z.object({ text: paragraph.max(340, `must be at most 340 characters, ${roundTrip}`) }).strict(),
    faqs: questions,
    sample,
  })
  .strict()

export type IndustryPageData = z.output<typeof industryPageSchema>
export type ServicePageData = z.output<typeof servicePageSchema>
