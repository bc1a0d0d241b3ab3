import { describe, expect, it } from "vitest"
import type { Money } from "~/content/types"
import {
  estimateFields,
  estimateLimits,
  estimateSavings,
  hoursBandOf,
  readEstimateField,
  readEstimateInput,
  returnBandOf,
  roughly,
  type Estimate,
  type EstimateField,
  type EstimateInput,
  type EstimatorAssumptions,
  type PlanFees,
} from "./estimator"

const assumptions: EstimatorAssumptions = {
  inquiryShare: { low: 0.4, high: 0.7 },
  repetitiveShare: { low: 0.3, high: 0.6 },
  adoptionRamp: [0.25, 0.5, 0.75],
  weeksPerMonth: 4.33,
  planHours: { growthFrom: 40, enterpriseFrom: 400 },
  averageRoiPercent: 295,
}

/** A fee in dollars, as the plans write it. */
const usd = (amount: number): Money => ({ amount, currency: "USD" })

const plans: PlanFees[] = [
  { id: "starter", setupFee: usd(999), monthlyFee: usd(500) },
  { id: "growth", setupFee: usd(3500), monthlyFee: usd(1000) },
  { id: "enterprise", setupFee: null, monthlyFee: null },
]

/** Assumptions under which the hours saved are exactly the inquiry hours, to put a visitor on a boundary. */
const allInquiryTime: EstimatorAssumptions = {
  ...assumptions,
  inquiryShare: { low: 1, high: 1 },
  repetitiveShare: { low: 0, high: 0 },
}

/** A visitor's numbers; the first-response time is shown, never priced, so it is the same for all. */
function visitor(
  inquiriesPerMonth: number,
  minutesPerInquiry: number,
  repetitiveHoursPerWeek: number,
  hourlyCost: number,
): EstimateInput {
  return { inquiriesPerMonth, minutesPerInquiry, repetitiveHoursPerWeek, hourlyCost, firstResponseHours: 24 }
}

/** A visitor whose hours saved, under `allInquiryTime`, are `hours` (one inquiry-minute each). */
const savingHours = (hours: number) => visitor(hours * 60, 1, 0, 50)

/** The paths of every number in `value` that is NaN or ±Infinity. */
function nonFiniteNumbers(value: unknown, path = "estimate"): string[] {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [`${path} = ${value}`]
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => nonFiniteNumbers(inner, `${path}.${key}`))
  }
  return []
}

function expectRange(range: { low: number; high: number }, low: number, high: number) {
  expect(range.low).toBeCloseTo(low, 6)
  expect(range.high).toBeCloseTo(high, 6)
}

function percentOf(estimate: Estimate) {
  if (estimate.firstYearReturn.kind !== "percent") throw new Error("expected a first-year return in percent")
  return estimate.firstYearReturn
}

