import { z } from "astro/zod"

/**
 * The schemas of the content files (app/content/files.ts lists the files, app/content.config.ts
 * loads them). The build checks every content file against them and stops on the first that does
 * not fit, naming the file, the field and what is wrong; the TypeScript types of the content are
 * inferred from them, and the content editor's forms are made from them (app/cms/fields.ts).
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

/**
 * Icons available to content; `components/icon.tsx` maps each name to its drawing. Kept beside
 * the schemas, which refuse any other name; ./types.ts gives it to components with the other shapes.
 */
export const iconNames = [
  "bot",
  "workflow",
  "target",
  "plug",
  "clock",
  "piggy-bank",
  "trending-up",
  "scale",
  "house",
  "shopping-cart",
  "heart-pulse",
  "landmark",
  "cpu",
  "search",
  "wrench",
  "rocket",
  "chart",
  "shield-check",
  "headphones",
  "calendar",
  "message",
  "mail",
  "phone",
  "zap",
  "users",
  "lock",
  "badge-check",
  "refresh",
] as const

export type IconName = (typeof iconNames)[number]

/** A price, as `dollars` below reads it from what editors write. */
export interface Money {
  amount: number
  currency: "USD"
}

/** A fee in whole US dollars, as editors write it ("18000"), for the site's `Money`. */
const dollars = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "must be given, in whole US dollars" : "must be a number of US dollars, such as 1200",
  })
  .int("must be whole US dollars")
  .positive("must be more than 0")
  .transform((amount): Money => ({ amount, currency: "USD" }))

const text = z.string().trim().min(1, "must not be empty")

/** A string of a given form; the message also reaches the content editor's form (app/cms/fields.ts). */
const matching = (base: z.ZodString, pattern: RegExp, message: string) =>
  base.regex(pattern, message).meta({ errorMessage: message })

/** A day, as YAML writes it: 2026-09-15. */
const day = z.coerce.date({ error: "must be a date such as 2026-09-15" })

/**
 * The client's permission to publish their words or their story, as the agency recorded it: who
 * gave it and when. Kept in the file as the agency's proof, never shown on the site (a quote
 * nobody gave is a fake testimonial: docs/decisions/018-launch-safety.md).
 */
const permission = z
  .object({
    /** The client's person who agreed, and their role: "Dana Whitfield, Managing Partner". */
    givenBy: text,
    /** The day they agreed. */
    date: day,
  })
  .strict()

/**
 * A permission recorded, or not yet: the content editor writes `null` for one nobody has added
 * (Sveltia CMS 0.221, for an optional object).
 */
const recordedPermission = permission.nullable().optional()

/** Only sample content may be published without the client's recorded permission. */
const hasPermissionUnlessSample = (entry: { sample: boolean; permission?: unknown }) =>
  entry.sample || (entry.permission !== undefined && entry.permission !== null)

/** Where and how a missing permission is reported: "a testimonial", "a client story". */
const permissionMissing = (what: string) => ({
  path: ["permission"],
  message: `is required for ${what} that is not sample content: record who at the client agreed to publish it, and the day (givenBy, date); it stays in the file and is never shown`,
})

/**
 * Content written for the agency to replace before launch is marked `sample: true`. A public build
 * refuses to publish it, listing each (scripts/build/launch-check.ts, docs/decisions/018-launch-safety.md).
 */
const sample = z.boolean().default(false)

/** A stable kebab-case name: a React key, a DOM anchor and a test handle. */
const id = matching(
  z.string(),
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  "must be lowercase words joined by hyphens, such as dana-whitfield",
)

const icon = z.enum(iconNames, { error: `must be one of the site's icons: ${iconNames.join(", ")}` })

/** A list of strings of a fixed length: "must list exactly five features". */
const exactly = (count: number, words: string) =>
  z.array(text).length(count, `must list exactly ${numberWords[count]} ${words}`)

/**
 * Messages for the two problems an editor meets most, in the words the build has always used: a
 * field left out ("Required") and a field no page shows ("Unrecognized key(s) in object: 'x'").
 * A schema's own message, where it gives one, comes first.
 */
export const contentErrorMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_type" && issue.input === undefined) return "Required"
  if (issue.code === "unrecognized_keys")
    return `Unrecognized key(s) in object: ${issue.keys.map((key) => `'${key}'`).join(", ")}`
  return undefined
}

