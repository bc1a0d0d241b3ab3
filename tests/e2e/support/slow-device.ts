import type { Page } from "@playwright/test"

/**
 * A cheap phone on a slow network: the CPU four times slower (Chromium's throttling over the
 * DevTools protocol) and, unless `network` is false, 150 ms of latency at 1.6 Mbit/s.
 *
 * On Linux the throttle holds the page's main thread by spinning it three quarters of the time,
 * busy or idle: a slowed page costs about 0.8 processor-seconds for every second it stays open
 * (an idle page: 4.2 in 5 s, against 0.03 unthrottled). A slowed test that waits should wait on
 * the page's own events, never on a time.
 */
export async function slowDown(page: Page, { network = true }: { network?: boolean } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  if (network) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
}

/**
 * Holds every request whose address matches until `release` is called, so a test can act while a
 * part of the page is certainly still waiting for its code.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<{ release: () => void }> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => matches(url),
    async (route) => {
      await gate
      await route.continue()
    },
  )
  return { release }
}

/** The code of an island, by its file's name in the build ("testimonials-island"). */
export const islandCode = (name: string) => (url: URL) => url.pathname.startsWith(`/assets/${name}.`)

/** The voice assistant's module (app/deferred/voice-module.ts), in a build that has one. */
export const voiceModule = (url: URL) => /^\/assets\/voice-module\.[\w-]+\.js$/.test(url.pathname)

/** The analytics provider's module (app/deferred/analytics-module.ts), in a build that has one. */
export const analyticsModule = (url: URL) => /^\/assets\/analytics-module\.[\w-]+\.js$/.test(url.pathname)
