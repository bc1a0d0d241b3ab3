// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest"
import { removeAnalyticsCookies, storeConsent, storedConsent } from "./consent"

describe("the visitor's consent", () => {
  beforeEach(() => localStorage.clear())

  it("is remembered once given, and either choice can replace the other", () => {
    expect(storedConsent()).toBeNull()
    storeConsent("granted")
    expect(storedConsent()).toBe("granted")
    storeConsent("denied")
    expect(storedConsent()).toBe("denied")
  })

  it("is not read from anything but a choice", () => {
    localStorage.setItem("analytics-consent", "yes")
    expect(storedConsent()).toBeNull()
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
