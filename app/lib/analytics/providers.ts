import type { AnalyticsSettings, SiteSettings } from "~/config/settings"
import { rememberedCampaign } from "~/lib/campaign"
import { eventsOfControl, type Queued } from "./events"

/** What a provider does with the page view and each conversion event. */
export interface Sender {
  pageview: (properties: Record<string, string>) => void
  event: (name: string, properties: Record<string, string>) => void
}

type Configured = Exclude<AnalyticsSettings, { provider: "none" }>

/** The settings the module needs: the provider's, and what tells a demo link and a voice control. */
export type AnalyticsSite = Pick<SiteSettings, "demoVideoUrl" | "voice"> & { analytics: Configured }

/** Global Privacy Control and Do Not Track turn tracking off: nothing is loaded or sent. */
export function isTrackingAllowed(browser: Navigator = navigator): boolean {
  const signals = browser as Navigator & { globalPrivacyControl?: boolean }
  return signals.globalPrivacyControl !== true && signals.doNotTrack !== "1"
}

/**
 * Starts the configured provider after the first paint (start/analytics-module.ts): the page
 * view, with the visit's campaign, then the events queued so far and every later one. When the
 * browser asks not to be tracked (GPC, DNT), the queue is dropped and nothing is loaded or sent.
 */
export async function startAnalytics(site: AnalyticsSite): Promise<void> {
  if (!isTrackingAllowed()) {
    window.siteEvents = { push: () => 0 }
    return
  }
  const { analytics } = site
  const sender = analytics.provider === "plausible" ? await plausibleSender(analytics) : umamiSender(analytics)
  sender.pageview({ ...rememberedCampaign() })
  const controls = { demoVideoUrl: site.demoVideoUrl, hasVoice: site.voice.vendor !== "none" }
  const deliver = (...items: Queued[]) => {
    for (const item of items)
      for (const [name, properties] of item instanceof Element ? eventsOfControl(item, controls) : [item])
        sender.event(name, properties)
    return items.length
  }
  // Everything queued, including what came while the provider loaded, is sent once, in order.
  deliver(...(Array.isArray(window.siteEvents) ? window.siteEvents : []))
  window.siteEvents = { push: deliver }
}

/** Plausible, through its official tracker (bundled with the site, so no third-party script). */
async function plausibleSender(settings: Extract<Configured, { provider: "plausible" }>): Promise<Sender> {
  const plausible = await import("@plausible-analytics/tracker")
  plausible.init({
    domain: settings.domain,
    endpoint: `${settings.apiHost}/api/event`,
    autoCapturePageviews: false,
    bindToWindow: false,
    logging: false,
    // Our own checks decide (GPC, DNT); the address is reported as the canonical page's.
    captureOnLocalhost: true,
  })
  return {
    pageview: (properties) => plausible.track("pageview", { props: properties }),
    event: (name, properties) => plausible.track(name, { props: properties }),
  }
}

/** Umami, through its collection API (the payload its own tracker sends), with no script of its own. */
function umamiSender(settings: Extract<Configured, { provider: "umami" }>): Sender {
  const send = (payload: { name?: string; data: Record<string, string> }) =>
    void fetch(`${settings.apiHost}/api/send`, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        type: "event",
        payload: {
          website: settings.websiteId,
          hostname: location.hostname,
          url: location.pathname + location.search,
          referrer: document.referrer,
          title: document.title,
          language: navigator.language,
          screen: `${screen.width}x${screen.height}`,
          ...payload,
        },
      }),
    }).catch(() => {
      // Analytics never gets in the visitor's way: a lost event is only a lost count.
    })
  return {
    pageview: (data) => send({ data }),
    event: (name, data) => send({ name, data }),
  }
}
