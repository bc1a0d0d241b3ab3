// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { startAfterPaint } from "./after-paint"

/** The browser's paint timing, as the test tells it: which entry types it knows, and when a paint comes. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ["paint"]
  static observers: FakePaintObserver[] = []
  options?: PerformanceObserverInit
  disconnected = false
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.observers.push(this)
  }
  observe(options: PerformanceObserverInit) {
    this.options = options
  }
  disconnect() {
    this.disconnected = true
  }
  /** Delivers paint entries to the observer, as the browser does after it paints. */
  paint(...names: string[]) {
    const entries = { getEntriesByName: (name: string) => names.filter((entry) => entry === name) }
    this.callback(entries as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver)
  }
}

const afterPaintModules = `
  <template data-after-paint><span class="started">voice</span></template>
  <template data-after-paint><span class="started">analytics</span></template>`
const started = () => [...document.querySelectorAll("body > .started")].map((module) => module.textContent)
const load = () => window.dispatchEvent(new Event("load"))

describe("the modules that wait for the first paint", () => {
  beforeAll(() => {
    startAfterPaint()
  })
  afterEach(() => {
    document.body.replaceChildren()
    FakePaintObserver.observers = []
    FakePaintObserver.supportedEntryTypes = ["paint"]
    vi.unstubAllGlobals()
  })

  it("start after the load event and the first contentful paint, in the page's order, once", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver)
    document.body.innerHTML = afterPaintModules
    expect(started()).toEqual([])

    load()
    const [observer] = FakePaintObserver.observers
    // Buffered: the first paint usually comes before the load event.
    expect(observer?.options).toEqual({ type: "paint", buffered: true })
    expect(started()).toEqual([])

    observer?.paint("first-paint")
    expect(started()).toEqual([])
    observer?.paint("first-paint", "first-contentful-paint")
    expect(started()).toEqual(["voice", "analytics"])
    expect(observer?.disconnected).toBe(true)
  })

  it("start at the load event where the browser does not report paints", () => {
    FakePaintObserver.supportedEntryTypes = []
    vi.stubGlobal("PerformanceObserver", FakePaintObserver)
    document.body.innerHTML = afterPaintModules
    load()
    expect(started()).toEqual(["voice", "analytics"])
    expect(FakePaintObserver.observers).toEqual([])
  })

  it("watch nothing on a page without any", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver)
    load()
    expect(FakePaintObserver.observers).toEqual([])
  })

  it("start a section's module only once that section comes into view, after the first paint", () => {
    const watched: FakeIntersectionObserver[] = []
    class FakeIntersectionObserver {
      target?: Element
      disconnected = false
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.target = target
        watched.push(this)
      }
      disconnect() {
        this.disconnected = true
      }
    }
    /** The browser reports whether the watched section is in view. */
    const scroll = (isIntersecting: boolean) => {
      for (const observer of watched)
        observer.callback(
          [{ target: observer.target, isIntersecting } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        )
    }
    vi.stubGlobal("PerformanceObserver", FakePaintObserver)
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver)
    document.body.innerHTML = `
      <section id="estimator"></section>
      <template data-after-paint data-when-visible="estimator"><span class="started">estimator</span></template>
      <template data-after-paint><span class="started">analytics</span></template>`

    load()
    expect(watched).toEqual([])
    FakePaintObserver.observers[0]?.paint("first-contentful-paint")
    expect(started()).toEqual(["analytics"])
    expect(watched.map(({ target }) => target?.id)).toEqual(["estimator"])

    scroll(false)
    expect(started()).toEqual(["analytics"])
    scroll(true)
    expect(started()).toEqual(["analytics", "estimator"])
    expect(watched[0]?.disconnected).toBe(true)
  })

  it("start a module at once when the section it waits for is not on the page", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver)
    document.body.innerHTML = `<template data-after-paint data-when-visible="estimator"><span class="started">estimator</span></template>`
    load()
    FakePaintObserver.observers[0]?.paint("first-contentful-paint")
    expect(started()).toEqual(["estimator"])
  })
})
