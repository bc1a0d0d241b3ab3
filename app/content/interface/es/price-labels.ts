import type { priceLabels as english } from "../price-labels"
import type { Translation } from "../translation"

/** Words around prices (Spanish of ../price-labels.ts). */
export const priceLabels = {
  startingAt: "Desde",
  perMonth: "/mes",
  perMonthLong: "al mes",
  /** After the amount: "$3,500 de implementación". */
  setupFee: "de implementación",
  custom: "Precio a la medida",
  customDetail: "Según las necesidades de su negocio",
  mostPopular: "Más popular",
} as const satisfies Translation<typeof english>