/** Each problem of a content file, by the field it is in: "app/content/x.json: testimonials.6.quote: Required". */
export function describeIssues(file: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `  ${issue.path.join(".") || "(whole file)"}: ${issue.message}`)
  return `${file} does not fit its schema:\n${problems.join("\n")}`
}

/**
 * A content file's JSON, checked as a whole: rules about a list (how many, unique ids) hold before
 * any entry is read. Gives the JSON as written (a list's entries are checked again one by one as
 * their collection stores them) and as the schema turns it into the site's types.
 */
export function readJsonFile<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  json: string,
): { written: Record<string, unknown>; checked: z.output<Schema> } {
  return checkJson(file, schema, parseJsonFile(file, json))
}

/** A content file's JSON, as written. */
export function parseJsonFile(file: string, json: string): Record<string, unknown> {
  try {
    return JSON.parse(json) as Record<string, unknown>
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
  }
}

/** `readJsonFile` for JSON already read, such as a translation merged over its original. */
export function checkJson<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  written: Record<string, unknown>,
): { written: Record<string, unknown>; checked: z.output<Schema> } {
  const result = schema.safeParse(written, { error: contentErrorMessages })
  if (!result.success) throw new Error(describeIssues(file, result.error))
  return { written, checked: result.data as z.output<Schema> }
}

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length

