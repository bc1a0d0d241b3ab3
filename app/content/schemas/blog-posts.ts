import { z } from "astro/zod"
import { day, paragraph, sample, text } from "./blocks"

/** An article of the blog ("Insights"): /blog/<file name>. */
export const blogPostSchema = z
  .object({
    title: text.max(70, "must be at most 70 characters, so search results show it whole"),
    description: paragraph
      .min(50, "must be at least 50 characters: it is the search snippet and the card summary")
      .max(160, "must be at most 160 characters, so search results show it whole"),
    publishedAt: day.meta({ label: "Published on" }),
    updatedAt: day.optional().meta({ label: "Updated on" }),
    author: z.object({ name: text, role: text }).strict(),
    tags: z.array(text).min(1, "must name at least one tag").max(4, "must name at most four tags").meta({
      hint: "One to four, such as Customer Support; each topic gets a page listing its posts. A translation lists the same tags in the same order, in its language.",
    }),
    /** A draft is left out of the built site. */
    draft: z.boolean().default(false).meta({ hint: "A draft is left out of the built site." }),
    sample,
  })
  .strict()
  .refine((post) => !post.updatedAt || post.updatedAt >= post.publishedAt, {
    path: ["updatedAt"],
    message: "must not be before publishedAt",
  })