describe("the worked examples", () => {
  it("a small law firm (50 inquiries of 30 minutes, 6 hours a week of admin, $80 an hour) fits Starter", () => {
    // Inquiries: 50 × 30 / 60 = 25 h; × 0.4 = 10, × 0.7 = 17.5.
    // Admin: 6 × 4.33 = 25.98 h; × 0.3 = 7.794, × 0.6 = 15.588.
    // Hours: 10 + 7.794 = 17.794 to 17.5 + 15.588 = 33.088; midpoint 25.441 < 40: Starter.
    // Dollars: × $80 = 1,423.52 to 2,647.04 a month.
    // Payback against $999 setup + $500/month, saving × ramp − 500 each month:
    //   fastest (2,647.04): +161.76, +823.52 (985.28), +1,485.28 (2,470.56 ≥ 999);
    //     month 3 covers (999 − 985.28) / 1,485.28 = 0.009 of itself: 2.009, up to the half month: 2.5.
    //   slowest (1,423.52): −144.12, +211.76 (67.64), +567.64 (635.28), +923.52 (1,558.8 ≥ 999);
    //     (999 − 635.28) / 923.52 = 0.39: 3.39, so 3.5.
    // First year: ramp shares 0.25 + 0.5 + 0.75 + 9 × 1 = 10.5; cost 999 + 12 × 500 = 6,999.
    //   low: (1,423.52 × 10.5 − 6,999) / 6,999 = (14,946.96 − 6,999) / 6,999 = 113.56%
    //   high: (2,647.04 × 10.5 − 6,999) / 6,999 = (27,793.92 − 6,999) / 6,999 = 297.11%
    //   295% lies inside the range: around the average.
    const estimate = estimateSavings(visitor(50, 30, 6, 80), assumptions, plans)
    expectRange(estimate.hoursSaved, 17.794, 33.088)
    expectRange(estimate.costSaved, 1423.52, 2647.04)
    expect(estimate.plan).toBe("starter")
    expect(estimate.fees).toEqual({ setupFee: usd(999), monthlyFee: usd(500) })
    expect(estimate.payback).toEqual({ kind: "months", months: { low: 2.5, high: 3.5 } })
    const firstYear = percentOf(estimate)
    expectRange(firstYear.percent, (14946.96 - 6999) / 69.99, (27793.92 - 6999) / 69.99)
    expect(firstYear.versusAverage).toBe("around")
    expect(estimate.bands).toEqual({ hours: "20-40", firstYearReturn: "100-300" })
  })

  it("a real-estate brokerage (600 leads of 10 minutes, 20 hours a week of admin, $45 an hour) fits Growth", () => {
    // Leads: 600 × 10 / 60 = 100 h; × 0.4 = 40, × 0.7 = 70.
    // Admin: 20 × 4.33 = 86.6 h; × 0.3 = 25.98, × 0.6 = 51.96.
    // Hours: 65.98 to 121.96; midpoint 93.97, between 40 and 400: Growth.
    // Dollars: × $45 = 2,969.10 to 5,488.20 a month.
    // Payback against $3,500 setup + $1,000/month:
    //   fastest (5,488.2): +372.05, +1,744.1 (2,116.15), +3,116.15 (5,232.3 ≥ 3,500);
    //     (3,500 − 2,116.15) / 3,116.15 = 0.44: 2.44, so 2.5.
    //   slowest (2,969.1): −257.725, +484.55 (226.825), +1,226.825 (1,453.65), +1,969.1 (3,422.75),
    //     +1,969.1 (5,391.85 ≥ 3,500); (3,500 − 3,422.75) / 1,969.1 = 0.04: 4.04, so 4.5.
    // First year: cost 3,500 + 12 × 1,000 = 15,500.
    //   low: (2,969.1 × 10.5 − 15,500) / 15,500 = (31,175.55 − 15,500) / 15,500 = 101.13%
    //   high: (5,488.2 × 10.5 − 15,500) / 15,500 = (57,626.1 − 15,500) / 15,500 = 271.78%
    //   Even the high end is under 295%: below the average.
    const estimate = estimateSavings(visitor(600, 10, 20, 45), assumptions, plans)
    expectRange(estimate.hoursSaved, 65.98, 121.96)
    expectRange(estimate.costSaved, 2969.1, 5488.2)
    expect(estimate.plan).toBe("growth")
    expect(estimate.fees).toEqual({ setupFee: usd(3500), monthlyFee: usd(1000) })
    expect(estimate.payback).toEqual({ kind: "months", months: { low: 2.5, high: 4.5 } })
    const firstYear = percentOf(estimate)
    expectRange(firstYear.percent, (31175.55 - 15500) / 155, (57626.1 - 15500) / 155)
    expect(firstYear.versusAverage).toBe("below")
    expect(estimate.bands).toEqual({ hours: "40-100", firstYearReturn: "100-300" })
  })

  it("a large e-commerce store (8,000 inquiries of 6 minutes, 120 hours a week, $35 an hour) fits Enterprise", () => {
    // Inquiries: 8,000 × 6 / 60 = 800 h; × 0.4 = 320, × 0.7 = 560.
    // Repetitive work: 120 × 4.33 = 519.6 h; × 0.3 = 155.88, × 0.6 = 311.76.
    // Hours: 475.88 to 871.76; midpoint 673.82 ≥ 400: Enterprise, whose pricing is custom.
    // Dollars: × $35 = 16,655.80 to 30,511.60 a month. Payback and return wait for a quote.
    const estimate = estimateSavings(visitor(8000, 6, 120, 35), assumptions, plans)
    expectRange(estimate.hoursSaved, 475.88, 871.76)
    expectRange(estimate.costSaved, 16655.8, 30511.6)
    expect(estimate.plan).toBe("enterprise")
    expect(estimate.fees).toBeNull()
    expect(estimate.payback).toEqual({ kind: "custom-pricing" })
    expect(estimate.firstYearReturn).toEqual({ kind: "custom-pricing" })
    expect(estimate.bands).toEqual({ hours: "400+", firstYearReturn: "custom" })
  })
})

