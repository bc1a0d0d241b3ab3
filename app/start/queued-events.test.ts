// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import type { Queued } from "~/lib/analytics/events"
import { holdEarlyTaps } from "./held-taps"
import {
  actionsReadyAttribute,
  actionsReadyEvent,
  holdUntilReadyAttribute,
  voiceCallAttribute,
} from "~/lib/data-attributes"
import { queueConversionTaps } from "./queued-events"

/** The one element `selector` finds in the test's document. */
function the<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`No ${selector} in the document`)
  return element
}

const queued = () => window.siteEvents as Queued[]

describe("the conversion events queued before the provider's module runs", () => {
  beforeAll(() => {
    // In the order body-start.ts installs them: taps are held before they are counted.
    holdEarlyTaps()
    queueConversionTaps()
  })
  afterEach(() => {
    document.body.replaceChildren()
    document.documentElement.removeAttribute(actionsReadyAttribute)
    window.siteEvents = [] as Queued[]
  })

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
    document.body.innerHTML = `<button type="button" ${voiceCallAttribute} ${holdUntilReadyAttribute}>Chat with AI Assistant</button>`
    the("button").click()
    expect(queued()).toEqual([])
    document.documentElement.setAttribute(actionsReadyAttribute, "")
    document.dispatchEvent(new Event(actionsReadyEvent))
    expect(queued()).toEqual([the("button")])
  })

  it("starts the queue when the page has none yet, and hands a started provider each tap at once", () => {
    delete window.siteEvents
    document.body.innerHTML = `<a href="mailto:hello@example.com">Email</a>`
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener("click", stay)
    the("a").click()
    expect(queued()).toEqual([the("a")])

    const sent: Queued[] = []
    window.siteEvents = { push: (...items: Queued[]) => sent.push(...items) }
    the("a").click()
    document.removeEventListener("click", stay)
    expect(sent).toEqual([the("a")])
  })
})
