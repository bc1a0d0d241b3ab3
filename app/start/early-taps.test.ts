// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import earlyTaps from "./early-taps.js?raw"

/** The one element `selector` finds in the test's document. */
function the<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`No ${selector} in the document`)
  return element
}
import { rememberedCampaign } from "~/lib/campaign"
import type { Queued } from "~/lib/analytics/events"
import { actionAttributes, actionsReadyEvent, voiceModuleTemplateId } from "./page-actions"

describe("early-taps.js", () => {
  beforeAll(() => {
    // As the page runs it: a classic script, at the top of the body, in a build with analytics.
    new Function("__ANALYTICS__", earlyTaps)(true)
  })
  afterEach(() => {
    document.body.replaceChildren()
    document.documentElement.removeAttribute(actionAttributes.actionsReady)
    window.siteEvents = [] as Queued[]
  })

  it("names the attributes and the event as page-actions.ts defines them", () => {
    expect(earlyTaps).toContain(actionAttributes.holdUntilReady)
    expect(earlyTaps).toContain(actionAttributes.actionsReady)
    expect(earlyTaps).toContain(actionsReadyEvent)
    expect(earlyTaps).toContain(`"${voiceModuleTemplateId}"`)
    expect(earlyTaps).toContain(actionAttributes.bookingLink)
  })

  it("holds a tap on a button of an island that has not hydrated, and replays it once when it has", () => {
    document.body.innerHTML = `<astro-island ssr><button type="button">Next testimonial</button></astro-island>`
    const island = the("astro-island")
    const button = the("button")
    const handled = vi.fn()
    island.addEventListener("click", handled)

    button.click()
    expect(handled).not.toHaveBeenCalled()

    island.removeAttribute("ssr")
    island.dispatchEvent(new CustomEvent("astro:hydrate"))
    expect(handled).toHaveBeenCalledTimes(1)

    // Once hydrated, taps go straight through.
    button.click()
    expect(handled).toHaveBeenCalledTimes(2)
  })

  it("replays two early taps as two, not one and not four", () => {
    document.body.innerHTML = `<astro-island ssr><button type="button">Next testimonial</button></astro-island>`
    const island = the("astro-island")
    const handled = vi.fn()
    island.addEventListener("click", handled)
    the("button").click()
    the("button").click()
    island.removeAttribute("ssr")
    island.dispatchEvent(new CustomEvent("astro:hydrate"))
    expect(handled).toHaveBeenCalledTimes(2)
  })

  it("holds a voice control until the page's script is ready", () => {
    document.body.innerHTML = `<button type="button" ${actionAttributes.holdUntilReady}>Chat with AI Assistant</button>`
    const button = the("button")
    const handled = vi.fn()
    document.body.addEventListener("click", handled)

    button.click()
    expect(handled).not.toHaveBeenCalled()

    document.documentElement.setAttribute(actionAttributes.actionsReady, "")
    document.dispatchEvent(new Event(actionsReadyEvent))
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it("never holds links, nor buttons that need no script", () => {
    document.body.innerHTML = `<astro-island ssr><a href="#faq">FAQ</a></astro-island><button type="button">Menu</button>`
    const handled = vi.fn((event: Event) => event.preventDefault())
    document.body.addEventListener("click", handled)
    the("a").click()
    the("body > button").dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(handled).toHaveBeenCalledTimes(2)
  })

  it("keeps the landing address's campaign where the contact form's booking link reads it", () => {
    window.history.replaceState(null, "", "/?utm_source=google&utm_medium=cpc&utm_campaign=ai-agents&ref=x")
    new Function("__ANALYTICS__", earlyTaps)(false)
    expect(rememberedCampaign()).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "ai-agents" })

    // A page without a campaign keeps it; a later campaign landing replaces it.
    window.history.replaceState(null, "", "/services")
    new Function("__ANALYTICS__", earlyTaps)(false)
    expect(rememberedCampaign()).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "ai-agents" })
    window.history.replaceState(null, "", "/?utm_source=newsletter&utm_medium=email")
    new Function("__ANALYTICS__", earlyTaps)(false)
    expect(rememberedCampaign()).toEqual({ utm_source: "newsletter", utm_medium: "email" })
    window.history.replaceState(null, "", "/")
    window.sessionStorage.clear()
  })

  describe("with analytics configured", () => {
    const queued = () => window.siteEvents as Queued[]

    it("queues each tapped call to action, as the element, for the provider's module to name", () => {
      document.body.innerHTML = `
        <a href="https://cal.example/x" target="_blank" data-booking-link>Book <svg></svg></a>
        <a href="mailto:hello@example.com">Email</a>
        <a href="tel:+15125550142">Call</a>
        <a href="/services">Services</a>`
      const stay = (event: Event) => event.preventDefault()
      document.addEventListener("click", stay)
      the("svg").dispatchEvent(new MouseEvent("click", { bubbles: true }))
      the("a[href^=mailto]").click()
      the("a[href^=tel]").click()
      the("a[href='/services']").click()
      document.removeEventListener("click", stay)
      expect(queued()).toEqual([the("a[data-booking-link]"), the("a[href^=mailto]"), the("a[href^=tel]")])
    })

    it("counts a held voice tap once, when it is replayed", () => {
      document.body.innerHTML = `<button type="button" ${actionAttributes.voiceCall} ${actionAttributes.holdUntilReady}>Chat with AI Assistant</button>`
      the("button").click()
      expect(queued()).toEqual([])
      document.documentElement.setAttribute(actionAttributes.actionsReady, "")
      document.dispatchEvent(new Event(actionsReadyEvent))
      expect(queued()).toEqual([the("button")])
    })

    it("names the voice control as page-actions.ts defines it", () => {
      expect(earlyTaps).toContain(actionAttributes.voiceCall)
    })
  })
})
