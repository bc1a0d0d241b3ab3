import { z } from "astro/zod"
import { icon, id, paragraph, text } from "./blocks"
import { cta } from "./calls-to-action"
import { listFileSchema } from "./read-file"

/** A way to reach the agency, as a card on the contact page. */
export const contactMethodSchema = z.object({ id, icon, title: text, description: paragraph, cta }).strict()

export const contactMethodsFileSchema = listFileSchema("contactMethods", contactMethodSchema, {
  plural: "ways to reach us",
  singular: "way to reach us",
  count: 3,
  why: "the contact page's three cards",
})

export type ContactMethod = z.output<typeof contactMethodSchema>
