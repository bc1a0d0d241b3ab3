import { z } from "astro/zod"
import { exactly, icon, id, paragraph, text } from "./blocks"
import { listFileSchema } from "./read-file"

export const processStepSchema = z
  .object({
    id,
    /** Shown as "01", "02", ... */
    number: z.number().int().positive().meta({ hint: "Steps are numbered 1, 2, 3, 4 in the order they are listed." }),
    icon,
    title: text,
    /** One or two sentences for the home page timeline. */
    summary: paragraph,
    /** The longer text of the process page. */
    description: paragraph,
    duration: text,
    activities: exactly(5, "activities"),
  })
  .strict()

export const processStepsFileSchema = listFileSchema(
  "processSteps",
  processStepSchema,
  { plural: "steps", singular: "step", count: 4, why: "the specification's four" },
  [
    {
      holds: (steps) => steps.every((step, index) => step.number === index + 1),
      message: "must be numbered 1, 2, 3, 4 in the order they are listed",
    },
  ],
)

export type ProcessStep = z.output<typeof processStepSchema>
