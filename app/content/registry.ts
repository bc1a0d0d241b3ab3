import type { z } from "astro/zod"
import {
  audiencesFileSchema,
  benefitsFileSchema,
  blogPageSchema,
  blogPostSchema,
  caseStudiesPageSchema,
  caseStudySchema,
  claimsFileSchema,
  contactMethodsFileSchema,
  contactPageSchema,
  faqsFileSchema,
  guaranteesFileSchema,
  homePageSchema,
  industriesFileSchema,
  industriesPageSchema,
  industryPageSchema,
  legalPageSchema,
  notFoundPageSchema,
  plansFileSchema,
  processPageSchema,
  processStepsFileSchema,
  quickAnswersFileSchema,
  servicesFileSchema,
  servicesPageSchema,
  servicePageSchema,
  testimonialsFileSchema,
} from "./schemas"

/**
 * Every piece of content the site has, one row each; a row's name is how code imports it in every language
 * (`virtual:content/<name>`). The build, the editor's forms, the launch check and the tests take their lists of
 * files from here, so adding content is its schema and one row. The build imports this: keep imports relative.
 */

/** `{ "<row's name>": [...] }`, checked as a whole file. */
interface ListRow {
  kind: "list"
  file: string
  label: string
  schema: z.ZodType
}

interface PageRow {
  kind: "page"
  page: string
  file: string
  label: string
  schema: z.ZodType
}

export interface MarkdownRow {
  kind: "markdown"
  folder: string
  schema: z.ZodType
  /** False where a file is published once it has its translation (a post). */
  everyTranslated: boolean
  /** A folder of fixed files (the legal pages), each with its name in the content editor. */
  files?: Readonly<Record<string, string>>
  /** The order pages list the files in, by file name where it ties or is not given. A method: each row's own data. */
  order?(a: MarkdownFile<unknown>, b: MarkdownFile<unknown>): number
  /**
   * A folder of pages, one for each item of a list (the industries' pages), named by the item's id: the content
   * editor shows it as a collection of its own, its files neither added nor deleted there.
   */
  pagesOf?: { list: string; label: string; singular: string }
}

interface MarkdownFile<Data> {
  id: string
  data: Data
}

/** The export of an interface words module named as the row. */
interface WordsRow {
  kind: "words"
  module: string
}

type ContentRow = ListRow | PageRow | MarkdownRow | WordsRow

const list = <Schema extends z.ZodType>(file: string, label: string, schema: Schema) =>
  ({ kind: "list", file: `app/content/${file}.json`, label, schema }) as const satisfies ListRow
const page = <Schema extends z.ZodType>(page: string, label: string, schema: Schema) =>
  ({ kind: "page", page, file: `app/content/pages/${page}.json`, label, schema }) as const satisfies PageRow
const markdown = <Schema extends z.ZodType, Files extends Record<string, string>>(
  folder: string,
  schema: Schema,
  everyTranslated: boolean,
  {
    files = {} as Files,
    order,
    pagesOf,
  }: {
    files?: Files
    order?: (a: MarkdownFile<z.output<Schema>>, b: typeof a) => number
    pagesOf?: MarkdownRow["pagesOf"]
  },
) =>
  ({
    kind: "markdown",
    folder: `app/content/${folder}`,
    schema,
    everyTranslated,
    files,
    order,
    pagesOf,
  }) as const satisfies MarkdownRow
const words = (module: string) => ({ kind: "words", module }) as const satisfies WordsRow

