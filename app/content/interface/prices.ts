/** Words around prices, used wherever a fee is shown. */
export const priceWords = {
  startingAt: "Starting at",
  perMonth: "/month",
  perMonthLong: "per month",
  setupFee: "setup",
  custom: "Custom pricing",
  customDetail: "Scoped to your business",
  mostPopular: "Most Popular",
} as const
