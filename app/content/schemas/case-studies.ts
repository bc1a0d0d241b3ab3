import { z } from "astro/zod"
import { serviceIds } from "./buyer-pages"
import {
  dollars,
  hasPermissionUnlessSample,
  icon,
  id,
  paragraph,
  permissionMissing,
  recordedPermission,
  sample,
  text,
} from "./blocks"

/** A client story: the card on /case-studies and the full story on /case-studies/<file name>. */
export const caseStudySchema = z
  .object({
    company: text,
    /** An id of app/content/industries.json: the story is listed on that industry's page and under its filter. */
    industry: id.meta({
      label: "Industry",
      hint: "The id of an industry in the Results by industry list, such as legal or healthcare.",
      i18n: false,
    }),
    /** The services the story used, by id: listed on their pages and under their filters. */
    services: serviceIds.meta({
      label: "Services used",
      hint: "Ids from the services list, such as ai-customer-support, the main one first.",
      i18n: false,
    }),
    icon,
    /** Position on the case studies page, from 1. */
    order: z.number().int().positive(),
    challenge: paragraph,
    solution: paragraph,
    results: z
      .array(
        z.object({ metric: text.max(8, "must be short enough for a tile (8 characters)"), description: paragraph }),
      )
      .length(4, "must list exactly four results")
      .meta({ hint: "Four figures, each up to 8 characters, such as 68% or 58 sec." }),
    testimonial: z.object({ quote: paragraph, author: text, role: text }),
    timeframe: text,
    investment: z.object({ setupFee: dollars, monthlyFee: dollars }),
    sample,
    permission: recordedPermission,
  })
  .strict()
  .refine(hasPermissionUnlessSample, permissionMissing("a client story"))

export type CaseStudy = z.output<typeof caseStudySchema> & {
  /** The file's name: the story's address and anchor. */
  id: string
  /** Its industry's name in the page's language ("Legal", "Servicios legales"), from app/content/industries.json. */
  industryName: string
}