describe("reading what the visitor typed", () => {
  const typed: Record<EstimateField, string> = {
    inquiriesPerMonth: "1,200",
    minutesPerInquiry: " 35 ",
    repetitiveHoursPerWeek: "12",
    hourlyCost: "45",
    firstResponseHours: "7.5",
  }

  it("reads US-formatted numbers, with thousands commas and stray spaces", () => {
    expect(readEstimateInput(typed)).toEqual({
      ok: true,
      input: {
        inquiriesPerMonth: 1200,
        minutesPerInquiry: 35,
        repetitiveHoursPerWeek: 12,
        hourlyCost: 45,
        firstResponseHours: 7.5,
      },
    })
    expect(readEstimateField("inquiriesPerMonth", "100,000")).toEqual({ ok: true, value: 100_000 })
    expect(readEstimateField("hourlyCost", "45.00")).toEqual({ ok: true, value: 45 })
    expect(readEstimateField("firstResponseHours", ".5")).toEqual({ ok: true, value: 0.5 })
    expect(readEstimateField("firstResponseHours", "12.")).toEqual({ ok: true, value: 12 })
  })

  it("reads the first-response time to the quarter hour", () => {
    expect(readEstimateField("firstResponseHours", "7.3")).toEqual({ ok: true, value: 7.25 })
    expect(readEstimateField("firstResponseHours", "0.1")).toEqual({ ok: true, value: 0 })
  })

  it("reads -0 as plain 0", () => {
    const read = readEstimateField("minutesPerInquiry", "-0")
    expect(read.ok && Object.is(read.value, 0)).toBe(true)
  })

  it("asks for a field left empty or blank", () => {
    expect(readEstimateField("hourlyCost", "")).toEqual({ ok: false, problem: { kind: "required" } })
    expect(readEstimateField("hourlyCost", "   ")).toEqual({ ok: false, problem: { kind: "required" } })
  })

  it.each(["abc", "12abc", "1e5", "Infinity", "NaN", "0x10", "12,00", "1,2345", ",500", "1.2.3", "--3", "-", "."])(
    "refuses %j as not a number",
    (text) => {
      expect(readEstimateField("inquiriesPerMonth", text)).toEqual({ ok: false, problem: { kind: "not-a-number" } })
    },
  )

  it("refuses figures below a field's minimum, saying the minimum", () => {
    expect(readEstimateField("inquiriesPerMonth", "-3")).toEqual({ ok: false, problem: { kind: "too-small", min: 0 } })
    expect(readEstimateField("hourlyCost", "0")).toEqual({ ok: false, problem: { kind: "too-small", min: 1 } })
  })

  it("refuses figures above a field's maximum, saying the maximum", () => {
    expect(readEstimateField("inquiriesPerMonth", "100,001")).toEqual({
      ok: false,
      problem: { kind: "too-large", max: 100_000 },
    })
    expect(readEstimateField("minutesPerInquiry", "241")).toEqual({
      ok: false,
      problem: { kind: "too-large", max: 240 },
    })
    expect(readEstimateField("firstResponseHours", "168.5")).toEqual({
      ok: false,
      problem: { kind: "too-large", max: 168 },
    })
    expect(readEstimateField("hourlyCost", "9".repeat(400))).toEqual({
      ok: false,
      problem: { kind: "too-large", max: 500 },
    })
  })

  it("refuses fractions where only whole numbers make sense", () => {
    expect(readEstimateField("inquiriesPerMonth", "7.5")).toEqual({ ok: false, problem: { kind: "not-whole" } })
    expect(readEstimateField("hourlyCost", "45.50")).toEqual({ ok: false, problem: { kind: "not-whole" } })
  })

  it("accepts every field's limits themselves", () => {
    for (const field of estimateFields) {
      const { min, max } = estimateLimits[field]
      expect(readEstimateField(field, String(min))).toEqual({ ok: true, value: min })
      expect(readEstimateField(field, max.toLocaleString("en-US"))).toEqual({ ok: true, value: max })
    }
  })

  it("names the problem of every field that has one, and only those", () => {
    expect(
      readEstimateInput({
        ...typed,
        inquiriesPerMonth: "",
        minutesPerInquiry: "1e5",
        hourlyCost: "-3",
        firstResponseHours: "200",
      }),
    ).toEqual({
      ok: false,
      problems: {
        inquiriesPerMonth: { kind: "required" },
        minutesPerInquiry: { kind: "not-a-number" },
        hourlyCost: { kind: "too-small", min: 1 },
        firstResponseHours: { kind: "too-large", max: 168 },
      },
    })
  })
})

