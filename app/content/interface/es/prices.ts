import type { priceWords as english } from "../prices"
import type { Translation } from "../translation"

/** Words around prices (Spanish of ../prices.ts). */
export const priceWords = {
  startingAt: "Desde",
  perMonth: "/mes",
  perMonthLong: "al mes",
  /** After the amount: "$3,500 de implementación". */
  setupFee: "de implementación",
  custom: "Precio a la medida",
  customDetail: "Según las necesidades de su negocio",
  mostPopular: "Más popular",
} as const satisfies Translation<typeof english>