/** A rule about a whole list, and what to say when a file breaks it. */
interface ListRule<Item> {
  holds: (items: Item[]) => boolean
  message: string
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six"]

/**
 * A file holding one list, `{ "<key>": [...] }`: items with ids of their own, `count` of them where
 * the specification fixes it, and any rules about the list as a whole.
 */
function listFileSchema<Key extends string, Item extends z.ZodType<{ id: string }>>(
  key: Key,
  item: Item,
  words: { plural: string; singular: string; count?: number; why?: string },
  rules: ListRule<z.output<Item>>[] = [],
) {
  const list = z.array(item)
  const counted = words.count
    ? list.length(
        words.count,
        `must hold exactly ${numberWords[words.count]} ${words.plural}${words.why ? ` (${words.why})` : ""}`,
      )
    : list.min(1, `must hold at least one ${words.singular}`)
  const checked = counted.superRefine((items, context) => {
    const allRules = [{ holds: uniqueIds, message: `each ${words.singular} needs an id of its own` }, ...rules]
    for (const rule of allRules) if (!rule.holds(items)) context.addIssue({ code: "custom", message: rule.message })
  })
  return z.object({ [key]: checked } as Record<Key, typeof checked>).strict()
}

// ---------------------------------------------------------------------------------------------
// Calls to action and the parts every page has

const labelled = <Kind extends string>(kind: Kind) => z.object({ kind: z.literal(kind), label: text }).strict()

/** The shapes of a call to action, one per `kind`. */
const callToActionShapes = [
  labelled("book-call"),
  labelled("watch-demo"),
  labelled("voice-call"),
  /** Starts a voice call when a widget is configured, otherwise opens the booking calendar. */
  labelled("voice-call-or-book"),
  /** Without a label, the link reads as the address itself. */
  z.object({ kind: z.literal("email"), label: text.optional(), subject: text.optional() }).strict(),
  /** Without a label, the link reads as the number itself. */
  z.object({ kind: z.literal("phone"), label: text.optional() }).strict(),
  z
    .object({
      kind: z.literal("page"),
      label: text,
      to: matching(z.string(), /^\/[a-z0-9/#-]*$/, "must be a path of this site, such as /services or /#pricing"),
    })
    .strict(),
] as const

/** What a call to action does; `ActionButton` turns it into the right link or button. */
export const callToActionSchema = z.discriminatedUnion("kind", callToActionShapes, {
  // An unknown kind matches no shape; zod says so with an empty list of the shapes' errors.
  error: (issue) =>
    issue.code === "invalid_union" && issue.errors.length === 0
      ? `must be one of: ${callToActionShapes.map((shape) => shape.shape.kind.value).join(", ")}`
      : undefined,
})

/** The title and description search results and link previews show. */
export const pageMetaSchema = z
  .object({
    title: text.max(70, "must be at most 70 characters, so search results show it whole"),
    description: text
      .min(50, "must be at least 50 characters: it is the search snippet")
      .max(160, "must be at most 160 characters, so search results show it whole"),
  })
  .strict()

/** The eyebrow, heading and lede that open a section. */
export const sectionIntroSchema = z.object({ eyebrow: text.optional(), title: text, lede: text.optional() }).strict()

export const pageHeroSchema = z
  .object({
    eyebrow: text.optional(),
    title: text,
    lede: text,
    actions: z.array(callToActionSchema).max(2, "must offer at most two actions"),
  })
  .strict()

/**
 * The home hero's picture of the product at work: a customer writing at an hour no one is at the
 * desk, and the AI agent answering and booking them. Drawn from the text, in both themes.
 */
export const heroConversationSchema = z
  .object({
    /** Read by screen readers instead of the messages. */
    description: text.max(200, "must be one sentence (at most 200 characters)"),
    agentName: text.max(40, "must fit the card's title (40 characters)"),
    status: text.max(30, "must fit beside the title (30 characters)"),
    messages: z
      .array(z.object({ from: z.enum(["customer", "agent"]), text: text.max(140), time: text.max(10) }).strict())
      .min(2, "must hold at least two messages")
      .max(4, "must hold at most four messages, so the card fits beside the headline"),
    outcomes: z.array(text.max(30)).min(1).max(3, "must list at most three outcomes"),
    sample,
  })
  .strict()

/** A closing band: a heading, a line of copy and the actions that end a page. */
export const closingSchema = z
  .object({ title: text, lede: text, actions: z.array(callToActionSchema).min(1).max(2) })
  .strict()

// ---------------------------------------------------------------------------------------------
// Lists: app/content/<name>.json, each `{ "<name>": [...] }`

/** A figure the agency states: "27+ Businesses served". */
export const claimSchema = z
  .object({ id, value: text.max(6, "must be short enough for a tile (6 characters)"), label: text, sample })
  .strict()

/** The ids of the claims the pages pick out; a claims file must keep them. */
export const claimIds = ["clients", "roi", "success", "support", "integrations"] as const

export const claimsFileSchema = listFileSchema("claims", claimSchema, { plural: "claims", singular: "claim" }, [
  {
    holds: (claims) => claimIds.every((wanted) => claims.some((claim) => claim.id === wanted)),
    message: `must keep the claims with ids ${claimIds.join(", ")}: the pages show them`,
  },
])

/** A card of an icon, a title and a sentence or two: benefits and guarantees. */
const iconCardSchema = z.object({ id, icon, title: text, description: text }).strict()

/** Why automate: the benefit cards of the home and services pages. */
export const benefitSchema = iconCardSchema

export const benefitsFileSchema = listFileSchema("benefits", benefitSchema, {
  plural: "benefits",
  singular: "benefit",
  count: 3,
  why: "the specification's three",
})

export const serviceSchema = z
  .object({
    id,
    icon,
    title: text,
    /** One sentence for the home page's overview. */
    summary: text,
    description: text,
    features: exactly(5, "features"),
    image: z
      .object({
        /** A picture in app/assets/services. */
        file: matching(z.string(), /^[a-z0-9-]+\.svg$/, "must be the name of an SVG file in app/assets/services"),
        alt: text.min(20, "must describe the picture in at least 20 characters"),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict(),
    pricing: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("from"), monthlyFee: dollars }).strict(),
      z.object({ kind: z.literal("custom") }).strict(),
    ]),
    cta: callToActionSchema,
  })
  .strict()

export const servicesFileSchema = listFileSchema("services", serviceSchema, {
  plural: "services",
  singular: "service",
  count: 4,
  why: "the specification's four",
})

export const processStepSchema = z
  .object({
    id,
    /** Shown as "01", "02", ... */
    number: z.number().int().positive(),
    icon,
    title: text,
    /** One or two sentences for the home page timeline. */
    summary: text,
    /** The longer text of the process page. */
    description: text,
    duration: text,
    activities: exactly(5, "activities"),
  })
  .strict()

export const processStepsFileSchema = listFileSchema(
  "processSteps",
  processStepSchema,
  { plural: "steps", singular: "step", count: 4, why: "the specification's four" },
  [
    {
      holds: (steps) => steps.every((step, index) => step.number === index + 1),
      message: "must be numbered 1, 2, 3, 4 in the order they are listed",
    },
  ],
)

/** Who We Help: an industry the home page speaks to, with what we automate for it. */
export const audienceSchema = z
  .object({ id, icon, title: text, description: text, useCases: z.array(text).min(1).max(4) })
  .strict()

export const audiencesFileSchema = listFileSchema("audiences", audienceSchema, {
  plural: "audiences",
  singular: "audience",
  count: 4,
  why: "the specification's four",
})

export const pricingPlanSchema = z
  .object({
    id,
    name: text,
    description: text,
    price: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("fixed"), setupFee: dollars, monthlyFee: dollars }).strict(),
      z.object({ kind: z.literal("custom") }).strict(),
    ]),
    features: z.array(text).min(3, "must list at least three features").max(8, "must list at most eight features"),
    popular: z.boolean(),
    cta: callToActionSchema,
  })
  .strict()

