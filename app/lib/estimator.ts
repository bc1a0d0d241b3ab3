import type { Money } from "~/content/types"
/**
 * The savings estimator's arithmetic, pure (no DOM, no React, no app imports) so the page and its tests share one
 * calculation. Every figure is a range, because the agency's assumptions are ranges, and every number returned is
 * finite: a visitor never sees NaN, Infinity or false precision (`roughly` rounds for display).
 */

export interface EstimateInput {
  inquiriesPerMonth: number
  minutesPerInquiry: number
  repetitiveHoursPerWeek: number
  /** Loaded hourly cost, whole US dollars. */
  hourlyCost: number
  /** Today's first-response time, hours: shown beside the estimate, never priced, since its worth varies too much. */
  firstResponseHours: number
}

export type EstimateField = keyof EstimateInput

export const estimateLimits: Record<EstimateField, { min: number; max: number; step: number }> = {
  inquiriesPerMonth: { min: 0, max: 100_000, step: 1 },
  minutesPerInquiry: { min: 0, max: 240, step: 1 },
  repetitiveHoursPerWeek: { min: 0, max: 1000, step: 1 },
  // Work that costs nothing saves nothing: at $0 every estimate would read $0, whatever else was typed.
  hourlyCost: { min: 1, max: 500, step: 1 },
  firstResponseHours: { min: 0, max: 168, step: 0.25 },
}

/** In the order the form asks for them. */
export const estimateFields = Object.keys(estimateLimits) as EstimateField[]

export type InputProblem =
  | { kind: "required" }
  | { kind: "not-a-number" }
  | { kind: "too-small"; min: number }
  | { kind: "too-large"; max: number }
  /** Only where the step is 1: half an inquiry or half a dollar an hour is a typo, not an estimate. */
  | { kind: "not-whole" }

/**
 * A number as people in the US type it: digits, optionally grouped in thousands by commas, optionally with a
 * decimal part ("1,200", "7.5", ".5", "12."). A leading minus is read so that "-3" is refused as too small, which
 * tells the visitor more than "not a number". Exponents ("1e5"), hex, "Infinity", "NaN" and commas out of place
 * ("12,00", which in much of the world means 12) are not numbers here: guessing would estimate a figure nobody typed.
 */
const typedNumber = /^-?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/

/** Reads one field's typed text: its number, or why it is refused, so the form can check a field once it is left. */
export function readEstimateField(
  field: EstimateField,
  typed: string,
): { ok: true; value: number } | { ok: false; problem: InputProblem } {
  const text = typed.trim()
  if (text === "") return { ok: false, problem: { kind: "required" } }
  if (!typedNumber.test(text)) return { ok: false, problem: { kind: "not-a-number" } }
  // `+ 0` reads "-0" as plain 0. Hundreds of digits read as Infinity, which the maximum then refuses.
  const value = Number(text.replaceAll(",", "")) + 0
  const { min, max, step } = estimateLimits[field]
  if (value < min) return { ok: false, problem: { kind: "too-small", min } }
  if (value > max) return { ok: false, problem: { kind: "too-large", max } }
  if (step === 1) {
    return Number.isInteger(value) ? { ok: true, value } : { ok: false, problem: { kind: "not-whole" } }
  }
  // A finer step (quarter hours) is a precision, not a rule worth refusing over: 7.3 hours reads as 7.25.
  return { ok: true, value: Math.round(value / step) * step }
}

/** Every field's number, or every field's problem, so the form can name them all at once. */
export function readEstimateInput(
  typed: Record<EstimateField, string>,
): { ok: true; input: EstimateInput } | { ok: false; problems: Partial<Record<EstimateField, InputProblem>> } {
  const values: Partial<Record<EstimateField, number>> = {}
  const problems: Partial<Record<EstimateField, InputProblem>> = {}
  for (const field of estimateFields) {
    const read = readEstimateField(field, typed[field])
    if (read.ok) values[field] = read.value
    else problems[field] = read.problem
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, input: values as EstimateInput }
}

export interface Range {
  low: number
  high: number
}

