import type { Money } from "~/content/types"

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

/** "01" for 1: the numbering of process steps. */
export function formatStepNumber(value: number): string {
  return String(value).padStart(2, "0")
}