describe("choosing the plan", () => {
  it.each([
    [39.99, "starter"],
    [40, "growth"],
    [40.01, "growth"],
    [399.99, "growth"],
    [400, "enterprise"],
    [400.01, "enterprise"],
  ] as const)("a saving of %s hours a month fits %s", (hours, plan) => {
    expect(estimateSavings(savingHours(hours), allInquiryTime, plans).plan).toBe(plan)
  })

  it("counts a saving that is 40 hours on paper as 40, though binary fractions make it 39.999…", () => {
    // 373 × 6 / 60 = 37.3 h × 0.55 (mid share) = 20.515; 10 × 4.33 = 43.3 h × 0.45 = 19.485; together 40.
    const estimate = estimateSavings(visitor(373, 6, 10, 50), assumptions, plans)
    expect((estimate.hoursSaved.low + estimate.hoursSaved.high) / 2).not.toBe(40)
    expect(estimate.plan).toBe("growth")
  })

  it("follows the agency's thresholds, which come from its content file", () => {
    const later = { ...allInquiryTime, planHours: { growthFrom: 60, enterpriseFrom: 600 } }
    expect(estimateSavings(savingHours(50), later, plans).plan).toBe("starter")
    expect(estimateSavings(savingHours(500), later, plans).plan).toBe("growth")
  })

  it("treats a plan whose fees are custom, missing or unpriceable as custom pricing", () => {
    const brokerage = visitor(600, 10, 20, 45)
    const custom = { payback: { kind: "custom-pricing" }, firstYearReturn: { kind: "custom-pricing" } }
    const withoutGrowth = plans.filter((plan) => plan.id !== "growth")
    expect(estimateSavings(brokerage, assumptions, withoutGrowth)).toMatchObject({
      plan: "growth",
      fees: null,
      ...custom,
    })
    const quoted: PlanFees[] = [...withoutGrowth, { id: "growth", setupFee: usd(3500), monthlyFee: null }]
    expect(estimateSavings(brokerage, assumptions, quoted)).toMatchObject({ fees: null, ...custom })
    const free: PlanFees[] = [...withoutGrowth, { id: "growth", setupFee: usd(0), monthlyFee: usd(0) }]
    expect(estimateSavings(brokerage, assumptions, free)).toMatchObject({ fees: null, ...custom })
    expect(estimateSavings(brokerage, assumptions, free).bands.firstYearReturn).toBe("custom")
  })
})