export const plansFileSchema = listFileSchema(
  "plans",
  pricingPlanSchema,
  { plural: "plans", singular: "plan", count: 3, why: "the pricing table has three" },
  [
    {
      holds: (plans) => plans.filter((plan) => plan.popular).length === 1,
      message: "must mark exactly one plan as popular",
    },
  ],
)

/** A question and its answer: the home page's FAQ and the contact page's quick answers. */
export const faqSchema = z
  .object({
    id,
    question: matching(text, /\?$/, "must be a question, ending with a question mark"),
    answer: text.min(40, "must answer in at least 40 characters"),
    sample,
  })
  .strict()

/** app/content/faqs.json: the specification's six questions, in the order the accordion shows them. */
export const faqsFileSchema = listFileSchema("faqs", faqSchema, {
  plural: "questions",
  singular: "question",
  count: 6,
  why: "the specification's FAQ has six",
})

export const quickAnswersFileSchema = listFileSchema("quickAnswers", faqSchema, {
  plural: "answers",
  singular: "answer",
  count: 4,
  why: "beside the form there is room for four",
})

/** What every engagement is backed by. */
export const guaranteeSchema = iconCardSchema

export const guaranteesFileSchema = listFileSchema("guarantees", guaranteeSchema, {
  plural: "guarantees",
  singular: "guarantee",
  count: 3,
  why: "the specification's three",
})

/** Clients served and average first-year ROI in one industry. */
export const industrySchema = z
  .object({
    id,
    industry: text,
    icon,
    clients: z.number().int().positive("must be at least 1"),
    averageRoiPercent: z.number().int().positive(),
    sample,
  })
  .strict()

export const industriesFileSchema = listFileSchema("industries", industrySchema, {
  plural: "industries",
  singular: "industry",
})

/** A way to reach the agency, as a card on the contact page. */
export const contactMethodSchema = z
  .object({ id, icon, title: text, description: text, cta: callToActionSchema })
  .strict()

export const contactMethodsFileSchema = listFileSchema("contactMethods", contactMethodSchema, {
  plural: "ways to reach us",
  singular: "way to reach us",
  count: 3,
  why: "the contact page's three cards",
})

/** A client's words in the home page's carousel. */
export const testimonialSchema = z
  .object({
    id,
    quote: text.max(320, "must be at most 320 characters, so the carousel keeps its height"),
    author: text,
    role: text,
    company: text,
    rating: z.literal(5, { error: "must be 5: the carousel shows five stars" }),
    sample,
    permission: recordedPermission,
  })
  .strict()
  .refine(hasPermissionUnlessSample, permissionMissing("a testimonial"))

/** app/content/testimonials.json: the specification's six testimonials. */
export const testimonialsFileSchema = listFileSchema("testimonials", testimonialSchema, {
  plural: "testimonials",
  singular: "testimonial",
  count: 6,
  why: "the carousel shows six",
})

/**
 * The claimed number of clients ("27+") against the industries' counts, which must add up to it;
 * what is wrong, or nothing.
 */
export function clientCountIssue(
  claims: readonly { id: string; value: string }[],
  industries: readonly { clients: number }[],
): string | undefined {
  const claimed = claims.find((claim) => claim.id === "clients")?.value ?? ""
  const counted = industries.reduce((sum, industry) => sum + industry.clients, 0)
  const number = Number.parseInt(claimed, 10)
  if (number === counted) return undefined
  return `app/content/industries.json: industries.*.clients add up to ${counted}, but app/content/claims.json claims "${claimed}" businesses served (the claim with id clients); change one so they agree`
}

// ---------------------------------------------------------------------------------------------
// Each page's copy: app/content/pages/<page>.json

