import { z } from "astro/zod"
import { dollars, id, paragraph, text } from "./blocks"
import { cta } from "./calls-to-action"
import { listFileSchema } from "./read-file"

export const pricingPlanSchema = z
  .object({
    id,
    name: text,
    description: paragraph,
    price: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("fixed"), setupFee: dollars, monthlyFee: dollars }).strict(),
      z.object({ kind: z.literal("custom") }).strict(),
    ]),
    features: z.array(text).min(3, "must list at least three features").max(8, "must list at most eight features"),
    popular: z.boolean().meta({ hint: "Exactly one plan is marked as the most popular." }),
    cta,
  })
  .strict()

export const plansFileSchema = listFileSchema(
  "plans",
  pricingPlanSchema,
  { plural: "plans", singular: "plan", count: 3, why: "the pricing table has three" },
  [
    {
      holds: (plans) => plans.filter((plan) => plan.popular).length === 1,
      message: "must mark exactly one plan as popular",
    },
  ],
)

export type PricingPlan = z.output<typeof pricingPlanSchema>
export type PlanPrice = PricingPlan["price"]
