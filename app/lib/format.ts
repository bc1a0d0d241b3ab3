import { localeInfo, type Locale } from "~/config/locales"
import type { priceWords } from "~/content/interface/prices"
import type { Translation } from "~/content/interface/translation"
import type { Money, ServicePricing } from "~/content/types"

/* Imports no words (each format takes its `labels`), so tests outside the build can use it as the pages do. */

type PriceLabels = Translation<typeof priceWords>

/**
 * "1,200", "7.25": US formatting, which US Spanish readers expect too. Not Intl.NumberFormat, whose first use loads
 * the browser's number data: about 165 ms on a 4x slower phone (docs/decisions/021-estimator-without-react.md).
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100
  const [whole = "0", fraction = ""] = rounded.toFixed(2).split(".")
  const decimals = fraction.replace(/0+$/, "")
  const sign = value < 0 && rounded > 0 ? "-" : ""
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${decimals ? `.${decimals}` : ""}`
}

/** "$1,000": whole dollars. */
export function formatMoney({ amount }: Money): string {
  const dollars = formatNumber(Math.round(amount))
  return dollars.startsWith("-") ? `-$${dollars.slice(1)}` : `$${dollars}`
}

/** "$1,000/month", "$1,000/mes" */
export function monthlyText(fee: Money, labels: PriceLabels): string {
  return `${formatMoney(fee)}${labels.perMonth}`
}

/** "$18,000 setup + $1,200/month": what a client story's client paid. */
export function investmentText({ setupFee, monthlyFee }: { setupFee: Money; monthlyFee: Money }, labels: PriceLabels) {
  return `${formatMoney(setupFee)} ${labels.setupFee} + ${monthlyText(monthlyFee, labels)}`
}

/** "Starting at $500/month", or "Custom pricing". */
export function servicePriceText(pricing: ServicePricing, labels: PriceLabels): string {
  return pricing.kind === "from" ? `${labels.startingAt} ${monthlyText(pricing.monthlyFee, labels)}` : labels.custom
}

/** Only ever raised: a capital cannot safely be lowered (CRM, HubSpot), so words start lowercase. */
export const sentenceStart = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** "01" for 1: the numbering of process steps. */
export function formatStepNumber(value: number): string {
  return String(value).padStart(2, "0")
}

/**
 * Content dates are days, kept in UTC so no time zone shifts them. The format is made once a language: making it
 * per date took a build with a thousand posts a language about two seconds.
 */
export function formatDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].lang, { dateStyle: "long", timeZone: "UTC" })
    dateFormats.set(locale, format)
  }
  return format.format(date)
}
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** "2026-09-15", for `<time datetime>` and structured data. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
