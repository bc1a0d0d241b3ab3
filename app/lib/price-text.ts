import type { Locale } from "~/config/locales"
import type { Money, PricingPlan, ServicePricing } from "~/content/types"
import { priceWords } from "virtual:content/priceWords"
import { formatMoney, investmentText, monthlyText, servicePriceText } from "./format"

/** The words around prices in each language (the interface words' price labels). */
export const priceLabelsIn = (locale: Locale) => priceWords[locale]

/** "$1,000/month", "$1,000/mes" */
export const formatMonthly = (fee: Money, locale: Locale) => monthlyText(fee, priceLabelsIn(locale))

/** "$18,000 setup + $1,200/month": what a client story's client paid. */
export const formatInvestment = (investment: { setupFee: Money; monthlyFee: Money }, locale: Locale) =>
  investmentText(investment, priceLabelsIn(locale))

/** "Starting at $500/month", or "Custom pricing". */
export const formatServicePrice = (pricing: ServicePricing, locale: Locale) =>
  servicePriceText(pricing, priceLabelsIn(locale))

/** "$1,000/month + $3,500 setup", or "Custom pricing": a plan's fees on one line. */
export const planPriceText = ({ price }: Pick<PricingPlan, "price">, locale: Locale) => {
  const labels = priceLabelsIn(locale)
  return price.kind === "fixed"
    ? `${monthlyText(price.monthlyFee, labels)} + ${formatMoney(price.setupFee)} ${labels.setupFee}`
    : labels.custom
}