describe("payback", () => {
  it("is not within the first year when the saving never covers the monthly fee", () => {
    // 2 h a week × 4.33 × 0.3..0.6 = 2.598..5.196 h × $50 = $129.90..$259.80 a month, under Starter's $500.
    const estimate = estimateSavings(visitor(0, 0, 2, 50), assumptions, plans)
    expect(estimate.payback).toEqual({ kind: "not-within-first-year" })
    expect(percentOf(estimate).percent.high).toBeLessThan(0)
  })

  it("ends the slow case at 12 months when only the fast case pays back within the year", () => {
    // 9 h a week × 4.33 = 38.97 h × 0.3..0.6 = 11.691..23.382 h × $50 = $584.55..$1,169.10 a month.
    // Fastest: −207.725, +84.55, +376.825 (253.65), +669.1 (922.75), +669.1 (1,591.85 ≥ 999):
    //   (999 − 922.75) / 669.1 = 0.11: 4.11, so 4.5.
    // Slowest: −353.86, −207.725, −61.59 (−623.175), then +84.55 for 9 months: 137.775 < 999 by month 12.
    const estimate = estimateSavings(visitor(0, 0, 9, 50), assumptions, plans)
    expect(estimate.payback).toEqual({ kind: "months", months: { low: 4.5, high: 12 } })
  })

  it("shows a payback that ends exactly with a month as that month, though binary fractions overshoot it", () => {
    // 28 inquiries × 30 / 60 = 14 h × 0.7 = 9.8 h × $170 = $1,666 a month at best (1,666.0000000000002 in binary).
    // Against $999 + $500: −83.5, +333 (249.5), +749.5 (999): paid back exactly at the end of month 3.
    const estimate = estimateSavings(visitor(28, 30, 0, 170), assumptions, plans)
    expect(estimate.payback).toMatchObject({ kind: "months", months: { low: 3 } })
  })

  it("rounds up to the half month, so a payback just past a month's end shows the next half month", () => {
    // Full savings from day one against $1,000 setup + $500 a month.
    const immediate = { ...allInquiryTime, adoptionRamp: [] }
    const roundFees: PlanFees[] = [{ id: "starter", setupFee: usd(1000), monthlyFee: usd(500) }]
    // 1,800 inquiry-minutes = 30 h × $50 = $1,500: a net 1,000 in month 1 pays back exactly 1,000: 1 month.
    const exact = estimateSavings(visitor(1800, 1, 0, 50), immediate, roundFees)
    expect(exact.payback).toEqual({ kind: "months", months: { low: 1, high: 1 } })
    // 1,799 inquiry-minutes = $1,499.17: a net 999.17, so month 2 covers 0.83 / 999.17 of itself: 1.001, so 1.5.
    const justPast = estimateSavings(visitor(1799, 1, 0, 50), immediate, roundFees)
    expect(justPast.payback).toEqual({ kind: "months", months: { low: 1.5, high: 1.5 } })
    // 1,401 inquiry-minutes = $1,167.50: a net 667.50 pays back 1,000 in 1.498 months, which shows as 1.5, not 2.
    const withinHalf = estimateSavings(visitor(1401, 1, 0, 50), immediate, roundFees)
    expect(withinHalf.payback).toEqual({ kind: "months", months: { low: 1.5, high: 1.5 } })
  })
})

describe("the adoption ramp", () => {
  const brokerage = visitor(600, 10, 20, 45)

  it("slows payback and lowers the first-year return compared with full savings from day one", () => {
    const ramped = estimateSavings(brokerage, assumptions, plans)
    const immediate = estimateSavings(brokerage, { ...assumptions, adoptionRamp: [] }, plans)
    // Day one, net of $1,000: 4,488.2 a month pays back 3,500 in 0.78 months, so 1; 1,969.1 in 1.78, so 2.
    expect(immediate.payback).toEqual({ kind: "months", months: { low: 1, high: 2 } })
    expect(ramped.payback).toEqual({ kind: "months", months: { low: 2.5, high: 4.5 } })
    // 12 full months instead of 10.5: (2,969.1 × 12 − 15,500) / 155 = 129.87% to
    // (5,488.2 × 12 − 15,500) / 155 = 324.89%.
    expectRange(percentOf(immediate).percent, (2969.1 * 12 - 15500) / 155, (5488.2 * 12 - 15500) / 155)
    expect(percentOf(immediate).percent.low).toBeGreaterThan(percentOf(ramped).percent.low)
    // The hours and dollars are those once fully running, whatever the ramp.
    expect(immediate.hoursSaved).toEqual(ramped.hoursSaved)
    expect(immediate.costSaved).toEqual(ramped.costSaved)
  })

  it("counts a ramp share above 1 as 1 and below 0 as 0", () => {
    const clamped = estimateSavings(brokerage, { ...assumptions, adoptionRamp: [2, -1] }, plans)
    const meant = estimateSavings(brokerage, { ...assumptions, adoptionRamp: [1, 0] }, plans)
    expect(clamped).toEqual(meant)
  })
})