/** The agency's assumptions (kept in a content file it edits; passed in, never hard-coded). */
export interface EstimatorAssumptions {
  /** Shares (0..1) of the inquiry time and of the other repetitive work that automation takes over. */
  inquiryShare: Range
  repetitiveShare: Range
  /** The share of the full saving reached in each first month: [0.25, 0.5, 0.75] means 100% from month 4. */
  adoptionRamp: number[]
  weeksPerMonth: number
  /** Monthly hours saved (the range's midpoint) from which Growth, then Enterprise, fits; below it, Starter. */
  planHours: { growthFrom: number; enterpriseFrom: number }
  averageRoiPercent: number
}

export type PlanId = "starter" | "growth" | "enterprise"

/** A plan's fees, or null where its pricing is custom (Enterprise). */
export interface PlanFees {
  id: PlanId
  setupFee: Money | null
  monthlyFee: Money | null
}

interface Fees {
  setupFee: Money
  monthlyFee: Money
}

type FeeAmounts = { [Fee in keyof Fees]: number }

export type HoursBand = "0-20" | "20-40" | "40-100" | "100-200" | "200-400" | "400+"
export type ReturnBand = "negative" | "0-100" | "100-300" | "300+" | "custom"

export interface Estimate {
  /** Hours and dollars a month saved once fully running. */
  hoursSaved: Range
  costSaved: Range
  plan: PlanId
  fees: Fees | null
  /**
   * Months until the net saving (saving − monthly fee, month by month over the ramp) has paid back the setup fee,
   * in half months, rounded up. `low` is the fastest case (the high saving), `high` the slowest (the low saving).
   * When the fastest case pays back within 12 months but the slowest does not, `high` is 12: read it as "up to a
   * year or more". When even the fastest does not, the answer is "not-within-first-year".
   */
  payback: { kind: "months"; months: Range } | { kind: "not-within-first-year" } | { kind: "custom-pricing" }
  /**
   * First-year return: (first-year saving − first-year cost) / first-year cost × 100, where first-year saving =
   * monthly saving × sum of the 12 months' ramp shares, and cost = setup + 12 × monthly fee. `versusAverage` is
   * "above" only when even the low end beats the agency's average, "below" only when even the high end falls short.
   */
  firstYearReturn:
    { kind: "percent"; percent: Range; versusAverage: "below" | "around" | "above" } | { kind: "custom-pricing" }
  /** Coarse bands of the estimate for analytics (never the raw numbers, which could identify a business). */
  bands: { hours: HoursBand; firstYearReturn: ReturnBand }
}

const monthsInYear = 12

/** The most weeks a month can hold (31 days): more is a typo in the content file, and would inflate every figure. */
const mostWeeksPerMonth = 31 / 7

export function estimateSavings(
  input: EstimateInput,
  assumptions: EstimatorAssumptions,
  plans: readonly PlanFees[],
): Estimate {
  const checked = checkedAssumptions(assumptions)
  const { inquiriesPerMonth, minutesPerInquiry, repetitiveHoursPerWeek, hourlyCost } = withinLimits(input)

  const inquiryHours = (inquiriesPerMonth * minutesPerInquiry) / 60
  const repetitiveHours = repetitiveHoursPerWeek * checked.weeksPerMonth
  const hoursSaved = {
    low: inquiryHours * checked.inquiryShare.low + repetitiveHours * checked.repetitiveShare.low,
    high: inquiryHours * checked.inquiryShare.high + repetitiveHours * checked.repetitiveShare.high,
  }
  const costSaved = { low: hoursSaved.low * hourlyCost, high: hoursSaved.high * hourlyCost }
  const hours = middle(hoursSaved)
  const plan = planFor(hours, checked.planHours)
  const fees = feesOf(plan, plans)
  if (!fees) {
    return {
      hoursSaved,
      costSaved,
      plan,
      fees,
      payback: { kind: "custom-pricing" },
      firstYearReturn: { kind: "custom-pricing" },
      bands: { hours: hoursBandOf(hours), firstYearReturn: "custom" },
    }
  }

  const amounts = { setupFee: fees.setupFee.amount, monthlyFee: fees.monthlyFee.amount }
  const percent = {
    low: firstYearReturnPercent(costSaved.low, amounts, checked.adoptionRamp),
    high: firstYearReturnPercent(costSaved.high, amounts, checked.adoptionRamp),
  }
  const { averageRoiPercent } = checked
  const versusAverage =
    percent.low > averageRoiPercent ? "above" : percent.high < averageRoiPercent ? "below" : "around"
  return {
    hoursSaved,
    costSaved,
    plan,
    fees,
    payback: paybackFor(costSaved, amounts, checked.adoptionRamp),
    firstYearReturn: { kind: "percent", percent, versusAverage },
    bands: { hours: hoursBandOf(hours), firstYearReturn: returnBandOf(middle(percent)) },
  }
}

