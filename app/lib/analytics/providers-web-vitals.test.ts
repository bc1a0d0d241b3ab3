// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { plausible, recordCollectors, umami, type Sent } from "~/test/collectors"
import type { AnalyticsSite } from "./providers"
import type { WebVital } from "./events"

/*
 * A page's Web Vitals as each provider receives them: the measure, its value and rating, on the
 * page's path alone. The measuring itself (web-vitals.test.ts) is replaced by a stand-in that
 * hands the page's measures over when the test says the page is hidden; the collectors by a
 * recording `fetch`, and Google's tag by its command queue. A file of its own: Plausible's
 * tracker can be started once per test file.
 */

const ga4 = { provider: "ga4", measurementId: "G-FIXTURE01" } as const

const vitals: WebVital[] = [
  { metric: "LCP", value: 1230, rating: "good", path: "/contact" },
  { metric: "CLS", value: 0.02, rating: "good", path: "/contact" },
  { metric: "INP", value: 240, rating: "needs-improvement", path: "/contact" },
]

let sent: Sent[]
/** What the measuring code was started with: each call hands over the page's measures, as its hiding does. */
let measuring: ((vitals: WebVital[]) => void)[]

beforeEach(() => {
  sent = recordCollectors()
  measuring = []
  vi.resetModules()
  vi.doMock("./web-vitals", () => ({
    measureWebVitals: vi.fn((send: (vitals: WebVital[]) => void) => measuring.push(send)),
  }))
  window.sessionStorage.setItem("campaign", JSON.stringify({ utm_source: "news" }))
  // A campaign link that also carries the visitor's address, followed from another site's page.
  window.history.replaceState(null, "", "/contact?email=a%40b.com&utm_source=news#form")
  Object.defineProperty(document, "referrer", {
    value: "https://news.example.com/issue/12?subscriber=a%40b.com",
    configurable: true,
  })
  window.siteEvents = []
})

afterEach(() => {
  vi.doUnmock("./web-vitals")
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
  window.localStorage.clear()
  window.history.replaceState(null, "", "/")
  Reflect.deleteProperty(document, "referrer")
  document.body.innerHTML = ""
})

async function start(analytics: AnalyticsSite["analytics"], webVitalsSampleRate: number) {
  const { startAnalytics } = await import("./providers")
  // The consent dialog as the analytics module gives it (a cookieless provider asks nothing).
  const askForConsent = async (onChoice: (choice: "granted" | "denied") => void) =>
    (await import("~/components/consent-dialog")).askForConsent(onChoice)
  await startAnalytics(
    {
      analytics,
      demoVideoUrl: { en: "https://www.youtube.com/watch?v=demo", es: "https://www.youtube.com/watch?v=demo" },
      voice: { vendor: "none" },
      webVitalsSampleRate,
    },
    askForConsent,
  )
}

/** Starts the provider on a page view in the sample, and waits for the measuring code it loads. */
async function startMeasured(analytics: AnalyticsSite["analytics"]) {
  await start(analytics, 1)
  await vi.waitFor(() => expect(measuring).toHaveLength(1))
  sent.length = 0
}

describe("the sample", () => {
  it.each([
    [0.1, 0.0999, true],
    [0.1, 0.1, false],
    [0.1, 0.75, false],
    [1, 0.9999, true],
    [0, 0, false],
  ])("with a rate of %d, a page view drawn at %d is measured: %s", async (rate, draw, isMeasured) => {
    const { isSampled } = await import("./providers")
    expect(isSampled(rate, () => draw)).toBe(isMeasured)
  })

  it("a page view outside it loads no measuring code and sends no measure", async () => {
    await start(umami, 0)
    // The page view is sent as the sample is drawn; any import that started then has settled after this.
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    await vi.dynamicImportSettled()
    expect(measuring).toEqual([])
    expect(sent.map(({ body }) => (body.payload as { name?: string }).name)).toEqual([undefined])
  })
})

describe("what each provider receives", () => {
  it("Plausible: each measure on the page's address without its query, no referrer, and not as engagement", async () => {
    await startMeasured(plausible)
    measuring[0]?.(vitals)
    expect(sent.map(({ url, body }) => [url, body])).toEqual(
      vitals.map(({ metric, value, rating }) => [
        "https://plausible.io/api/event",
        {
          n: "web_vitals",
          v: expect.any(Number) as unknown,
          u: `${location.origin}/contact`,
          d: plausible.domain,
          r: null,
          p: { metric, value: String(value), rating },
          i: false,
        },
      ]),
    )
    expect(sent.every((request) => request.keepalive)).toBe(true)
    expect(JSON.stringify(sent)).not.toMatch(/a%40b|a@b|utm_|#form|news\.example/)
  })

  it("Umami: each measure with the page's path alone, no query, referrer, title, language or screen", async () => {
    await startMeasured(umami)
    measuring[0]?.(vitals)
    expect(sent.map(({ url, body }) => [url, body])).toEqual(
      vitals.map(({ path, ...data }) => [
        "https://stats.example.com/api/send",
        {
          type: "event",
          payload: { website: umami.websiteId, hostname: location.hostname, url: path, name: "web_vitals", data },
        },
      ]),
    )
    expect(sent.every((request) => request.keepalive)).toBe(true)
  })

  it("Google Analytics 4, after consent: each measure on the page's address without its query", async () => {
    vi.doMock("~/lib/load-script", () => ({ loadScript: () => Promise.resolve() }))
    const { storeConsent } = await import("./consent")
    storeConsent("granted")
    try {
      await startMeasured(ga4)
    } finally {
      vi.doUnmock("~/lib/load-script")
    }
    const commands = () => (window.dataLayer ?? []).map((command) => Array.from(command as ArrayLike<unknown>))
    const before = commands().length
    measuring[0]?.(vitals)
    expect(commands().slice(before)).toEqual(
      vitals.map(({ metric, value, rating }) => [
        "event",
        "web_vitals",
        { metric, metric_value: value, rating, page_location: `${location.origin}/contact` },
      ]),
    )
    expect(JSON.stringify(commands().slice(before))).not.toMatch(/a%40b|a@b|utm_|#form|news\.example/)
  })
})

describe("consent and the queue", () => {
  it("Google Analytics 4 measures nothing until the visitor accepts", async () => {
    // jsdom's dialogs cannot open without blocking the page: the consent dialog opens as the attribute says.
    const show = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute("open", "")
    })
    Object.defineProperty(HTMLDialogElement.prototype, "show", { value: show, configurable: true })
    try {
      await start(ga4, 1)
      await vi.waitFor(() => expect(show).toHaveBeenCalled())
      await vi.dynamicImportSettled()
      expect(measuring).toEqual([])
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, "show")
    }
  })

  it("a measure handed over after the queue was dropped (consent withdrawn) is not sent", async () => {
    await startMeasured(umami)
    window.siteEvents = { push: () => 0 }
    measuring[0]?.(vitals)
    expect(sent).toEqual([])
  })
})
