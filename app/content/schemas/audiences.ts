import { z } from "astro/zod"
import { icon, id, paragraph, text } from "./blocks"
import { listFileSchema } from "./read-file"

/** Who We Help: an industry the home page speaks to, with what we automate for it. */
export const audienceSchema = z
  .object({
    id,
    icon,
    title: text,
    description: paragraph,
    useCases: z.array(text).min(1).max(4).meta({ label: "Use cases" }),
  })
  .strict()

export const audiencesFileSchema = listFileSchema("audiences", audienceSchema, {
  plural: "audiences",
  singular: "audience",
  count: 4,
  why: "the specification's four",
})

export type Audience = z.output<typeof audienceSchema>
