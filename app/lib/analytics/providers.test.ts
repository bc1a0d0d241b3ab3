// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Queued } from "./events"

/*
 * What each provider receives: the page view with the visit's campaign, then each conversion
 * event with its properties, the ones queued before it started first. The collectors are replaced
 * by a recording `fetch`.
 */

const plausible = { provider: "plausible", domain: "www.example.com", apiHost: "https://plausible.io" } as const
const umami = {
  provider: "umami",
  websiteId: "4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50",
  apiHost: "https://stats.example.com",
} as const

let sent: { url: string; body: Record<string, unknown>; keepalive?: boolean }[]

beforeEach(() => {
  sent = []
  vi.resetModules()
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
    },
  )
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown>, keepalive: init.keepalive })
      return Promise.resolve(new Response(null, { status: 202 }))
    }),
  )
  window.sessionStorage.setItem("campaign", JSON.stringify({ utm_source: "google", utm_campaign: "ai-agents" }))
  // A tap on the hero's booking link before the provider loaded, queued as the link itself.
  document.body.innerHTML = `<section data-where="hero"><a href="https://cal.example/x" target="_blank" data-booking-link>Book</a></section>`
  window.siteEvents = [document.querySelector("a") as Element] satisfies Queued[]
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

async function start(analytics: typeof plausible | typeof umami) {
  const { startAnalytics } = await import("./providers")
  await startAnalytics({ analytics, demoVideoUrl: "https://www.youtube.com/watch?v=demo", voice: { vendor: "none" } })
  window.siteEvents?.push(["faq_opened", { question: "setup-time" }])
}

describe("Plausible", () => {
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
