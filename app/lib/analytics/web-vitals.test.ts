// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { WebVital } from "./events"
import { measureWebVitals, webVital } from "./web-vitals"

/*
 * The page's Web Vitals, from the browser's performance entries. jsdom has none: a stand-in
 * PerformanceObserver replays a timeline the test writes, as the browser does (entries recorded
 * before an observer starts reach it only with `buffered: true`), and holds back what came since
 * its last callback until `takeRecords()` or `deliver()`.
 */

type Entry = { entryType: string; name?: string; startTime: number; duration?: number } & Record<string, unknown>

let timeline: Entry[]
let observers: FakeObserver[]
let supported: string[]

class FakeObserver {
  static get supportedEntryTypes() {
    return supported
  }
  options: PerformanceObserverInit = {}
  pending: Entry[] = []
  isConnected = false
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {
    observers.push(this)
  }
  observe(options: PerformanceObserverInit) {
    this.options = options
    this.isConnected = true
    if (options.buffered) this.pending.push(...timeline.filter((entry) => this.wants(entry)))
  }
  wants(entry: Entry) {
    const threshold = (this.options as { durationThreshold?: number }).durationThreshold ?? 104
    return entry.entryType === this.options.type && (entry.entryType !== "event" || (entry.duration ?? 0) >= threshold)
  }
  takeRecords() {
    return this.pending.splice(0)
  }
  disconnect() {
    this.isConnected = false
  }
  deliver() {
    const entries = this.takeRecords()
    if (entries.length > 0) this.callback({ getEntries: () => entries })
  }
}

/** The browser records an entry: observers watching its type get it at their next callback. */
function record(...entries: Entry[]) {
  for (const entry of entries) {
    timeline.push(entry)
    for (const observer of observers) if (observer.isConnected && observer.wants(entry)) observer.pending.push(entry)
  }
}

const deliver = () => {
  for (const observer of observers) observer.deliver()
}

const paint = (startTime: number): Entry => ({ entryType: "paint", name: "first-contentful-paint", startTime })
const largestPaint = (startTime: number): Entry => ({ entryType: "largest-contentful-paint", startTime })
const shift = (startTime: number, value: number, hadRecentInput = false): Entry => ({
  entryType: "layout-shift",
  startTime,
  value,
  hadRecentInput,
})
const interaction = (interactionId: number, duration: number, entryType = "event"): Entry => ({
  entryType,
  startTime: 1000 + interactionId,
  duration,
  interactionId,
})

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
}

/** The visitor leaves or switches away. */
function hidePage() {
  setVisibility("hidden")
  document.dispatchEvent(new Event("visibilitychange"))
}

let sent: WebVital[][]

function startMeasuring() {
  measureWebVitals((vitals) => sent.push(vitals))
}

beforeEach(() => {
  timeline = []
  observers = []
  sent = []
  supported = ["paint", "largest-contentful-paint", "layout-shift", "event", "first-input", "visibility-state"]
  vi.stubGlobal("PerformanceObserver", FakeObserver)
  // The two lookups the module makes of `performance`, on the same timeline.
  vi.stubGlobal("performance", {
    getEntriesByType: (type: string) => timeline.filter((entry) => entry.entryType === type),
    getEntriesByName: (name: string) => timeline.filter((entry) => entry.name === name),
  })
  setVisibility("visible")
  window.history.replaceState(null, "", "/services")
  // The page as the provider's module finds it, after its first paint.
  record(paint(400), largestPaint(400), largestPaint(1234))
})

afterEach(() => {
  hidePage()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(document, "visibilityState")
  window.history.replaceState(null, "", "/")
})

describe("webVital", () => {
  it.each([
    ["LCP", 1234.5, 1230, "good"],
    ["LCP", 2504, 2500, "good"],
    ["LCP", 2506, 2510, "needs-improvement"],
    ["LCP", 4004.9, 4000, "needs-improvement"],
    ["LCP", 6120, 6120, "poor"],
    ["INP", 48, 50, "good"],
    ["INP", 208, 210, "needs-improvement"],
    ["INP", 512, 510, "poor"],
    ["CLS", 0, 0, "good"],
    ["CLS", 0.1049, 0.1, "good"],
    ["CLS", 0.126, 0.13, "needs-improvement"],
    ["CLS", 0.3141, 0.31, "poor"],
  ] as const)("%s measured at %d is sent as %d, %s", (metric, measured, value, rating) => {
    expect(webVital(metric, measured, "/")).toEqual({ metric, value, rating, path: "/" })
  })
})

