import { z } from "astro/zod"
import { id, matching, paragraph, sample, text } from "./blocks"
import { listFileSchema } from "./read-file"

/** A question and its answer: the home page's FAQ and the contact page's quick answers. */
export const faqSchema = z
  .object({
    id,
    question: matching(text, /\?$/, "must be a question, ending with a question mark"),
    answer: paragraph.min(40, "must answer in at least 40 characters"),
    sample,
  })
  .strict()

/** app/content/faqs.json: the specification's six questions, in the order the accordion shows them. */
export const faqsFileSchema = listFileSchema("faqs", faqSchema, {
  plural: "questions",
  singular: "question",
  count: 6,
  why: "the specification's FAQ has six",
})

export const quickAnswersFileSchema = listFileSchema("quickAnswers", faqSchema, {
  plural: "answers",
  singular: "answer",
  count: 4,
  why: "beside the form there is room for four",
})

/** A question and its answer as sections show them. */
export type Faq = Pick<z.output<typeof faqSchema>, "id" | "question" | "answer">