/** The plan that fits a monthly saving of `hours`: each threshold belongs to the larger plan. */
function planFor(hours: number, { growthFrom, enterpriseFrom }: EstimatorAssumptions["planHours"]): PlanId {
  // Binary fractions can leave a saving that is 40 hours on paper at 39.999999999999996; a millionth of an hour
  // (under 4 ms) is far below anything the inputs can tell apart, so the comparison ignores it.
  const rounded = Math.round(hours * 1e6) / 1e6
  if (rounded < growthFrom) return "starter"
  if (rounded < enterpriseFrom) return "growth"
  return "enterprise"
}

/**
 * The plan's fees, or null for custom pricing: a plan missing from the list, with a fee left out, or with fees that
 * cannot be priced (negative, or not finite, or under a dollar in the first year, where a return in percent would be
 * meaningless or infinite).
 */
function feesOf(plan: PlanId, plans: readonly PlanFees[]): Estimate["fees"] {
  const found = plans.find((candidate) => candidate.id === plan)
  if (!found || found.setupFee === null || found.monthlyFee === null) return null
  const { setupFee, monthlyFee } = found
  const priceable = [setupFee.amount, monthlyFee.amount].every((fee) => Number.isFinite(fee) && fee >= 0)
  const cost = firstYearCost({ setupFee: setupFee.amount, monthlyFee: monthlyFee.amount })
  if (!priceable || !Number.isFinite(cost) || cost < 1) return null
  return { setupFee, monthlyFee }
}

function firstYearCost({ setupFee, monthlyFee }: FeeAmounts): number {
  return setupFee + monthsInYear * monthlyFee
}

function firstYearReturnPercent(monthlySaving: number, fees: FeeAmounts, ramp: readonly number[]): number {
  let rampTotal = 0
  for (let month = 1; month <= monthsInYear; month++) rampTotal += rampShare(ramp, month)
  const cost = firstYearCost(fees)
  return ((monthlySaving * rampTotal - cost) / cost) * 100
}

function paybackFor(costSaved: Range, fees: FeeAmounts, ramp: readonly number[]): Estimate["payback"] {
  const fastest = paybackMonths(costSaved.high, fees, ramp)
  if (fastest === null) return { kind: "not-within-first-year" }
  // The slowest case may take longer than the year the estimate looks at: 12 then stands for "a year or more".
  const slowest = paybackMonths(costSaved.low, fees, ramp) ?? monthsInYear
  return { kind: "months", months: { low: fastest, high: slowest } }
}

/**
 * The month, to the next half month, in which the savings net of the monthly fee have added up to the setup fee,
 * or null if they have not within 12 months. Within the month it happens, the saving is taken to build up evenly.
 */
function paybackMonths(
  monthlySaving: number,
  { setupFee, monthlyFee }: FeeAmounts,
  ramp: readonly number[],
): number | null {
  let paidBack = 0
  for (let month = 1; month <= monthsInYear; month++) {
    const net = monthlySaving * rampShare(ramp, month) - monthlyFee
    if (paidBack + net >= setupFee) {
      const partOfMonth = net > 0 ? clamp((setupFee - paidBack) / net, 0, 1) : 0
      // The tolerance keeps binary-fraction noise (3.0000000000000004) from adding half a month; Math.max turns a
      // possible -0 (no setup fee) into 0.
      return Math.max(0, Math.ceil((month - 1 + partOfMonth) * 2 - 1e-9) / 2)
    }
    paidBack += net
  }
  return null
}

