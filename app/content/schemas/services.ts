import { z } from "astro/zod"
import { dollars, exactly, icon, id, matching, paragraph, text } from "./blocks"
import { cta } from "./calls-to-action"
import { listFileSchema } from "./read-file"

export const serviceSchema = z
  .object({
    id,
    icon,
    title: text,
    /** One sentence for the home page's overview. */
    summary: paragraph,
    description: paragraph,
    features: exactly(5, "features"),
    image: z
      .object({
        /** A picture in app/assets/services. */
        file: matching(z.string(), /^[a-z0-9-]+\.svg$/, "must be the name of an SVG file in app/assets/services").meta({
          hint: "The name of a picture in app/assets/services.",
          i18n: false,
        }),
        alt: paragraph.min(20, "must describe the picture in at least 20 characters"),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict(),
    pricing: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("from"), monthlyFee: dollars }).strict(),
      z.object({ kind: z.literal("custom") }).strict(),
    ]),
    cta,
  })
  .strict()

export const servicesFileSchema = listFileSchema("services", serviceSchema, {
  plural: "services",
  singular: "service",
  count: 4,
  why: "the specification's four",
})

export type ServiceEntry = z.output<typeof serviceSchema>
export type ServicePricing = ServiceEntry["pricing"]
