import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react"
import { newTabHintId } from "~/components/action-button"
import { SiteIcon } from "~/components/icon"
import { Section } from "~/components/layout/section"
import { buttonClassName } from "~/components/ui/button"
import { controlClassName } from "~/components/ui/form-field"
import type { Locale } from "~/config/locales"
import type { estimatorText } from "~/content/interface/estimator"
import type { Translation } from "~/content/interface/translation"
import type { EstimatorCopy } from "~/content/types"
import { bookingHref, newTabLinkProps } from "~/lib/actions"
import { track } from "~/lib/analytics/events"
import { cn } from "~/lib/cn"
import {
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
import { formatMoney } from "~/lib/format"

/** The fields in the order the visitor meets them. */
const fields: readonly EstimateField[] = [
  "inquiriesPerMonth",
  "minutesPerInquiry",
  "repetitiveHoursPerWeek",
  "hourlyCost",
  "firstResponseHours",
]

export type EstimatorSectionProps = {
  id?: string
  copy: EstimatorCopy
  words: Translation<typeof estimatorText>
  /** The plans' fees and names, from the plans file; Enterprise's fees are null (custom pricing). */
  plans: readonly (PlanFees & { name: string })[]
  averageRoiPercent: number
  locale: Locale
}

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 })

/** A figure as typed into a field: "1200" for 1200. */
const typedOf = (input: EstimateInput): Record<EstimateField, string> =>
  Object.fromEntries(fields.map((field) => [field, String(input[field])])) as Record<EstimateField, string>

/**
 * The savings estimator: the visitor's own figures (starting from an industry's), and what
 * automation could save them, which plan fits, the payback and the first-year return, updated as
 * they type (the arithmetic: lib/estimator.ts). Nothing leaves the browser until they book; the
 * booking calendar then opens with a summary of the estimate in its notes. Without JavaScript, the
 * first industry's estimate stands as a worked example, with the booking link.
 */