function rampShare(ramp: readonly number[], month: number): number {
  return ramp[month - 1] ?? 1
}

/** Each band includes its lower bound. */
export function hoursBandOf(hours: number): HoursBand {
  if (hours < 20) return "0-20"
  if (hours < 40) return "20-40"
  if (hours < 100) return "40-100"
  if (hours < 200) return "100-200"
  if (hours < 400) return "200-400"
  return "400+"
}

/** Each band includes its lower bound. */
export function returnBandOf(percent: number): Exclude<ReturnBand, "custom"> {
  if (percent < 0) return "negative"
  if (percent < 100) return "0-100"
  if (percent < 300) return "100-300"
  return "300+"
}

/**
 * The assumptions made safe to compute with. The build validates the content file; this is a guard, so a slip there
 * bends the figures a little (a share of 1.2 counts as 1) instead of showing NaN, except for weeks in a month, which
 * has no sensible stand-in and stops the estimate with an error that names it.
 */
function checkedAssumptions(assumptions: EstimatorAssumptions): EstimatorAssumptions {
  const { weeksPerMonth } = assumptions
  if (!(weeksPerMonth > 0 && weeksPerMonth <= mostWeeksPerMonth)) {
    throw new Error(
      `Estimator assumptions: weeksPerMonth must be more than 0 and at most ${mostWeeksPerMonth.toFixed(2)} ` +
        `(31 days), got ${weeksPerMonth}.`,
    )
  }
  return {
    ...assumptions,
    inquiryShare: shareRange(assumptions.inquiryShare),
    repetitiveShare: shareRange(assumptions.repetitiveShare),
    adoptionRamp: assumptions.adoptionRamp.slice(0, monthsInYear).map(share),
  }
}

function shareRange({ low, high }: Range): Range {
  const [first, second] = [share(low), share(high)]
  return first <= second ? { low: first, high: second } : { low: second, high: first }
}

/** A missing share (NaN) claims nothing. */
function share(value: number): number {
  return Number.isNaN(value) ? 0 : clamp(value, 0, 1)
}

/** Keeps the figures finite for a caller that skipped `readEstimateInput` (NaN counts as the minimum). */
function withinLimits(input: EstimateInput): EstimateInput {
  const bounded = { ...input }
  for (const field of estimateFields) {
    const { min, max } = estimateLimits[field]
    const value = input[field]
    bounded[field] = Number.isNaN(value) ? min : clamp(value, min, max)
  }
  return bounded
}

function middle({ low, high }: Range): number {
  return (low + high) / 2
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/**
 * A figure as the page shows it, without false precision: below 10 to the nearest 1 (or half, for months), then 2
 * significant figures (1,234 -> 1,200; 56,789 -> 57,000). A negative figure (a return that loses money) rounds as
 * its positive does (-6.8 -> -7), and a figure that rounds to nothing is 0, never -0. A figure that is not finite is
 * a bug upstream, so it throws rather than show a made-up number.
 */
export function roughly(value: number, { nearest = 1 }: { nearest?: 1 | 0.5 } = {}): number {
  if (!Number.isFinite(value)) throw new RangeError(`roughly() needs a finite number, got ${value}.`)
  const size = Math.abs(value)
  let rounded: number
  if (size < 10) {
    rounded = Math.round(size / nearest) * nearest
  } else {
    const unit = 10 ** (powerOfTen(size) - 1)
    rounded = Math.round(size / unit) * unit
  }
  return Math.sign(value) * rounded + 0
}

/** The power of ten of a positive number's leading digit: 2 for 123. Math.log10 alone can be one off near powers. */
function powerOfTen(size: number): number {
  let power = Math.floor(Math.log10(size))
  if (10 ** power > size) power -= 1
  else if (10 ** (power + 1) <= size) power += 1
  return power
}