/** A share of work, 0 to 1 (0.4 is 40%). */
const share = z.number().min(0, "must be 0 or more (0.4 is 40%)").max(1, "must be 1 at most (0.4 is 40%)")

/** A range of shares: the low and the high estimate. */
const shareRange = z
  .object({ low: share, high: share })
  .strict()
  .refine((range) => range.low <= range.high, { message: "low must not be more than high", path: ["high"] })

/** A count the estimator reads, whole and not negative. */
const wholeCount = z.number().int("must be a whole number").min(0, "must be 0 or more")

/**
 * The savings estimator on the Services page (app/components/sections/estimator-section.tsx): its words, the
 * assumptions its arithmetic uses (app/lib/estimator.ts), shown to the visitor as they are, and
 * each industry's starting figures, taken from the client stories.
 */
export const estimatorSchema = z
  .object({
    eyebrow: text.optional(),
    title: text,
    lede: text,
    /** "How this is estimated": the assumptions in plain words. */
    method: z.object({ title: text, text }).strict(),
    assumptions: z
      .object({
        /** Share of the time spent on inquiries that automation takes over: low and high. */
        inquiryShare: shareRange,
        /** Share of the other repetitive work it takes over. */
        repetitiveShare: shareRange,
        /** Share of the full saving reached in each first month, until it is whole: 0.25, 0.5, 0.75. */
        adoptionRamp: z.array(share).max(12, "must list at most twelve months"),
        weeksPerMonth: z.number().positive("must be more than 0, such as 4.33"),
        /** Monthly hours saved from which Growth, then Enterprise, is the plan that fits. */
        planHours: z
          .object({ growthFrom: wholeCount, enterpriseFrom: wholeCount })
          .strict()
          .refine((hours) => hours.growthFrom < hours.enterpriseFrom, {
            message: "growthFrom must be less than enterpriseFrom",
            path: ["enterpriseFrom"],
          }),
      })
      .strict(),
    /** The industries a visitor starts from, each with its figures (the first is preselected). */
    industries: z
      .array(
        z
          .object({
            id,
            name: text,
            defaults: z
              .object({
                inquiriesPerMonth: wholeCount.max(100_000, "must be 100,000 at most"),
                minutesPerInquiry: wholeCount.max(240, "must be 240 at most"),
                repetitiveHoursPerWeek: wholeCount.max(1000, "must be 1,000 at most"),
                hourlyCost: wholeCount.min(1, "must be at least 1").max(500, "must be 500 at most"),
                firstResponseHours: z.number().min(0, "must be 0 or more").max(168, "must be 168 at most"),
              })
              .strict(),
          })
          .strict(),
      )
      .min(1, "must hold at least one industry")
      .refine(uniqueIds, "each industry needs an id of its own"),
  })
  .strict()

export const pageSchemas = {
  home: z
    .object({
      meta: pageMetaSchema,
      hero: pageHeroSchema,
      heroConversation: heroConversationSchema,
      valueStatement: sectionIntroSchema,
      benefits: sectionIntroSchema,
      solutions: sectionIntroSchema,
      /** The link below each service's summary; {service} stands for the service's name. */
      solutionLinkLabel: matching(
        text,
        /\{service\}/,
        "must contain {service}, which stands for each service's name, such as Learn more about {service}",
      ),
      process: sectionIntroSchema,
      audiences: sectionIntroSchema,
      testimonials: sectionIntroSchema,
      pricing: sectionIntroSchema,
      pricingClosing: z.object({ question: text, action: callToActionSchema }).strict(),
      /** Below the plans: the link to the savings estimator on the Services page. */
      pricingEstimator: z.object({ prompt: text, linkLabel: text }).strict(),
      faq: sectionIntroSchema,
      faqContact: z.object({ prompt: text, linkLabel: text }).strict(),
      closing: closingSchema,
    })
    .strict(),
  services: z
    .object({
      meta: pageMetaSchema,
      hero: pageHeroSchema,
      benefits: sectionIntroSchema,
      services: sectionIntroSchema,
      estimator: estimatorSchema,
      closing: closingSchema,
    })
    .strict(),
  process: z
    .object({
      meta: pageMetaSchema,
      hero: pageHeroSchema,
      steps: sectionIntroSchema,
      guarantees: sectionIntroSchema,
      testimonials: sectionIntroSchema,
      closing: closingSchema,
    })
    .strict(),
  "case-studies": z
    .object({
      meta: pageMetaSchema,
      hero: pageHeroSchema,
      industries: sectionIntroSchema,
      stories: sectionIntroSchema,
      /** The foot of each story's own page. */
      moreStories: sectionIntroSchema,
      storyAction: callToActionSchema,
      closing: closingSchema,
    })
    .strict(),
  contact: z
    .object({
      meta: pageMetaSchema,
      hero: pageHeroSchema,
      methods: sectionIntroSchema,
      form: z.object({ title: text, lede: text }).strict(),
      details: z
        .object({ title: text, email: text, phone: text, hours: text, response: text, responsePromise: text })
        .strict(),
      quickAnswers: z.object({ title: text }).strict(),
      trustStrip: z.object({ label: text }).strict(),
    })
    .strict(),
  blog: z
    .object({
      meta: pageMetaSchema,
      hero: pageHeroSchema,
      latest: sectionIntroSchema,
      topics: sectionIntroSchema,
      related: sectionIntroSchema,
      closing: closingSchema,
    })
    .strict(),
  "not-found": z
    .object({
      meta: pageMetaSchema,
      code: text,
      title: text,
      lede: text,
      homeLink: text,
    })
    .strict(),
} as const

