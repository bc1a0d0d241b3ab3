import type { Locale } from "~/config/locales"
import claimsFile from "~/content/claims.json"
import { estimatorText as spanishWords } from "~/content/interface/es/estimator"
import { estimatorText as englishWords } from "~/content/interface/estimator"
import spanishPlansFile from "~/content/es/plans.json"
import { estimator as spanishEstimator } from "~/content/es/pages/services.json"
import { estimator as englishEstimator } from "~/content/pages/services.json"
import plansFile from "~/content/plans.json"
import { mergeTranslation } from "~/content/translations"
import type { EstimatorCopy, PricingPlan } from "~/content/types"
import type { PlanFees } from "~/lib/estimator"
import type { EstimatorContent } from "~/lib/estimator-view"

/*
 * The estimator's content, for the page built ahead and for the code that runs it in the browser
 * (start/estimator-module.ts), which carries it as the FAQ's island carries its own: the Services page's
 * `estimator` copy, the plans' fees and names, and the average ROI the claims state, each
 * translation merged over its original as the build merges them (the build has checked them all).
 */

/** The plans' fees in whole dollars (null for custom pricing), with their names. */
function plansOf(file: typeof plansFile): (PlanFees & { name: string })[] {
  return (file.plans as unknown as PricingPlanFile[]).map((plan) => ({
    id: plan.id as PlanFees["id"],
    name: plan.name,
    setupFee: plan.price.kind === "fixed" ? plan.price.setupFee : null,
    monthlyFee: plan.price.kind === "fixed" ? plan.price.monthlyFee : null,
  }))
}

/** A plan as its file writes it: fees in whole dollars, before the schema makes them Money. */
type PricingPlanFile = Pick<PricingPlan, "id" | "name"> & {
  price: { kind: "fixed"; setupFee: number; monthlyFee: number } | { kind: "custom" }
}

/** The claims' average ROI, "295%", as a number. */
const averageRoiPercent = Number.parseFloat(claimsFile.claims.find((claim) => claim.id === "roi")?.value ?? "") || 0

/** The estimator's section id on the Services page: the home page's plans link to it. */
export const estimatorId = "estimator"

/**
 * The estimator's content in `locale`. A translation is merged only when asked for: in the
 * browser, while the visitor waits, only the page's own language is.
 */
export function estimatorContent(locale: Locale): EstimatorContent {
  if (locale === "en")
    return {
      copy: englishEstimator as EstimatorCopy,
      words: englishWords,
      plans: plansOf(plansFile),
      averageRoiPercent,
    }
  return {
    copy: mergeTranslation(englishEstimator, spanishEstimator, "es").merged as EstimatorCopy,
    words: spanishWords,
    plans: plansOf(mergeTranslation(plansFile, spanishPlansFile, "es").merged as typeof plansFile),
    averageRoiPercent,
  }
}
