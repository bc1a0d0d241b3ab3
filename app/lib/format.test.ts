import { describe, expect, it } from "vitest"
import { formatMoney, formatMonthly, formatServicePrice, formatStepNumber } from "./format"

describe("format", () => {
  it("writes whole US dollars with thousands separators", () => {
    expect(formatMoney({ amount: 999, currency: "USD" })).toBe("$999")
    expect(formatMoney({ amount: 3500, currency: "USD" })).toBe("$3,500")
    expect(formatMoney({ amount: 45000, currency: "USD" })).toBe("$45,000")
  })

  it("writes monthly fees and service prices as the site shows them", () => {
    expect(formatMonthly({ amount: 1000, currency: "USD" })).toBe("$1,000/month")
    expect(formatServicePrice({ kind: "from", monthlyFee: { amount: 750, currency: "USD" } })).toBe(
      "Starting at $750/month",
    )
    expect(formatServicePrice({ kind: "custom" })).toBe("Custom pricing")
  })

  it("numbers steps with two digits", () => {
    expect(formatStepNumber(1)).toBe("01")
    expect(formatStepNumber(4)).toBe("04")
  })
})
