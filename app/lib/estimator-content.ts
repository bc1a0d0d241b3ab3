import type { Locale } from "~/config/locales"
import { estimatorWords } from "virtual:content/estimatorWords"
import type { EstimatorCopy } from "~/content/types"
import type { PlanFees } from "~/lib/estimator"
import type { EstimatorContent } from "~/lib/estimator-view"
import { claims } from "virtual:content/claims"
import { estimator } from "virtual:content/servicesPage"
import { plans } from "virtual:content/plans"

/*
 * The estimator's content, for the page built ahead and for the code that runs it in the browser
 * (estimator-module.ts), which carries it as the FAQ's island carries its own
 * (app/content/read.ts): the Services page's `estimator` copy, the plans' fees and names, and the
 * average ROI the claims state, in every language.
 */

/** The plans' fees (null for custom pricing), with their names. */
const plansOf = (locale: Locale): (PlanFees & { name: string })[] =>
  plans[locale].map((plan) => ({
    id: plan.id as PlanFees["id"],
    name: plan.name,
    setupFee: plan.price.kind === "fixed" ? plan.price.setupFee : null,
    monthlyFee: plan.price.kind === "fixed" ? plan.price.monthlyFee : null,
  }))

/** The claims' average ROI, "295%", as a number. */
const averageRoiPercent = (locale: Locale) =>
  Number.parseFloat(claims[locale].find((claim) => claim.id === "roi")?.value ?? "") || 0

/** The estimator's section id on the Services page: the home page's plans link to it. */
export const estimatorId = "estimator"

/** The estimator's content in `locale`. */
export function estimatorContent(locale: Locale): EstimatorContent {
  return {
    copy: estimator[locale] as EstimatorCopy,
    words: estimatorWords[locale],
    plans: plansOf(locale),
    averageRoiPercent: averageRoiPercent(locale),
  }
}
