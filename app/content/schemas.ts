import { z } from "astro/zod"
import { iconNames, type Money } from "./types"

/**
 * The schemas of the content collections (app/content.config.ts). The build checks every content
 * file against them and stops on the first that does not fit, naming the file, the field and what
 * is wrong; the TypeScript types of the content are inferred from them.
 */

/** A fee in whole US dollars, as editors write it ("18000"), for the site's `Money`. */
const dollars = z
  .number({ invalid_type_error: "must be a number of US dollars, such as 1200" })
  .int("must be whole US dollars")
  .positive("must be more than 0")
  .transform((amount): Money => ({ amount, currency: "USD" }))

const text = z.string().trim().min(1, "must not be empty")

/** A day, as YAML writes it: 2026-09-15. */
const day = z.coerce.date({ errorMap: () => ({ message: "must be a date such as 2026-09-15" }) })

/** Content written for the agency to replace before launch is marked `sample: true`. */
const sample = z.boolean().default(false)

/** A stable kebab-case name: a React key, a DOM anchor and a test handle. */
const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, such as dana-whitfield")

/** Each problem of a content file, by the field it is in: "app/content/x.json: testimonials.6.quote: Required". */
export function describeIssues(file: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `  ${issue.path.join(".") || "(whole file)"}: ${issue.message}`)
  return `${file} does not fit its schema:\n${problems.join("\n")}`
}

/**
 * Reads a JSON file holding one list (`{ "testimonials": [...] }`, the shape the CMS edits),
 * checked as a whole: rules about the list (how many, unique ids) hold before any entry is read.
 */
export function listFileParser<Key extends string>(
  file: string,
  key: Key,
  schema: z.ZodType<Record<Key, Record<string, unknown>[]>>,
) {
  return (text: string): Record<string, unknown>[] => {
    const result = schema.safeParse(JSON.parse(text))
    if (!result.success) throw new Error(describeIssues(file, result.error))
    return result.data[key]
  }
}

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length

/** The specification's lists of six: exactly six items, each with an id of its own. */
function sixOf<Item extends z.ZodType<{ id: string }>>(
  item: Item,
  words: { plural: string; singular: string; why: string },
) {
  return z
    .array(item)
    .length(6, `must hold exactly six ${words.plural} (${words.why})`)
    .refine(uniqueIds, `each ${words.singular} needs an id of its own`)
}

/** A client's words in the home page's carousel. */
export const testimonialSchema = z
  .object({
    id,
    quote: text.max(320, "must be at most 320 characters, so the carousel keeps its height"),
    author: text,
    role: text,
    company: text,
    rating: z.literal(5, { errorMap: () => ({ message: "must be 5: the carousel shows five stars" }) }),
    sample,
  })
  .strict()

export type Testimonial = z.output<typeof testimonialSchema>

/** app/content/testimonials.json: the specification's six testimonials. */
export const testimonialsFileSchema = z
  .object({
    testimonials: sixOf(testimonialSchema, {
      plural: "testimonials",
      singular: "testimonial",
      why: "the carousel shows six",
    }),
  })
  .strict()

/** A client story: the card on /case-studies and the full story on /case-studies/<file name>. */
export const caseStudySchema = z
  .object({
    company: text,
    industry: text,
    icon: z.enum(iconNames),
    /** Position on the case studies page, from 1. */
    order: z.number().int().positive(),
    challenge: text,
    solution: text,
    results: z
      .array(z.object({ metric: text.max(8, "must be short enough for a tile (8 characters)"), description: text }))
      .length(4, "must list exactly four results"),
    testimonial: z.object({ quote: text, author: text, role: text }),
    timeframe: text,
    investment: z.object({ setupFee: dollars, monthlyFee: dollars }),
    sample,
  })
  .strict()

export type CaseStudy = z.output<typeof caseStudySchema> & {
  /** The file's name: the story's address and anchor. */
  id: string
}

/** An article of the blog ("Insights"): /blog/<file name>. */
export const blogPostSchema = z
  .object({
    title: text.max(70, "must be at most 70 characters, so search results show it whole"),
    description: text
      .min(50, "must be at least 50 characters: it is the search snippet and the card summary")
      .max(160, "must be at most 160 characters, so search results show it whole"),
    publishedAt: day,
    updatedAt: day.optional(),
    author: z.object({ name: text, role: text }).strict(),
    tags: z.array(text).min(1, "must name at least one tag").max(4, "must name at most four tags"),
    /** A draft is left out of the built site. */
    draft: z.boolean().default(false),
    sample,
  })
  .strict()
  .refine((post) => !post.updatedAt || post.updatedAt >= post.publishedAt, {
    path: ["updatedAt"],
    message: "must not be before publishedAt",
  })

export type BlogPostData = z.output<typeof blogPostSchema>

/** A question of the home page's FAQ and its answer. */
export const faqSchema = z
  .object({
    id,
    question: text.regex(/\?$/, "must be a question, ending with a question mark"),
    answer: text.min(40, "must answer in at least 40 characters"),
    sample,
  })
  .strict()

/** app/content/faqs.json: the specification's six questions, in the order the accordion shows them. */
export const faqsFileSchema = z
  .object({
    faqs: sixOf(faqSchema, { plural: "questions", singular: "question", why: "the specification's FAQ has six" }),
  })
  .strict()
