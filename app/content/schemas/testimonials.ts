import { z } from "astro/zod"
import { hasPermissionUnlessSample, id, paragraph, permissionMissing, recordedPermission, sample, text } from "./blocks"
import { listFileSchema } from "./read-file"

/** A client's words in the home page's carousel. */
export const testimonialSchema = z
  .object({
    id,
    quote: paragraph.max(320, "must be at most 320 characters, so the carousel keeps its height"),
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

export type Testimonial = z.output<typeof testimonialSchema>