describe("measureWebVitals", () => {
  it("reads what came before it started (buffered), and sends the three once, when the page is hidden", () => {
    record(shift(500, 0.02), interaction(7, 48, "first-input"))
    startMeasuring()
    expect(observers.map((observer) => observer.options)).toEqual([
      { type: "largest-contentful-paint", buffered: true },
      { type: "layout-shift", buffered: true },
      { type: "event", buffered: true, durationThreshold: 16 },
      { type: "first-input", buffered: true },
    ])
    deliver()
    expect(sent).toEqual([])

    hidePage()
    expect(sent).toEqual([
      [
        { metric: "LCP", value: 1230, rating: "good", path: "/services" },
        { metric: "CLS", value: 0.02, rating: "good", path: "/services" },
        { metric: "INP", value: 50, rating: "good", path: "/services" },
      ],
    ])
    expect(observers.every((observer) => !observer.isConnected)).toBe(true)
  })

  it("sends only once a page view: not again when the page is shown and hidden again, nor on pagehide", () => {
    startMeasuring()
    hidePage()
    setVisibility("visible")
    document.dispatchEvent(new Event("visibilitychange"))
    record(interaction(9, 600))
    hidePage()
    window.dispatchEvent(new Event("pagehide"))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.map(({ metric }) => metric)).toEqual(["LCP", "CLS"])
  })

  it("sends nothing when the page is shown, only when it is hidden", () => {
    startMeasuring()
    document.dispatchEvent(new Event("visibilitychange"))
    expect(sent).toEqual([])
  })

  it("sends on pagehide in a browser that leaves the page without hiding it first", () => {
    startMeasuring()
    window.dispatchEvent(new Event("pagehide"))
    expect(sent.flat().map(({ metric }) => metric)).toEqual(["LCP", "CLS"])
  })

  it("counts what the browser measured but had not handed over when the page was hidden", () => {
    startMeasuring()
    deliver()
    record(shift(3000, 0.3), interaction(3, 320))
    hidePage()
    expect(sent[0]).toEqual([
      { metric: "LCP", value: 1230, rating: "good", path: "/services" },
      { metric: "CLS", value: 0.3, rating: "poor", path: "/services" },
      { metric: "INP", value: 320, rating: "needs-improvement", path: "/services" },
    ])
  })

  it("sends the page's path alone, never its query or fragment", () => {
    window.history.replaceState(null, "", "/contact?email=ana%40ruizlaw.com&utm_source=news#form")
    startMeasuring()
    hidePage()
    expect(sent[0]?.map(({ path }) => path)).toEqual(["/contact", "/contact"])
    expect(JSON.stringify(sent)).not.toMatch(/ruizlaw|utm_|form/)
    expect(sent[0]?.every((vital) => Object.keys(vital).join() === "metric,value,rating,path")).toBe(true)
  })

  describe("CLS", () => {
    it("is the largest window of shifts less than 1 s apart and within 5 s, leaving out shifts right after input", () => {
      record(
        // A window of 0.15 (three shifts).
        shift(1000, 0.05),
        shift(1800, 0.05),
        shift(2600, 0.05),
        // After input: left out.
        shift(3000, 0.4, true),
        // A new window after a gap of 1 s or more: 0.12.
        shift(4000, 0.06),
        shift(4500, 0.06),
        // A window cut at 5 s: 0.18 from 10 s to 14.9 s, then 0.06 from 15 s on.
        shift(10_000, 0.03),
        shift(10_900, 0.03),
        shift(11_800, 0.03),
        shift(12_700, 0.03),
        shift(13_600, 0.03),
        shift(14_500, 0.03),
        shift(15_000, 0.03),
        shift(15_500, 0.03),
      )
      startMeasuring()
      hidePage()
      expect(sent[0]?.find(({ metric }) => metric === "CLS")).toMatchObject({
        value: 0.18,
        rating: "needs-improvement",
      })
    })

    it("is 0 on a page that never moved", () => {
      startMeasuring()
      hidePage()
      expect(sent[0]?.find(({ metric }) => metric === "CLS")).toMatchObject({ value: 0, rating: "good" })
    })
  })

  describe("INP", () => {
    it("is the longest interaction, each interaction counted once as its longest entry", () => {
      record(interaction(1, 40), interaction(1, 56), interaction(2, 136), interaction(2, 120), interaction(3, 24))
      startMeasuring()
      hidePage()
      expect(sent[0]?.find(({ metric }) => metric === "INP")).toMatchObject({ value: 140 })
    })

    it("leaves out the longest interaction of every 50, as the 98th percentile does", () => {
      startMeasuring()
      const durations = [900, 800, 700, 600, ...Array.from({ length: 116 }, () => 24)]
      record(...durations.map((duration, index) => interaction(index + 1, duration)))
      Object.defineProperty(performance, "interactionCount", { value: 120, configurable: true })
      try {
        hidePage()
      } finally {
        Reflect.deleteProperty(performance, "interactionCount")
      }
      // 120 interactions: the two longest are left out.
      expect(sent[0]?.find(({ metric }) => metric === "INP")).toMatchObject({ value: 700, rating: "poor" })
    })

    it("is not sent when the visitor did not interact", () => {
      record({ entryType: "event", startTime: 900, duration: 64, interactionId: 0 })
      startMeasuring()
      hidePage()
      expect(sent[0]?.map(({ metric }) => metric)).toEqual(["LCP", "CLS"])
    })
  })

  it("sends no LCP or CLS for a page opened in the background, as Chrome's field data leaves them out", () => {
    record({ entryType: "visibility-state", name: "hidden", startTime: 0 }, interaction(4, 88))
    startMeasuring()
    hidePage()
    expect(sent).toEqual([[{ metric: "INP", value: 90, rating: "good", path: "/services" }]])
  })

  it("measures LCP from the page's activation when it was prerendered", () => {
    record({ entryType: "navigation", startTime: 0, activationStart: 1000 })
    startMeasuring()
    hidePage()
    expect(sent[0]?.find(({ metric }) => metric === "LCP")).toMatchObject({ value: 230 })
  })

  it("sends nothing in a browser that measures none of them", () => {
    supported = ["paint", "navigation"]
    startMeasuring()
    expect(observers).toEqual([])
    hidePage()
    window.dispatchEvent(new Event("pagehide"))
    expect(sent).toEqual([])
  })
})