describe("the first-year return beside the agency's average", () => {
  it("is above it when even the low end beats 295%", () => {
    // The law firm at $200 an hour: 17.794 h × 200 = 3,558.80; (3,558.8 × 10.5 − 6,999) / 69.99 = 433.90%.
    const firstYear = percentOf(estimateSavings(visitor(50, 30, 6, 200), assumptions, plans))
    expect(firstYear.percent.low).toBeCloseTo((3558.8 * 10.5 - 6999) / 69.99, 6)
    expect(firstYear.versusAverage).toBe("above")
  })

  it("is around it when 295% lies within the range", () => {
    expect(percentOf(estimateSavings(visitor(50, 30, 6, 80), assumptions, plans)).versusAverage).toBe("around")
  })

  it("is below it when even the high end falls short", () => {
    expect(percentOf(estimateSavings(visitor(600, 10, 20, 45), assumptions, plans)).versusAverage).toBe("below")
  })

  it("compares with the average the agency publishes", () => {
    const modest = { ...assumptions, averageRoiPercent: 100 }
    expect(percentOf(estimateSavings(visitor(600, 10, 20, 45), modest, plans)).versusAverage).toBe("above")
  })
})

describe("zeros and maxima", () => {
  it("saves nothing with nothing to automate: Starter, no payback, the fees lost", () => {
    const estimate = estimateSavings(visitor(0, 0, 0, 1), assumptions, plans)
    expect(estimate).toEqual({
      hoursSaved: { low: 0, high: 0 },
      costSaved: { low: 0, high: 0 },
      plan: "starter",
      fees: { setupFee: usd(999), monthlyFee: usd(500) },
      payback: { kind: "not-within-first-year" },
      firstYearReturn: { kind: "percent", percent: { low: -100, high: -100 }, versusAverage: "below" },
      bands: { hours: "0-20", firstYearReturn: "negative" },
    })
    expect(estimateSavings(visitor(0, 30, 0, 80), assumptions, plans).hoursSaved).toEqual({ low: 0, high: 0 })
    expect(estimateSavings(visitor(500, 0, 0, 80), assumptions, plans).hoursSaved).toEqual({ low: 0, high: 0 })
  })

  it("stays finite at every maximum: Enterprise, custom pricing", () => {
    const maxima = visitor(100_000, 240, 1000, 500)
    const estimate = estimateSavings({ ...maxima, firstResponseHours: 168 }, assumptions, plans)
    expect(nonFiniteNumbers(estimate)).toEqual([])
    // 400,000 h × 0.4 + 4,330 h × 0.3 = 161,299 h; × 0.7 and × 0.6: 282,598 h.
    expectRange(estimate.hoursSaved, 161_299, 282_598)
    expectRange(estimate.costSaved, 161_299 * 500, 282_598 * 500)
    expect(estimate).toMatchObject({ plan: "enterprise", fees: null, payback: { kind: "custom-pricing" } })
    expect(estimate.bands).toEqual({ hours: "400+", firstYearReturn: "custom" })
  })

  it("never shows NaN or Infinity, whatever the numbers, even from a caller that skipped reading them", () => {
    const oddValues = [0, 1, 7.5, 1e6, -5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]
    for (const first of oddValues) {
      for (const second of oddValues) {
        for (const hourlyCost of [1, 45, 500, 0, Number.NaN, Number.POSITIVE_INFINITY]) {
          for (const rules of [assumptions, allInquiryTime, { ...assumptions, adoptionRamp: [0, 0, 0, 0] }]) {
            const estimate = estimateSavings(visitor(first, second, first, hourlyCost), rules, plans)
            expect(nonFiniteNumbers(estimate)).toEqual([])
          }
        }
      }
    }
  })

  it("never shows NaN when the plans list odd fees", () => {
    const odd: PlanFees[] = [
      { id: "starter", setupFee: usd(Number.NaN), monthlyFee: usd(500) },
      { id: "growth", setupFee: usd(Number.MAX_VALUE), monthlyFee: usd(Number.MAX_VALUE) },
    ]
    for (const hours of [0, 10, 100, 1000]) {
      const estimate = estimateSavings(savingHours(hours), allInquiryTime, odd)
      expect(nonFiniteNumbers(estimate)).toEqual([])
      expect(estimate.fees).toBeNull()
    }
  })
})

