import { describe, expect, it } from "vitest"
import { formatDate, formatMoney, formatNumber, formatStepNumber } from "./format"
import { formatMonthly, formatServicePrice } from "./price-text"

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

  it("writes numbers as US English does, to two decimals at most, as Intl.NumberFormat would", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 })
    const values = [
      0, 1, 7.25, 7.5, 12.345, 999, 1000, 1234.5, 99_999.999, 100_000, 1_234_567.89, -45, -1000.5, 0.004, 1e15,
    ]
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value))
    for (let value = -5000; value <= 200_000; value += 73.37) expect(formatNumber(value)).toBe(intl.format(value))
    // Where Intl writes "-0", a visitor reads plain 0.
    for (const value of [-0, -0.004]) expect(formatNumber(value), String(value)).toBe("0")
  })

  it("writes negative and rounded dollar amounts as Intl.NumberFormat would", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })
    for (const amount of [0, 1, 999.5, 1234.4, 45_000, -1200, 12_345_678])
      expect(formatMoney({ amount, currency: "USD" }), String(amount)).toBe(intl.format(amount))
    expect(formatMoney({ amount: -0.4, currency: "USD" })).toBe("$0")
  })
})
