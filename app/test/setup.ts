import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach, vi } from "vitest"

afterEach(() => {
  if (typeof document !== "undefined") cleanup()
  setPrefersReducedMotion(false)
})

let prefersReducedMotion = false

/** jsdom has no media queries: tests choose what `prefers-reduced-motion` answers. */
export function setPrefersReducedMotion(value: boolean) {
  prefersReducedMotion = value
}

const isBrowserLike = typeof window !== "undefined"

if (isBrowserLike)
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: query.includes("prefers-reduced-motion: reduce") ? prefersReducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  })

// Radix measures floating content with ResizeObserver, which jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (isBrowserLike) Object.defineProperty(window, "ResizeObserver", { configurable: true, value: ResizeObserverStub })
