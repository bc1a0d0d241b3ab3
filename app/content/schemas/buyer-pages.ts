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

const meta = {
  title: pageMetaSchema.shape.title,
  description: pageMetaSchema.shape.description,
  /** The page's h1. */
  headline: text.max(90, "must fit the page's heading (90 characters)"),
  lede: paragraph,
}

const card = z.object({ title: text.max(70, "must fit a card's title (70 characters)"), description: paragraph }).strict()

/** A heading and its cards, from `min` to `max` of them. */
const cards = (min: number, max: number) =>
  z.object({ title: text, items: z.array(card).min(min, `must list at least ${min}`).max(max, `must list at most ${max}`) })

/** A buyer's question, answered on the page (as text: nothing to open). */
const questions = z
  .array(
    z
      .object({
        question: matching(text, /\?$/, "must be a question, ending with a question mark"),
        answer: paragraph.min(40, "must answer in at least 40 characters"),
      })
      .strict(),
  )
  .min(3, "must answer at least three questions")
  .max(6, "must answer at most six questions")

/** Short names: a channel ("SMS"), a product ("Clio"). */
const names = (min: number, max: number) =>
  z.array(text.max(40, "must be a short name (40 characters)")).min(min, `must list at least ${min}`).max(max, `must list at most ${max}`)

/** The ids of app/content/services.json, checked against it when the pages are built. */
export const serviceIds = z.array(id.meta({ i18n: false })).min(1, "must name at least one service").meta({
  label: "Services that fit",
  hint: "Ids from the services list, such as ai-customer-support, best first.",
  i18n: false,
})

/** app/content/industry-pages/<industry id>.md: the page of one industry of app/content/industries.json. */
export const industryPageSchema = z
  .object({
    ...meta,
    /** What goes unanswered, what staff re-type, what slips at night and on weekends. */
    problems: cards(3, 4),
    automations: cards(3, 4),
    channels: names(2, 6),
    /** The systems the agency connects there, by product name. */
    systems: names(3, 10),
    /** The rules that shape the work, said as how the agency works, never as legal advice. */
    rules: z.object({ title: text, items: z.array(paragraph).min(2).max(5) }).strict(),
    services: serviceIds,
    faqs: questions,
    sample,
  })
  .strict()

/** app/content/service-pages/<service id>.md: the page of one service of app/content/services.json. */
export const servicePageSchema = z
  .object({
    ...meta,
    audience: cards(2, 4),
    steps: cards(3, 6),
    connects: z.object({ title: text, text: paragraph, systems: names(3, 12) }).strict(),
    /** How it is priced, beside the starting price and the plans' fees the page draws from their files. */
    pricing: z.object({ text: paragraph }).strict(),
    faqs: questions,
    sample,
  })
  .strict()

export type IndustryPageData = z.output<typeof industryPageSchema>
export type ServicePageData = z.output<typeof servicePageSchema>
