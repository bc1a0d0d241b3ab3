import { priceLabels } from "~/content/interface/price-labels"
import type { Money, ServicePricing } from "~/content/types"

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** "$1,000" for { amount: 1000, currency: "USD" }: whole dollars, US formatting. */
export function formatMoney({ amount, currency }: Money): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 })
    moneyFormats.set(currency, format)
  }
  return format.format(amount)
}

/** "$1,000/month" */
export function formatMonthly(fee: Money): string {
  return `${formatMoney(fee)}${priceLabels.perMonth}`
}

/** "$18,000 setup + $1,200/month": what a client story's client paid. */
export function formatInvestment({ setupFee, monthlyFee }: { setupFee: Money; monthlyFee: Money }): string {
  return `${formatMoney(setupFee)} ${priceLabels.setupFee} + ${formatMonthly(monthlyFee)}`
}

/** "Starting at $500/month", or "Custom pricing". */
export function formatServicePrice(pricing: ServicePricing): string {
  return pricing.kind === "from" ? `${priceLabels.startingAt} ${formatMonthly(pricing.monthlyFee)}` : priceLabels.custom
}

/** "01" for 1: the numbering of process steps. */
export function formatStepNumber(value: number): string {
  return String(value).padStart(2, "0")
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })

/** "September 15, 2026": content dates are days, kept in UTC so no time zone shifts them. */
export function formatDate(date: Date): string {
  return dateFormat.format(date)
}

/** "2026-09-15", for `<time datetime>` and structured data. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
