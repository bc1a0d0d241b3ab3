import { z } from "astro/zod"
import { matching, paragraph, text } from "./blocks"
import { callToActionSchema } from "./calls-to-action"
import { estimatorSchema } from "./estimator"
import { closingSchema, heroConversationSchema, pageHeroSchema, pageMetaSchema, sectionIntroSchema } from "./page-parts"

/** The copy of the home page. */
export const homePageSchema = z
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
    ).meta({
      hint: "The link below each service; {service} stands for its name: Learn more about {service}. Put {service} first where the language would write it lowercase mid-sentence (Spanish: {service}: detalles y precios).",
    }),
    process: sectionIntroSchema,
    audiences: sectionIntroSchema,
    testimonials: sectionIntroSchema,
    pricing: sectionIntroSchema,
    pricingClosing: z
      .object({ question: text, action: callToActionSchema })
      .strict()
      .meta({ label: "Below the pricing table" }),
    /** Below the plans: the link to the savings estimator on the Services page. */
    pricingEstimator: z.object({ prompt: text, linkLabel: text }).strict(),
    faq: sectionIntroSchema,
    faqContact: z.object({ prompt: text, linkLabel: text }).strict().meta({ label: "Below the FAQ" }),
    closing: closingSchema,
  })
  .strict()

/** The copy of the services page. */
export const servicesPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    benefits: sectionIntroSchema,
    services: sectionIntroSchema,
    estimator: estimatorSchema,
    closing: closingSchema,
  })
  .strict()

/** The copy of the process page. */
export const processPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    steps: sectionIntroSchema,
    guarantees: sectionIntroSchema,
    testimonials: sectionIntroSchema,
    closing: closingSchema,
  })
  .strict()

/** The copy of the case-studies page. */
export const caseStudiesPageSchema = z
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
  .strict()

/** The copy of /industries, the list of the industries' own pages. */
export const industriesPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    list: sectionIntroSchema,
    closing: closingSchema,
  })
  .strict()

/** The copy of the contact page. */
export const contactPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    methods: sectionIntroSchema,
    form: z.object({ title: text, lede: paragraph }).strict(),
    details: z
      .object({ title: text, email: text, phone: text, hours: text, response: text, responsePromise: text })
      .strict(),
    quickAnswers: z.object({ title: text }).strict(),
    trustStrip: z.object({ label: text }).strict(),
  })
  .strict()

/** The copy of the blog page. */
export const blogPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    latest: sectionIntroSchema,
    topics: sectionIntroSchema,
    related: sectionIntroSchema,
    closing: closingSchema,
  })
  .strict()

/** The copy of the not-found page. */
export const notFoundPageSchema = z
  .object({
    meta: pageMetaSchema,
    code: text,
    title: text,
    lede: paragraph,
    homeLink: text,
  })
  .strict()
