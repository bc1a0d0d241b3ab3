// @vitest-environment jsdom
import { describe, expect, it } from "vitest"
import { eventsOfControl } from "./events"

/** What a tapped call to action records, told from the markup ActionButton renders. */
describe("eventsOfControl", () => {
  const settings = { demoVideoUrls: ["https://www.youtube.com/watch?v=demo"], hasVoice: true }
  const eventsOf = (html: string, options = settings) => {
    document.body.innerHTML = html
    const control = document.querySelector("[data-control]")
    if (!control) throw new Error("No control in the markup")
    return eventsOfControl(control, options)
  }

  it.each([
    [
      "a booking link in the hero",
      `<section data-where="hero"><a data-control href="https://cal.example/x" data-booking-link>Book</a></section>`,
      [["booking_opened", { where: "hero" }]],
    ],
    [
      "the demo link",
      `<section data-where="hero"><a data-control href="https://www.youtube.com/watch?v=demo">Watch Demo</a></section>`,
      [["demo_opened", { where: "hero" }]],
    ],
    [
      "a plan's button that starts a call",
      `<article data-where="plan"><a data-control href="https://cal.example/x" data-booking-link data-voice-call data-plan="growth">Get Started</a></article>`,
      [
        ["plan_selected", { plan: "growth" }],
        ["voice_call_started", { where: "plan" }],
      ],
    ],
    [
      "the header's booking link",
      `<header><a data-control href="https://cal.example/x" data-booking-link>Book</a></header>`,
      [["booking_opened", { where: "header" }]],
    ],
    [
      "the phone menu's booking link",
      `<header><dialog><a data-control href="https://cal.example/x" data-booking-link>Book</a></dialog></header>`,
      [["booking_opened", { where: "menu" }]],
    ],
    [
      "the footer's email link",
      `<footer><a data-control href="mailto:hi@example.com">Email</a></footer>`,
      [["email_clicked", { where: "footer" }]],
    ],
    [
      "a phone link in a page's text",
      `<p><a data-control href="tel:+15125550142">Call</a></p>`,
      [["phone_clicked", { where: "page" }]],
    ],
    [
      "a link to another site that is not a call to action",
      `<a data-control href="https://example.com" target="_blank">Docs</a>`,
      [],
    ],
  ])("%s", (_, html, expected) => {
    expect(eventsOf(html)).toEqual(expected)
  })

  it("records no call for a voice control when no assistant is configured", () => {
    expect(eventsOf(`<button data-control data-voice-call>Chat</button>`, { ...settings, hasVoice: false })).toEqual([])
  })
})
