import type { Locale } from "~/config/locales"
import type { FigureLines, estimatorWords } from "~/content/interface/estimator"
import type { Translation } from "~/content/interface/translation"
import type { EstimatorCopy } from "~/content/types"
import { bookingHref } from "~/lib/actions"
import {
  estimateFields,
  estimateLimits,
  estimateSavings,
  readEstimateInput,
  roughly,
  type Estimate,
  type EstimateField,
  type EstimateInput,
  type InputProblem,
  type PlanFees,
} from "~/lib/estimator"
import { formatMoney, formatNumber, sentenceStart } from "~/lib/format"

/* One view of the estimator for the page built ahead and for the browser as the visitor types: no DOM, no React. */

/** The names that connect the built section to the code that takes it over in the browser. */
export const estimatorParts = {
  island: "data-island",
  pending: "data-pending",
  industry: "industry",
  result: "data-result",
  results: "data-results",
} as const

export interface EstimatorContent {
  /** The Services page's `estimator` copy: the industries' starting figures and the assumptions. */
  copy: EstimatorCopy
  words: Translation<typeof estimatorWords>
  /** The plans' fees and names; Enterprise's fees are null (custom pricing). */
  plans: readonly (PlanFees & { name: string })[]
  averageRoiPercent: number
}

export interface EstimatorState {
  industryId: string
  typed: Record<EstimateField, string>
}

/** The estimate's figures, each written as the page shows it. */
export interface EstimateTexts {
  hours: string
  cost: string
  plan: string
  fees: string
  payback: string
  firstYearReturn: string
  /** Beside the first-year return; none for custom pricing. */
  versusAverage: string
  responseTime: string
  /** What a screen reader hears once the visitor stops typing. */
  summary: string
}

export interface EstimatorView {
  /** The message beside each field that cannot be read; absent for a field that can. */
  problems: Partial<Record<EstimateField, string>>
  /** The estimate, or null while a field cannot be read (the page then asks to correct it). */
  texts: EstimateTexts | null
  /** The booking calendar, its notes carrying the estimate when there is one. */
  bookingHref: string
  /** What analytics may receive: the plan and bands, never the figures. */
  event: { plan: string; hours: string; return: string } | null
}

/** The limits of each field as its hint says them: "From 0 to 100,000". */
export const limitsText = (field: EstimateField, words: Translation<typeof estimatorWords>) =>
  words.limits(formatNumber(estimateLimits[field].min), formatNumber(estimateLimits[field].max))

/** The figures an industry starts from, as they are typed into the fields ("1200"). */
export function startingState(content: EstimatorContent, industryId?: string): EstimatorState {
  const industry = content.copy.industries.find((entry) => entry.id === industryId) ?? content.copy.industries[0]
  const input = industry?.defaults
  return {
    industryId: industry?.id ?? "",
    typed: Object.fromEntries(estimateFields.map((field) => [field, input ? String(input[field]) : ""])) as Record<
      EstimateField,
      string
    >,
  }
}

export function estimatorView(state: EstimatorState, content: EstimatorContent, locale: Locale): EstimatorView {
  const { copy, words, plans, averageRoiPercent } = content
  const read = readEstimateInput(state.typed)
  if (!read.ok) {
    const problems = Object.fromEntries(
      Object.entries(read.problems).map(([field, problem]) => [field, problemText(problem, words)]),
    )
    return { problems, texts: null, bookingHref: bookingHref(undefined, locale), event: null }
  }
  const estimate = estimateSavings(read.input, { ...copy.assumptions, averageRoiPercent }, plans)
  const { texts, said } = describe(estimate, read.input, content)
  const industry = copy.industries.find((entry) => entry.id === state.industryId) ?? copy.industries[0]
  const notes = words.bookingNotes({ industry: industry?.name ?? "", ...figureLines(read.input), ...said })
  return {
    problems: {},
    texts,
    bookingHref: bookingHref({ message: notes }, locale),
    event: { plan: estimate.plan, hours: estimate.bands.hours, return: estimate.bands.firstYearReturn },
  }
}

/** The visitor's figures as the page writes them: "1,200", "$45". */
export const figureLines = (input: EstimateInput): FigureLines => ({
  inquiries: formatNumber(input.inquiriesPerMonth),
  minutes: formatNumber(input.minutesPerInquiry),
  repetitiveHours: formatNumber(input.repetitiveHoursPerWeek),
  hourlyCost: formatMoney({ amount: input.hourlyCost, currency: "USD" }),
})

/**
 * The estimate in the page's words, each figure rounded as the page shows it: `said` as the
 * figures read after a label ("Time saved: about 40 hours a month"), `texts` as the page shows
 * them, each on its own and so starting with a capital.
 */
function describe(estimate: Estimate, input: EstimateInput, { words, plans, averageRoiPercent }: EstimatorContent) {
  const { results } = words
  const figure = (value: number) => formatNumber(roughly(value))
  const money = (value: number) => formatMoney({ amount: roughly(value), currency: "USD" })
  const months = (value: number) => formatNumber(roughly(value, { nearest: 0.5 }))
  const plan = plans.find((entry) => entry.id === estimate.plan)?.name ?? estimate.plan
  const hours = results.hours(figure(estimate.hoursSaved.low), figure(estimate.hoursSaved.high))
  const cost = results.cost(money(estimate.costSaved.low), money(estimate.costSaved.high))
  const fees = estimate.fees
    ? results.fees(formatMoney(estimate.fees.setupFee), formatMoney(estimate.fees.monthlyFee))
    : results.customPricing
  const payback =
    estimate.payback.kind === "months"
      ? estimate.payback.months.high >= 12
        ? results.paybackUpToAYear(months(estimate.payback.months.low))
        : results.paybackMonths(months(estimate.payback.months.low), months(estimate.payback.months.high))
      : estimate.payback.kind === "not-within-first-year"
        ? results.paybackNotWithinYear
        : results.paybackCustom
  const { firstYearReturn: yearReturn } = estimate
  const firstYearReturn =
    yearReturn.kind === "percent"
      ? results.returnRange(figure(yearReturn.percent.low), figure(yearReturn.percent.high))
      : results.returnCustom
  const versusAverage =
    yearReturn.kind === "percent" ? results.versusAverage[yearReturn.versusAverage](String(averageRoiPercent)) : ""
  const responseTime = results.responseTime(formatNumber(input.firstResponseHours))
  const summary = [`${results.hoursSaved}: ${hours}`, `${results.costSaved}: ${cost}`, `${results.plan}: ${plan}`].join(
    ". ",
  )
  const said = { hours, cost, plan, payback, firstYearReturn }
  const texts: EstimateTexts = {
    hours: sentenceStart(hours),
    cost: sentenceStart(cost),
    plan,
    fees,
    payback: sentenceStart(payback),
    firstYearReturn: sentenceStart(firstYearReturn),
    versusAverage,
    responseTime,
    summary,
  }
  return { texts, said }
}

function problemText(problem: InputProblem, words: Translation<typeof estimatorWords>): string {
  switch (problem.kind) {
    case "required":
      return words.problems.required
    case "not-a-number":
      return words.problems.notANumber
    case "too-small":
      return words.problems.tooSmall(formatNumber(problem.min))
    case "too-large":
      return words.problems.tooLarge(formatNumber(problem.max))
    case "not-whole":
      return words.problems.notWhole
  }
}
