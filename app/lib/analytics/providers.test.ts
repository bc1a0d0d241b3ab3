// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { plausible, recordCollectors, umami, type Sent } from "~/test/collectors"
import type { Queued } from "./events"

/*
 * What each provider receives: the page view with the visit's campaign, then each conversion
 * event with its properties, the ones queued before it started first. The collectors are replaced
 * by a recording `fetch`.
 */

let sent: Sent[]

beforeEach(() => {
  sent = recordCollectors()
  vi.resetModules()
  window.sessionStorage.setItem("campaign", JSON.stringify({ utm_source: "google", utm_campaign: "ai-agents" }))
  // A tap on the hero's booking link before the provider loaded, queued as the link itself.
  document.body.innerHTML = `<section data-where="hero"><a href="https://cal.example/x" target="_blank" data-booking-link>Book</a></section>`
  window.siteEvents = [document.querySelector("a") as Element] satisfies Queued[]
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

/** A campaign link that also carries the visitor's address, followed from another site's page with a query. */
function openCampaignPageFromElsewhere() {
  window.history.replaceState(null, "", "/?email=a%40b.com&utm_source=news#top")
  Object.defineProperty(document, "referrer", {
    value: "https://news.example.com/issue/12?subscriber=a%40b.com",
    configurable: true,
  })
}

function leavePage() {
  window.history.replaceState(null, "", "/")
  Reflect.deleteProperty(document, "referrer")
}

async function start(analytics: typeof plausible | typeof umami) {
  const { startAnalytics } = await import("./providers")
  const askForConsent = () => Promise.reject(new Error("a cookieless provider asks for no consent"))
  await startAnalytics(
    {
      analytics,
      demoVideoUrl: { en: "https://www.youtube.com/watch?v=demo", es: "https://www.youtube.com/watch?v=demo" },
      voice: { vendor: "none" },
      // Speed is measured on no page view here (providers-web-vitals.test.ts has it).
      webVitalsSampleRate: 0,
    },
    askForConsent,
  )
  window.siteEvents?.push(["faq_opened", { question: "setup-time" }])
}

describe("Plausible", () => {
  // The tracker can be started once per page: one test has it.
  beforeEach(openCampaignPageFromElsewhere)
  afterEach(leavePage)

  it("sends the page view with the visit's campaign, then the queued and later events, to the configured server", async () => {
    await start(plausible)
    expect(sent.map(({ url, body }) => [url, body.n, body.d, body.p])).toEqual([
      [
        "https://plausible.io/api/event",
        "pageview",
        "www.example.com",
        { utm_source: "google", utm_campaign: "ai-agents" },
      ],
      ["https://plausible.io/api/event", "booking_opened", "www.example.com", { where: "hero" }],
      ["https://plausible.io/api/event", "faq_opened", "www.example.com", { question: "setup-time" }],
    ])
    expect(sent.every((request) => request.keepalive)).toBe(true)
    // Of the page's address, only its campaign; of the referrer, only its origin and path.
    expect(sent.map(({ body }) => [body.u, body.r])).toEqual(
      Array(3).fill([`${location.origin}/?utm_source=news`, "https://news.example.com/issue/12"]),
    )
    expect(JSON.stringify(sent)).not.toMatch(/a%40b|a@b|#top/)
  })
})

describe("Umami", () => {
  it("sends the page view and each event to its collection API with the website's id", async () => {
    await start(umami)
    expect(sent.map(({ url, body }) => [url, body.type, (body.payload as Record<string, unknown>).name])).toEqual([
      ["https://stats.example.com/api/send", "event", undefined],
      ["https://stats.example.com/api/send", "event", "booking_opened"],
      ["https://stats.example.com/api/send", "event", "faq_opened"],
    ])
    expect(sent[0]?.body.payload).toMatchObject({
      website: umami.websiteId,
      url: "/",
      data: { utm_source: "google", utm_campaign: "ai-agents" },
    })
    expect(sent[1]?.body.payload).toMatchObject({ name: "booking_opened", data: { where: "hero" } })
  })
})

describe("the addresses a provider receives", () => {
  it.each([
    ["/?email=a%40b.com&utm_source=news", "/?utm_source=news"],
    ["/services?utm_medium=email&ref=x&utm_campaign=spring#pricing", "/services?utm_medium=email&utm_campaign=spring"],
    ["/contact?name=Ana+Ruiz", "/contact"],
    ["/#faq", "/"],
  ])("of the page %s, keep its campaign only: %s", async (page, expected) => {
    const { pageAddress } = await import("./providers")
    expect(pageAddress(`https://www.example.com${page}`)).toBe(`https://www.example.com${expected}`)
  })

  it.each([
    ["https://news.example.com/issue/12?subscriber=a%40b.com#top", "https://news.example.com/issue/12"],
    ["https://www.example.com/?email=a%40b.com&utm_source=news", "https://www.example.com/"],
    ["https://www.google.com/", "https://www.google.com/"],
    ["android-app://com.google.android.gm/", ""],
    ["", ""],
  ])("of the referrer %j, keep its origin and path: %j", async (referrer, expected) => {
    const { referrerAddress } = await import("./providers")
    expect(referrerAddress(referrer)).toBe(expected)
  })

  describe("on a page whose address carries more than a campaign, reached from another site", () => {
    beforeEach(openCampaignPageFromElsewhere)
    afterEach(leavePage)

    it("Umami gets the page with its campaign and the referrer's origin and path, never the rest", async () => {
      await start(umami)
      const payloads = sent.map(({ body }) => body.payload as Record<string, unknown>)
      expect(payloads.map(({ url, referrer }) => [url, referrer])).toEqual(
        Array(3).fill(["/?utm_source=news", "https://news.example.com/issue/12"]),
      )
      expect(JSON.stringify(sent)).not.toMatch(/a%40b|a@b|#top/)
    })
  })
})

describe("a browser that asks not to be tracked", () => {
  it.each([
    ["Global Privacy Control", "globalPrivacyControl", true],
    ["Do Not Track", "doNotTrack", "1"],
  ])("with %s on, sends nothing at all and drops the queue", async (_, signal, value) => {
    Object.defineProperty(window.navigator, signal, { value, configurable: true })
    try {
      await start(plausible)
      await start(umami)
      expect(sent).toEqual([])
    } finally {
      Reflect.deleteProperty(window.navigator, signal)
    }
  })
})