export type PageId = keyof typeof pageSchemas
export type PageCopy<Id extends PageId> = z.output<(typeof pageSchemas)[Id]>

// ---------------------------------------------------------------------------------------------
// Long text: Markdown files with front matter

/** A client story: the card on /case-studies and the full story on /case-studies/<file name>. */
export const caseStudySchema = z
  .object({
    company: text,
    industry: text,
    icon,
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
    permission: recordedPermission,
  })
  .strict()
  .refine(hasPermissionUnlessSample, permissionMissing("a client story"))

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

/**
 * A legal page: /privacy and /terms. In its text, {agencyName}, {email} and {phone} stand for the
 * settings of the same names, so one text serves every deployment.
 */
export const legalPageSchema = z
  .object({
    title: text.max(70, "must be at most 70 characters, so search results show it whole"),
    description: pageMetaSchema.shape.description,
    /** As the page shows it: "December 2024", in Spanish "diciembre de 2024". */
    lastUpdated: matching(
      text,
      /^\p{L}+ (de )?\d{4}$/u,
      "must be a month and year, such as December 2024 (in Spanish: diciembre de 2024)",
    ),
    sample,
    /**
     * What the text still says on the template's behalf, for the agency (and its lawyer) to settle
     * before launch: each is listed by the launch check until it is removed from here.
     */
    placeholders: z.array(text).default([]),
  })
  .strict()

// ---------------------------------------------------------------------------------------------
// The types of the content, as the schemas give them

export type CallToAction = z.output<typeof callToActionSchema>
export type PageMeta = z.output<typeof pageMetaSchema>
export type SectionIntro = z.output<typeof sectionIntroSchema>
export type PageHero = z.output<typeof pageHeroSchema>
export type HeroConversation = z.output<typeof heroConversationSchema>
export type ClosingCallToAction = z.output<typeof closingSchema>
export type EstimatorCopy = z.output<typeof estimatorSchema>
/** A figure as a tile shows it. */
export type Stat = Pick<z.output<typeof claimSchema>, "id" | "value" | "label">
export type Benefit = z.output<typeof benefitSchema>
export type ServiceEntry = z.output<typeof serviceSchema>
export type ServicePricing = ServiceEntry["pricing"]
export type ProcessStep = z.output<typeof processStepSchema>
export type Audience = z.output<typeof audienceSchema>
export type PricingPlan = z.output<typeof pricingPlanSchema>
export type PlanPrice = PricingPlan["price"]
/** A question and its answer as sections show them. */
export type Faq = Pick<z.output<typeof faqSchema>, "id" | "question" | "answer">
export type Guarantee = z.output<typeof guaranteeSchema>
export type IndustrySummary = z.output<typeof industrySchema>
export type ContactMethod = z.output<typeof contactMethodSchema>
export type Testimonial = z.output<typeof testimonialSchema>
export type BlogPostData = z.output<typeof blogPostSchema>
export type LegalPageData = z.output<typeof legalPageSchema>
export type CaseStudy = z.output<typeof caseStudySchema> & {
  /** The file's name: the story's address and anchor. */
  id: string
}
