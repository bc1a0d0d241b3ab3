import { z } from "astro/zod"
import { paragraph, sample, text } from "./blocks"
import { callToActionSchema } from "./calls-to-action"

export const pageMetaSchema = z
  .object({
    title: text.max(70, "must be at most 70 characters, so search results show it whole"),
    description: paragraph
      .min(50, "must be at least 50 characters: it is the search snippet")
      .max(160, "must be at most 160 characters, so search results show it whole"),
  })
  .strict()
  .meta({ label: "Search result" })

export const sectionIntroSchema = z
  .object({ eyebrow: text.optional(), title: text, lede: paragraph.optional() })
  .strict()

export const pageHeroSchema = z
  .object({
    eyebrow: text.optional(),
    title: text,
    lede: paragraph,
    actions: z.array(callToActionSchema).max(2, "must offer at most two actions"),
  })
  .strict()

/** A customer writing at an hour no one is at the desk, and the AI agent answering: drawn from the text. */
export const heroConversationSchema = z
  .object({
    /** Read by screen readers instead of the messages. */
    description: paragraph.max(200, "must be one sentence (at most 200 characters)"),
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

export const closingSchema = z
  .object({ title: text, lede: paragraph, actions: z.array(callToActionSchema).min(1).max(2) })
  .strict()

export type PageMeta = z.output<typeof pageMetaSchema>
export type SectionIntro = z.output<typeof sectionIntroSchema>
export type PageHero = z.output<typeof pageHeroSchema>
export type HeroConversation = z.output<typeof heroConversationSchema>
export type ClosingCallToAction = z.output<typeof closingSchema>
