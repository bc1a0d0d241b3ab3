import { z } from "astro/zod"
import { id, paragraph, text, uniqueIds } from "./blocks"

const share = z.number().min(0, "must be 0 or more (0.4 is 40%)").max(1, "must be 1 at most (0.4 is 40%)")

const shareRange = z
  .object({ low: share, high: share })
  .strict()
  .refine((range) => range.low <= range.high, { message: "low must not be more than high", path: ["high"] })

const wholeCount = z.number().int("must be a whole number").min(0, "must be 0 or more")

/** The assumptions are shown to the visitor as they are; each industry's figures come from the client stories. */
export const estimatorSchema = z
  .object({
    eyebrow: text.optional(),
    title: text,
    lede: paragraph,
    /** "How this is estimated": the assumptions in plain words. */
    method: z.object({ title: text, text }).strict(),
    assumptions: z
      .object({
        /** Of the time spent on inquiries, what automation takes over. */
        inquiryShare: shareRange,
        repetitiveShare: shareRange,
        /** Of the full saving, what each first month reaches: 0.25, 0.5, 0.75. */
        adoptionRamp: z.array(share).max(12, "must list at most twelve months"),
        weeksPerMonth: z.number().positive("must be more than 0, such as 4.33"),
        /** Monthly hours saved from which Growth, then Enterprise, is the plan that fits. */
        planHours: z
          .object({ growthFrom: wholeCount, enterpriseFrom: wholeCount })
          .strict()
          .refine((hours) => hours.growthFrom < hours.enterpriseFrom, {
            message: "growthFrom must be less than enterpriseFrom",
            path: ["enterpriseFrom"],
          }),
      })
      .strict(),
    /** The first is preselected. */
    industries: z
      .array(
        z
          .object({
            id,
            name: text,
            defaults: z
              .object({
                inquiriesPerMonth: wholeCount.max(100_000, "must be 100,000 at most"),
                minutesPerInquiry: wholeCount.max(240, "must be 240 at most"),
                repetitiveHoursPerWeek: wholeCount.max(1000, "must be 1,000 at most"),
                hourlyCost: wholeCount.min(1, "must be at least 1").max(500, "must be 500 at most"),
                firstResponseHours: z.number().min(0, "must be 0 or more").max(168, "must be 168 at most"),
              })
              .strict(),
          })
          .strict(),
      )
      .min(1, "must hold at least one industry")
      .refine(uniqueIds, "each industry needs an id of its own"),
  })
  .strict()

export type EstimatorCopy = z.output<typeof estimatorSchema>
