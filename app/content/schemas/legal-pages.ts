import { z } from "astro/zod"
import { day, matching, sample, text } from "./blocks"
import { pageMetaSchema } from "./page-parts"

/**
 * A legal page: /privacy, /terms and /accessibility. In its text, {agencyName}, {email} and
 * {phone} stand for the settings of the same names, so one text serves every deployment
 * (lib/legal-text.ts lists every placeholder).
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
    ).meta({ label: "Last updated" }),
    /**
     * When the page was last checked against what it says (the accessibility statement: against
     * the site, at least once a year; a test fails when it is older).
     */
    reviewedAt: day.optional().meta({
      label: "Last reviewed",
      hint: "The day the page was last checked against the site, such as 2026-11-27.",
      i18n: false,
    }),
    sample,
    /**
     * What the text still says on the template's behalf, for the agency (and its lawyer) to settle
     * before launch: each is listed by the launch check until it is removed from here.
     */
    placeholders: z.array(text).default([]).meta({
      label: "Still to settle before launch",
      hint: "What the text still says on the template's behalf. Settle each with your lawyer, then remove it; a public build lists those left.",
      i18n: false,
    }),
  })
  .strict()

export type LegalPageData = z.output<typeof legalPageSchema>