describe("the agency's assumptions", () => {
  const lawFirm = visitor(50, 30, 6, 80)

  it("puts a range's ends in order and keeps shares between 0 and 1", () => {
    const swapped = { ...assumptions, inquiryShare: { low: 0.7, high: 0.4 }, repetitiveShare: { low: 0.6, high: 0.3 } }
    expect(estimateSavings(lawFirm, swapped, plans)).toEqual(estimateSavings(lawFirm, assumptions, plans))
    const beyond = { ...assumptions, inquiryShare: { low: -0.2, high: 1.5 }, repetitiveShare: { low: 0, high: 0 } }
    // 25 inquiry hours, of which 0 to all.
    expectRange(estimateSavings(lawFirm, beyond, plans).hoursSaved, 0, 25)
  })

  it.each([0, -4.33, Number.NaN, Number.POSITIVE_INFINITY, 43.3])("refuses %s weeks in a month, naming it", (weeks) => {
    expect(() => estimateSavings(lawFirm, { ...assumptions, weeksPerMonth: weeks }, plans)).toThrow(/weeksPerMonth/)
  })
})

describe("bands for analytics", () => {
  it.each([
    [0, "0-20"],
    [19.99, "0-20"],
    [20, "20-40"],
    [40, "40-100"],
    [99.99, "40-100"],
    [100, "100-200"],
    [200, "200-400"],
    [400, "400+"],
    [282_598, "400+"],
  ] as const)("puts %s hours a month in %s", (hours, band) => {
    expect(hoursBandOf(hours)).toBe(band)
    expect(estimateSavings(savingHours(hours), allInquiryTime, plans).bands.hours).toBe(band)
  })

  it.each([
    [-100, "negative"],
    [-0.01, "negative"],
    [0, "0-100"],
    [99.99, "0-100"],
    [100, "100-300"],
    [299.99, "100-300"],
    [300, "300+"],
    [5000, "300+"],
  ] as const)("puts a first-year return of %s%% in %s", (percent, band) => {
    expect(returnBandOf(percent)).toBe(band)
  })

  it("bands each estimate by the middle of its first-year return", () => {
    // Law firm at $40 an hour: (711.76 × 10.5 − 6,999) / 69.99 = 6.78% to
    // (1,323.52 × 10.5 − 6,999) / 69.99 = 98.56%.
    expect(estimateSavings(visitor(50, 30, 6, 40), assumptions, plans).bands.firstYearReturn).toBe("0-100")
    // Law firm at $200 an hour: 433.90% to 892.78%.
    expect(estimateSavings(visitor(50, 30, 6, 200), assumptions, plans).bands.firstYearReturn).toBe("300+")
  })
})

describe("roughly", () => {
  it("shows figures below 10 to the nearest whole number", () => {
    expect([0, 0.4, 2.5, 7.794, 9.4, 9.6].map((value) => roughly(value))).toEqual([0, 0, 3, 8, 9, 10])
  })

  it("shows months below 10 to the nearest half", () => {
    expect([0.2, 2.3, 2.5, 3.74, 9.8].map((value) => roughly(value, { nearest: 0.5 }))).toEqual([0, 2.5, 2.5, 3.5, 10])
  })

  it("shows larger figures to 2 significant figures", () => {
    expect([10, 17.794, 99.6, 121.96, 1234, 1423.52, 56_789, 141_299_000].map((value) => roughly(value))).toEqual([
      10, 18, 100, 120, 1200, 1400, 57_000, 140_000_000,
    ])
    expect([10.5, 11.5].map((value) => roughly(value, { nearest: 0.5 }))).toEqual([11, 12])
  })

  it("rounds negative figures the same way, and never to negative zero", () => {
    expect(roughly(-6.78)).toBe(-7)
    expect(roughly(-1234)).toBe(-1200)
    expect(Object.is(roughly(-0.3), 0)).toBe(true)
    expect(Object.is(roughly(-0), 0)).toBe(true)
  })

  it("refuses a figure that is not finite instead of showing a made-up one", () => {
    expect(() => roughly(Number.NaN)).toThrow(RangeError)
    expect(() => roughly(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
