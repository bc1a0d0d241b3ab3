import { vi } from "vitest"

/** The analytics providers' settings the tests start with (app/lib/analytics/providers*.test.ts). */
export const plausible = { provider: "plausible", domain: "www.example.com", apiHost: "https://plausible.io" } as const
export const umami = {
  provider: "umami",
  websiteId: "4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50",
  apiHost: "https://stats.example.com",
} as const

/** A request a provider's collector received. */
export interface Sent {
  url: string
  body: Record<string, unknown>
  keepalive?: boolean
}

/**
 * Replaces the collectors with a `fetch` that records each request into the returned list and
 * answers 202, and gives jsdom the `ResizeObserver` the page's scripts expect. `vi.unstubAllGlobals()`
 * undoes both.
 */
export function recordCollectors(): Sent[] {
  const sent: Sent[] = []
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
  return sent
}
