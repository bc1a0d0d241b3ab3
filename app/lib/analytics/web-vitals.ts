import type { WebVital, WebVitalName } from "./events"

/**
 * Loaded after the first paint (decision 029), so observers read `buffered` entries. LCP counts
 * from activation when prerendered; CLS is the largest window of shifts under 1 s apart within
 * 5 s; INP the 98th percentile of interactions. A measure the browser does not report, or the page
 * could not (opened in the background, no interaction), is not sent.
 */

/** Good up to the first value, poor above the second: web.dev's thresholds, as Chrome's field data rates them. */
export const webVitalThresholds: Record<WebVitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
}

/** Rounded (fewer distinct values for a provider's breakdowns) and rated as rounded, so value and rating agree. */
export function webVital(metric: WebVitalName, measured: number, path: string): WebVital {
  const value = metric === "CLS" ? Math.round(measured * 100) / 100 : Math.round(measured / 10) * 10
  const [good, poor] = webVitalThresholds[metric]
  return { metric, value, rating: value <= good ? "good" : value <= poor ? "needs-improvement" : "poor", path }
}

type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number }

/** Sends once, when the page is first hidden (`pagehide` where a browser skips `visibilitychange`). */
export function measureWebVitals(send: (vitals: WebVital[]) => void): void {
  const supported = PerformanceObserver.supportedEntryTypes
  const navigation = performance.getEntriesByType("navigation")[0] as { activationStart?: number } | undefined
  const activationStart = navigation?.activationStart ?? 0
  // When the page was first hidden, if it was before this started (a tab opened in the background).
  const firstHidden =
    performance.getEntriesByType("visibility-state").find((entry) => entry.name === "hidden")?.startTime ??
    (document.visibilityState === "hidden" ? 0 : Infinity)

  let lcp: number | undefined
  let cls = 0
  let session = 0
  let sessionStart = 0
  let lastShift = 0
  const interactions = new Map<number, number>()

  const handleInteraction = (entry: Entry) => {
    if (entry.interactionId)
      interactions.set(entry.interactionId, Math.max(entry.duration, interactions.get(entry.interactionId) ?? 0))
  }
  const handlers: Record<string, (entry: Entry) => void> = {
    "largest-contentful-paint": (entry) => {
      if (entry.startTime < firstHidden) lcp = Math.max(entry.startTime - activationStart, 0)
    },
    "layout-shift": (entry) => {
      if (entry.hadRecentInput) return
      if (session > 0 && entry.startTime - lastShift < 1000 && entry.startTime - sessionStart < 5000)
        session += entry.value ?? 0
      else {
        session = entry.value ?? 0
        sessionStart = entry.startTime
      }
      lastShift = entry.startTime
      cls = Math.max(cls, session)
    },
    // Interactions faster than 16 ms (the least the browser lets an observer ask for) are left out.
    event: handleInteraction,
    // The first interaction is kept by the browser whatever its duration, even from before this started.
    "first-input": handleInteraction,
  }

  const observers = Object.keys(handlers)
    .filter((type) => supported.includes(type))
    .map((type) => {
      const handle = (entries: PerformanceEntryList) => {
        for (const entry of entries) handlers[type]?.(entry)
      }
      const observer = new PerformanceObserver((list) => handle(list.getEntries()))
      observer.observe({ type, buffered: true, ...(type === "event" ? { durationThreshold: 16 } : {}) })
      return { observer, handle }
    })

  let isSent = false
  const sendOnce = (event: Event) => {
    if (isSent || (event.type === "visibilitychange" && document.visibilityState !== "hidden")) return
    isSent = true
    removeEventListener("pagehide", sendOnce)
    document.removeEventListener("visibilitychange", sendOnce)
    // What the browser measured but has not yet handed to the observers.
    for (const { observer, handle } of observers) {
      handle(observer.takeRecords())
      observer.disconnect()
    }
    const path = location.pathname
    const vitals: WebVital[] = []
    if (lcp !== undefined) vitals.push(webVital("LCP", lcp, path))
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]
    if (supported.includes("layout-shift") && firstPaint && firstPaint.startTime < firstHidden)
      vitals.push(webVital("CLS", cls, path))
    const longest = [...interactions.values()].sort((a, b) => b - a)
    if (longest.length > 0) {
      const count = (performance as Performance & { interactionCount?: number }).interactionCount ?? longest.length
      vitals.push(webVital("INP", longest[Math.min(longest.length - 1, Math.floor(count / 50))] ?? 0, path))
    }
    if (vitals.length > 0) send(vitals)
  }
  document.addEventListener("visibilitychange", sendOnce)
  addEventListener("pagehide", sendOnce)
}
