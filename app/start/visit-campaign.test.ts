// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { campaignStorageKey, rememberedCampaign } from "~/lib/campaign"
import { install } from "~/test/install"
import { bookingLinkAttribute, bookingSourceAttribute } from "~/lib/data-attributes"
import { keepVisitCampaign } from "./visit-campaign"

const bookingLink = `<a href="https://cal.example/acme?month=5" ${bookingLinkAttribute}>Book a call</a>`

let leavePage = () => {}
/**
 * A page of the visit, from its address: the start-up script runs there, the last page's is gone. A page
 * written for one kind of buyer names itself as the visit's source (`source`), as its layout does on <body>.
 */
function landOn(address: string, source?: string) {
  leavePage()
  window.history.replaceState(null, "", address)
  if (source) document.body.setAttribute(bookingSourceAttribute, source)
  else document.body.removeAttribute(bookingSourceAttribute)
  leavePage = install(keepVisitCampaign)
}

describe("the visit's campaign", () => {
  beforeAll(() => {
    // Links stay where they are: following one would leave the test's page.
    document.addEventListener("click", (event) => event.preventDefault())
  })
  afterEach(() => {
    leavePage()
    window.history.replaceState(null, "", "/")
    sessionStorage.clear()
    document.body.replaceChildren()
    document.body.removeAttribute(bookingSourceAttribute)
  })

  it("keeps the landing address's campaign where the contact form's booking link reads it", () => {
    landOn("/?utm_source=google&utm_medium=cpc&utm_campaign=ai-agents&ref=x")
    expect(rememberedCampaign()).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "ai-agents" })

    // A page without a campaign keeps it; a later campaign landing replaces it.
    landOn("/services")
    expect(rememberedCampaign()).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "ai-agents" })
    landOn("/?utm_source=newsletter&utm_medium=email")
    expect(rememberedCampaign()).toEqual({ utm_source: "newsletter", utm_medium: "email" })
  })

  it("keeps at most 200 characters of a value, without the spaces around it", () => {
    landOn(`/?utm_source=%20${"x".repeat(300)}%20`)
    expect(rememberedCampaign()).toEqual({ utm_source: "x".repeat(200) })
  })

  it("adds the campaign to the landing page's booking links once the page is parsed", () => {
    landOn("/?utm_source=google&utm_campaign=ai-agents")
    document.body.innerHTML = bookingLink
    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(document.querySelector("a")?.href).toBe(
      "https://cal.example/acme?month=5&utm_source=google&utm_campaign=ai-agents",
    )
  })

  it("adds it on a later page when a booking link is followed, and to no other link", () => {
    landOn("/?utm_source=newsletter")
    landOn("/services")
    document.body.innerHTML = `${bookingLink}<a href="https://example.com/elsewhere">Elsewhere</a>`
    const [booking, other] = document.querySelectorAll("a")
    booking?.click()
    other?.click()
    expect(booking?.href).toBe("https://cal.example/acme?month=5&utm_source=newsletter")
    expect(other?.href).toBe("https://example.com/elsewhere")
  })

  it("on a page without a campaign, touches storage only when a booking link is followed", () => {
    landOn("/?utm_source=newsletter")
    const getItem = vi.spyOn(Storage.prototype, "getItem")
    const setItem = vi.spyOn(Storage.prototype, "setItem")
    landOn("/services")
    document.body.innerHTML = bookingLink
    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(getItem).not.toHaveBeenCalled()
    expect(setItem).not.toHaveBeenCalled()

    document.querySelector("a")?.click()
    expect(getItem).toHaveBeenCalledWith(campaignStorageKey)
  })

  it("credits the visit's later bookings and leads to the last page that names itself, beside the campaign", () => {
    landOn("/?utm_source=newsletter&utm_content=spring-issue")
    landOn("/industries/legal", "industries/legal")
    expect(rememberedCampaign()).toEqual({ utm_source: "newsletter", utm_content: "industries/legal" })
    landOn("/contact")
    expect(rememberedCampaign()).toEqual({ utm_source: "newsletter", utm_content: "industries/legal" })
    landOn("/services/lead-generation", "services/lead-generation")
    expect(rememberedCampaign()).toEqual({ utm_source: "newsletter", utm_content: "services/lead-generation" })
  })

  it("leaves a link that names its page as it is, and adds the rest of the campaign", () => {
    landOn("/?utm_source=google&utm_content=ad-7")
    landOn("/services")
    document.body.innerHTML = `<a href="https://cal.example/acme?utm_content=industries%2Flegal" ${bookingLinkAttribute} ${bookingSourceAttribute}>Book</a>`
    const link = document.querySelector("a")
    link?.click()
    expect(Object.fromEntries(new URL(link?.href ?? "").searchParams)).toEqual({
      utm_content: "industries/legal",
      utm_source: "google",
    })
  })

  it("leaves a booking link as it is when storage holds no readable campaign", () => {
    landOn("/services")
    sessionStorage.setItem(campaignStorageKey, "{not json")
    document.body.innerHTML = bookingLink
    const link = document.querySelector("a")
    link?.click()
    expect(link?.getAttribute("href")).toBe("https://cal.example/acme?month=5")
  })
})
