import type { Page } from "@playwright/test"

/*
 * Real visitors' speed (app/lib/analytics/web-vitals.ts) in the browser: when the page starts
 * measuring, and the visitor switching away from it.
 */

/** The measuring code, loaded by the provider's module on a page view in the sample. */
export const webVitalsCode = (url: URL) => /^\/assets\/web-vitals\.[\w-]+\.js$/.test(url.pathname)

/** The three measures, in the order a test lists them. */
export const webVitalNames = ["CLS", "INP", "LCP"]

declare global {
  interface Window {
    /** What the page asked its performance observers for (`watchObservers`). */
    observed?: PerformanceObserverInit[]
  }
}

/**
 * Records what the page's performance observers are asked to watch, from the first byte: the
 * only sign a page gives that it has started measuring (nothing of it shows).
 */
export async function watchObservers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      ;(window.observed ??= []).push({ ...options })
      observe.call(this, options)
    }
  })
}

/**
 * Waits until the page measures its Web Vitals (with `watchObservers`), and returns what its
 * observers watch and when its code was requested, beside its first contentful paint.
 */
export async function whenMeasuring(
  page: Page,
): Promise<{ observed: PerformanceObserverInit[]; requestedAt: number; firstPaintAt: number }> {
  await page.waitForFunction(() => window.observed?.some((options) => options.type === "largest-contentful-paint"))
  return page.evaluate(() => ({
    observed: (window.observed ?? []).filter((options) => options.type !== "paint"),
    requestedAt:
      performance.getEntriesByType("resource").find((entry) => /\/assets\/web-vitals\./.test(entry.name))?.startTime ??
      Number.NaN,
    firstPaintAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  }))
}

/** The visitor switches to another tab or program, and back: the page is hidden, as the browser tells it. */
export async function setPageHidden(page: Page, isHidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
  }, isHidden)
}