export function EstimatorSection({ id, copy, words, plans, averageRoiPercent, locale }: EstimatorSectionProps) {
  const [industryId, setIndustryId] = useState(copy.industries[0]?.id ?? "")
  const industry = copy.industries.find((entry) => entry.id === industryId) ?? copy.industries[0]
  const [typed, setTyped] = useState(() => typedOf(copy.industries[0]?.defaults ?? zeroInput))
  const read = useMemo(() => readEstimateInput(typed), [typed])
  const assumptions = { ...copy.assumptions, averageRoiPercent }
  const estimate = read.ok ? estimateSavings(read.input, assumptions, plans) : null
  const texts = estimate && read.ok ? describe(estimate, read.input, { words, plans, averageRoiPercent }) : null
  const fieldId = useId()
  const announcement = useAnnouncement(texts ? texts.summary : words.results.invalid)

  // Once a page, when the visitor has settled on figures of their own: the plan and the bands.
  const [changes, setChanges] = useState(0)
  const viewed = estimate ? eventOf(estimate) : null
  const viewedKey = viewed ? [viewed.plan, viewed.hours, viewed.return].join("|") : ""
  useEffect(() => {
    if (changes === 0 || !viewedKey) return
    const [plan = "", hours = "", yearReturn = ""] = viewedKey.split("|")
    const timer = window.setTimeout(() => {
      if (hasBeenViewed) return
      hasBeenViewed = true
      track("estimate_viewed", { plan, hours, return: yearReturn })
    }, 1500)
    return () => window.clearTimeout(timer)
  }, [changes, viewedKey])

  const change = (field: EstimateField) => (event: ChangeEvent<HTMLInputElement>) => {
    setChanges((current) => current + 1)
    setTyped((current) => ({ ...current, [field]: event.target.value }))
  }
  const chooseIndustry = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = copy.industries.find((entry) => entry.id === event.target.value)
    if (!chosen) return
    setChanges((current) => current + 1)
    setIndustryId(chosen.id)
    setTyped(typedOf(chosen.defaults))
  }

  const notes =
    texts && read.ok
      ? words.bookingNotes({
          industry: industry?.name ?? "",
          inquiries: count.format(read.input.inquiriesPerMonth),
          minutes: count.format(read.input.minutesPerInquiry),
          repetitiveHours: count.format(read.input.repetitiveHoursPerWeek),
          hourlyCost: formatMoney({ amount: read.input.hourlyCost, currency: "USD" }),
          hours: texts.hours,
          cost: texts.cost,
          plan: texts.plan,
          payback: texts.payback,
          firstYearReturn: texts.firstYearReturn,
        })
      : undefined

  return (
    <Section id={id} intro={copy} tone="muted" where="estimator">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <noscript>
          <p className="text-muted-foreground">{words.withoutScript(industry?.name ?? "")}</p>
          <dl className="mt-4 grid gap-3 rounded-card border border-border bg-card p-6">
            {fields.map((field) => (
              <div key={field} className="flex justify-between gap-4">
                <dt>{words.fields[field].label}</dt>
                <dd className="font-semibold">{`${count.format(Number(typed[field]))} ${words.fields[field].unit}`}</dd>
              </div>
            ))}
          </dl>
        </noscript>
        {/* A group, not a form: nothing is sent; the estimate follows each keystroke. */}
        <div
          role="group"
          aria-labelledby={`${fieldId}-inputs`}
          data-replaced-without-script=""
          className="rounded-card border border-border bg-card p-6 shadow-sm noscript:hidden"
        >
          <h3 id={`${fieldId}-inputs`} className="text-lg font-semibold">
            {words.inputsTitle}
          </h3>
          <div className="mt-4">
            <label htmlFor={`${fieldId}-industry`} className="mb-1.5 block text-sm font-semibold">
              {words.industry}
            </label>
            <select
              id={`${fieldId}-industry`}
              value={industryId}
              onChange={chooseIndustry}
              className={controlClassName}
            >
              {copy.industries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          {fields.map((field) => {
            const problem = read.ok ? undefined : read.problems[field]
            const limits = estimateLimits[field]
            const inputId = `${fieldId}-${field}`
            const hintId = `${inputId}-hint`
            const errorId = `${inputId}-error`
            return (
              <div key={field} className="mt-4">
                <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
                  {words.fields[field].label}
                </label>
                <div className="flex items-center gap-2">
                  <input
                    id={inputId}
                    name={field}
                    type="text"
                    inputMode={limits.step < 1 ? "decimal" : "numeric"}
                    autoComplete="off"
                    value={typed[field]}
                    onChange={change(field)}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
                    className={cn(controlClassName, "max-w-40")}
                  />
                  <span className="text-sm text-muted-foreground">{words.fields[field].unit}</span>
                </div>
                <p id={hintId} className="mt-1 text-xs text-muted-foreground">
                  {words.limits(count.format(limits.min), count.format(limits.max))}
                </p>
                {problem ? (
                  <p id={errorId} className="mt-1 text-sm font-medium text-danger">
                    {problemText(problem, words)}
                  </p>
                ) : null}
              </div>
            )
          })}
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <SiteIcon name="lock" className="size-4" />
            {words.privacy}
          </p>
        </div>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby={`${fieldId}-results`}
            className="rounded-card border border-primary bg-card p-6 shadow-sm"
          >
            <h3 id={`${fieldId}-results`} className="text-lg font-semibold">
              {words.results.title}
            </h3>
            {texts ? (
              <dl className="mt-4 grid gap-4">
                <Result label={words.results.hoursSaved} value={texts.hours} />
                <Result label={words.results.costSaved} value={texts.cost} />
                <Result label={words.results.plan} value={texts.plan} detail={texts.fees} />
                <Result label={words.results.payback} value={texts.payback} />
                <Result
                  label={words.results.firstYearReturn}
                  value={texts.firstYearReturn}
                  detail={texts.versusAverage}
                />
              </dl>
            ) : (
              <p className="mt-4 text-muted-foreground">{words.results.invalid}</p>
            )}
            {texts ? <p className="mt-4 text-sm text-muted-foreground">{texts.responseTime}</p> : null}
            <a
              href={bookingHref(notes ? { message: notes } : undefined, locale)}
              {...newTabLinkProps}
              aria-describedby={newTabHintId}
              onClick={() => {
                track("booking_opened", { where: "estimator" })
                if (estimate) track("estimate_booked", eventOf(estimate))
              }}
              className={buttonClassName({ size: "lg", className: "mt-6 w-full" })}
            >
              {words.book}
              <SiteIcon name="external-link" />
            </a>
          </section>
          <section aria-labelledby={`${fieldId}-method`}>
            <h3 id={`${fieldId}-method`} className="text-base font-semibold">
              {copy.method.title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{copy.method.text}</p>
          </section>
        </div>
      </div>
      {/* Said once the visitor stops typing, not at every key. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </Section>
  )
}

function Result({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tracking-tight">{value}</dd>
      {detail ? <dd className="text-sm text-muted-foreground">{detail}</dd> : null}
    </div>
  )
}

const zeroInput: EstimateInput = {
  inquiriesPerMonth: 0,
  minutesPerInquiry: 0,
  repetitiveHoursPerWeek: 0,
  hourlyCost: 1,
  firstResponseHours: 0,
}

/** The estimate in the page's words, each figure rounded as the page shows it. */
function describe(
  estimate: Estimate,
  input: EstimateInput,
  {
    words,
    plans,
    averageRoiPercent,
  }: {
    words: Translation<typeof estimatorText>
    plans: readonly (PlanFees & { name: string })[]
    averageRoiPercent: number
  },
) {
  const { results } = words
  const figure = (value: number) => count.format(roughly(value))
  const money = (value: number) => formatMoney({ amount: roughly(value), currency: "USD" })
  const months = (value: number) => count.format(roughly(value, { nearest: 0.5 }))
  const plan = plans.find((entry) => entry.id === estimate.plan)?.name ?? estimate.plan
  const hours = results.hours(figure(estimate.hoursSaved.low), figure(estimate.hoursSaved.high))
  const cost = results.cost(money(estimate.costSaved.low), money(estimate.costSaved.high))
  const fees = estimate.fees
    ? results.fees(
        formatMoney({ amount: estimate.fees.setupFee, currency: "USD" }),
        formatMoney({ amount: estimate.fees.monthlyFee, currency: "USD" }),
      )
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
    yearReturn.kind === "percent"
      ? results.versusAverage[yearReturn.versusAverage](String(averageRoiPercent))
      : undefined
  const responseTime = results.responseTime(count.format(input.firstResponseHours))
  const summary = [`${results.hoursSaved}: ${hours}`, `${results.costSaved}: ${cost}`, `${results.plan}: ${plan}`].join(
    ". ",
  )
  return { hours, cost, plan, fees, payback, firstYearReturn, versusAverage, responseTime, summary }
}

function problemText(problem: InputProblem, words: Translation<typeof estimatorText>): string {
  switch (problem.kind) {
    case "required":
      return words.problems.required
    case "not-a-number":
      return words.problems.notANumber
    case "too-small":
      return words.problems.tooSmall(count.format(problem.min))
    case "too-large":
      return words.problems.tooLarge(count.format(problem.max))
    case "not-whole":
      return words.problems.notWhole
  }
}

/** The estimate's plan and bands, as analytics receives them. */
const eventOf = (estimate: Estimate) => ({
  plan: estimate.plan,
  hours: estimate.bands.hours,
  return: estimate.bands.firstYearReturn,
})

/** Whether this page has recorded its estimate as viewed (one event a page). */
let hasBeenViewed = false

/** The text for the polite live region, once it has stayed the same for a moment. */
function useAnnouncement(text: string): string {
  const [said, setSaid] = useState("")
  const isFirst = useRef(true)
  useEffect(() => {
    // Nothing is announced for the figures the page opens with.
    if (isFirst.current) {
      isFirst.current = false
      return
    }
    const timer = window.setTimeout(() => setSaid(text), 800)
    return () => window.clearTimeout(timer)
  }, [text])
  return said
}
