// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { analyticsDisclosureWords } from "~/content/interface/analytics"
import { analyticsDisclosureWords as spanishDisclosure } from "~/content/interface/es/analytics"
import { consentLifetimeMonths, removeAnalyticsCookies, storeConsent, storedConsent } from "./consent"

describe("the visitor's consent", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-03-15T10:00:00Z"))
  })
  afterEach(() => vi.useRealTimers())

  it("is remembered once given, and either choice can replace the other", () => {
    expect(storedConsent()).toBeNull()
    storeConsent("granted")
    expect(storedConsent()).toBe("granted")
    storeConsent("denied")
    expect(storedConsent()).toBe("denied")
  })

  it.each(["granted", "denied"] as const)("%s holds for 12 months to the day, then is asked for again", (choice) => {
    storeConsent(choice)
    vi.setSystemTime(new Date("2027-03-15T09:59:59Z"))
    expect(storedConsent()).toBe(choice)
    vi.setSystemTime(new Date("2027-03-15T10:00:00Z"))
    expect(storedConsent()).toBeNull()
  })

  it("is asked for again when it was kept without its date, as choices were before they expired", () => {
    localStorage.setItem("analytics-consent", "granted")
    expect(storedConsent()).toBeNull()
    localStorage.setItem("analytics-consent", JSON.stringify({ choice: "denied" }))
    expect(storedConsent()).toBeNull()
  })

  it("is asked for again when its date is still to come: the clock was wrong then, or is now", () => {
    storeConsent("granted")
    vi.setSystemTime(new Date("2026-03-14T10:00:00Z"))
    expect(storedConsent()).toBeNull()
  })

  it("is not read from anything but a choice and a date", () => {
    localStorage.setItem("analytics-consent", "yes")
    expect(storedConsent()).toBeNull()
    localStorage.setItem("analytics-consent", JSON.stringify({ choice: "yes", madeAt: "2026-03-15T09:00:00Z" }))
    expect(storedConsent()).toBeNull()
    localStorage.setItem("analytics-consent", JSON.stringify({ choice: "granted", madeAt: "last week" }))
    expect(storedConsent()).toBeNull()
  })
})

describe("the privacy policy", () => {
  it("says how long the choice is remembered, in each language, as long as the site keeps it", () => {
    const ga4 = { provider: "ga4", measurementId: "G-FIXTURE01" } as const
    expect(analyticsDisclosureWords(ga4, consentLifetimeMonths)).toContain(
      `Your choice, either one, is remembered in your browser for ${consentLifetimeMonths} months, and then the site asks again`,
    )
    expect(spanishDisclosure(ga4, consentLifetimeMonths)).toContain(
      `se recuerda en su navegador durante ${consentLifetimeMonths} meses`,
    )
  })
})

describe("removing Google Analytics' cookies", () => {
  it("removes _ga and _ga_<id>, and leaves every other cookie", () => {
    document.cookie = "_ga=GA1.1.1.1; Path=/"
    document.cookie = "_ga_FIXTURE01=GS1.1; Path=/"
    document.cookie = "campaign_seen=1; Path=/"
    removeAnalyticsCookies()
    expect(document.cookie).toBe("campaign_seen=1")
  })
})
