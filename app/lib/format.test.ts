import { describe, expect, it } from "vitest"
import { formatDate, formatMoney, formatMonthly, formatServicePrice, formatStepNumber } from "./format"

describe("format", () => {
  it("writes whole US dollars with thousands separators", () => {
    expect(formatMoney({ amount: 999, currency: "USD" })).toBe("$999")
    expect(formatMoney({ amount: 3500, currency: "USD" })).toBe("$3,500")
    expect(formatMoney({ amount: 45000, currency: "USD" })).toBe("$45,000")
  })

  it("writes monthly fees and service prices as the site shows them", () => {
    expect(formatMonthly({ amount: 1000, currency: "USD" }, "en")).toBe("$1,000/month")
    expect(formatServicePrice({ kind: "from", monthlyFee: { amount: 750, currency: "USD" } }, "en")).toBe(
      "Starting at $750/month",
    )
    expect(formatServicePrice({ kind: "custom" }, "en")).toBe("Custom pricing")
  })

  it("writes prices and dates in Spanish as a US Spanish reader expects them", () => {
    expect(formatMonthly({ amount: 1000, currency: "USD" }, "es")).toBe("$1,000/mes")
    expect(formatServicePrice({ kind: "from", monthlyFee: { amount: 750, currency: "USD" } }, "es")).toBe(
      "Desde $750/mes",
    )
    expect(formatDate(new Date("2026-09-15"), "es")).toBe("15 de septiembre de 2026")
    expect(formatDate(new Date("2026-09-15"), "en")).toBe("September 15, 2026")
  })

  it("numbers steps with two digits", () => {
    expect(formatStepNumber(1)).toBe("01")
    expect(formatStepNumber(4)).toBe("04")
  })
})