export const contentRegistry = {
  services: list("services", "Services", servicesFileSchema),
  plans: list("plans", "Pricing plans", plansFileSchema),
  processSteps: list("process-steps", "Process steps", processStepsFileSchema),
  benefits: list("benefits", "Benefits", benefitsFileSchema),
  audiences: list("audiences", "Who we help", audiencesFileSchema),
  claims: list("claims", "Claims", claimsFileSchema),
  industries: list("industries", "Results by industry", industriesFileSchema),
  guarantees: list("guarantees", "Guarantees", guaranteesFileSchema),
  testimonials: list("testimonials", "Testimonials", testimonialsFileSchema),
  faqs: list("faqs", "FAQ", faqsFileSchema),
  quickAnswers: list("quick-answers", "Quick answers", quickAnswersFileSchema),
  contactMethods: list("contact-methods", "Ways to reach us", contactMethodsFileSchema),

  homePage: page("home", "Home page", homePageSchema),
  servicesPage: page("services", "Services page", servicesPageSchema),
  processPage: page("process", "Process page", processPageSchema),
  caseStudiesPage: page("case-studies", "Case studies page", caseStudiesPageSchema),
  contactPage: page("contact", "Contact page", contactPageSchema),
  industriesPage: page("industries", "Industries page", industriesPageSchema),
  blogPage: page("blog", "Insights (blog) page", blogPageSchema),
  notFoundPage: page("not-found", "Page not found (404)", notFoundPageSchema),

  blog: markdown("blog", blogPostSchema, false, {
    order: (a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime(),
  }),
  caseStudies: markdown("case-studies", caseStudySchema, true, { order: (a, b) => a.data.order - b.data.order }),
  industryPages: markdown("industry-pages", industryPageSchema, true, {
    pagesOf: { list: "industries", label: "Industry pages", singular: "Industry page" },
  }),
  servicePages: markdown("service-pages", servicePageSchema, true, {
    pagesOf: { list: "services", label: "Service pages", singular: "Service page" },
  }),
  legal: markdown("legal", legalPageSchema, true, {
    files: {
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      accessibility: "Accessibility Statement",
      trust: "Trust and Data",
    },
  }),

  accessibilityWords: words("accessibility"),
  analyticsDisclosureWords: words("analytics"),
  cookiesDisclosureWords: words("analytics"),
  blogWords: words("blog"),
  buyerPageWords: words("buyer-pages"),
  caseStudyWords: words("case-studies"),
  consentWords: words("consent"),
  contactFormWords: words("contact-form"),
  contactFormDisclosureWords: words("contact-form"),
  leadDeliveryWords: words("contact-form"),
  errorWords: words("errors"),
  estimatorWords: words("estimator"),
  layoutWords: words("layout"),
  llmsWords: words("llms"),
  notificationWords: words("notifications"),
  phoneHoursWords: words("phone-hours"),
  priceWords: words("prices"),
  processWords: words("process"),
  searchWords: words("search"),
  shareCardWords: words("share-card"),
  testimonialCarouselWords: words("testimonial-carousel"),
  vendorWords: words("vendors"),
  voiceWords: words("voice"),
  bookingWords: words("voice"),
} as const satisfies Record<string, ContentRow>

export type Registry = typeof contentRegistry
export type EntryName = keyof Registry
type NamesOf<Kind extends ContentRow["kind"]> = {
  [Name in EntryName]: Registry[Name]["kind"] extends Kind ? Name : never
}[EntryName]
export type ListName = NamesOf<"list">
export type PageName = NamesOf<"page">
export type JsonName = ListName | PageName
export type MarkdownName = NamesOf<"markdown">
export type WordsName = NamesOf<"words">
export type LegalPageId = keyof Registry["legal"]["files"]
export const legalPageIds = Object.keys(contentRegistry.legal.files) as LegalPageId[]

export function rowsOf<Kind extends ContentRow["kind"]>(kind: Kind) {
  return (Object.entries(contentRegistry) as [EntryName, ContentRow][]).filter(
    (entry): entry is [NamesOf<Kind>, Extract<Registry[EntryName], { kind: Kind }>] => entry[1].kind === kind,
  )
}

/**
 * A Markdown file in one language (`virtual:content/blog`): its front matter as its schema reads it, and its text
 * rendered and checked against the content allow-list when the build loaded it (content.config.ts).
 */
export interface MarkdownEntry<Name extends MarkdownName> extends MarkdownFile<z.output<Registry[Name]["schema"]>> {
  body: string
  html: string
}

/** A list's items or a page's copy in one language. */
export type JsonContent<Name extends JsonName> = Name extends ListName
  ? z.output<Registry[Name]["schema"]> extends Record<Name, infer Items>
    ? Items
    : never
  : z.output<Registry[Name]["schema"]>
