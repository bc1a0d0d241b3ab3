import type { AnalyticsSettings, SiteSettings } from "~/config/settings"
import { campaignParameters } from "~/lib/booking"
import { rememberedCampaign } from "~/lib/campaign"
import { loadScript } from "~/lib/load-script"
import type { ConsentChoice } from "./consent"
import { eventsOfControl, type Queued, type WebVital } from "./events"

/** What a provider does with the page view, each conversion event and each of the page's Web Vitals. */
export interface Sender {
  pageview: (properties: Record<string, string>) => void
  event: (name: string, properties: Record<string, string>) => void
  /** A Web Vital as the page is hidden: on the page's path alone, never counted as engagement. */
  vital: (vital: WebVital) => void
}

/** Named here, not beside the other events, whose code islands share even in a build without analytics. */
export const webVitalsEvent = "web_vitals"

type Configured = Exclude<AnalyticsSettings, { provider: "none" }>

/** The settings the module needs: the provider's, and what tells a demo link and a voice control. */
export type AnalyticsSite = Pick<SiteSettings, "demoVideoUrl" | "voice" | "webVitalsSampleRate"> & {
  analytics: Configured
}

/** The consent dialog, loaded when a provider needs it: calls back with the choice now and at each change. */
export type AskForConsent = (onChoice: (choice: ConsentChoice) => void) => Promise<void>

/** Global Privacy Control and Do Not Track turn tracking off: nothing is loaded or sent. */
export function isTrackingAllowed(browser: Navigator = navigator): boolean {
  const signals = browser as Navigator & { globalPrivacyControl?: boolean }
  return signals.globalPrivacyControl !== true && signals.doNotTrack !== "1"
}

/**
 * Starts the provider after the first paint, unless GPC or DNT asks otherwise. GA4 sets cookies, so
 * until the visitor accepts, events stay queued and nothing is loaded; a rejection drops the queue.
 */
export async function startAnalytics(site: AnalyticsSite, askForConsent: AskForConsent): Promise<void> {
  if (!isTrackingAllowed()) return stopSending()
  const { analytics } = site
  if (analytics.provider === "ga4") {
    const { removeAnalyticsCookies } = await import("./consent")
    return askForConsent((choice) => {
      if (choice === "granted") void grantGa4(analytics).then((sender) => startSending(sender, site))
      else denyGa4(analytics, removeAnalyticsCookies)
    })
  }
  const sender = analytics.provider === "plausible" ? await plausibleSender(analytics) : umamiSender(analytics)
  startSending(sender, site)
}

/**
 * The page's address without its fragment, and of its query only the UTM parameters attribution
 * needs: anything else can be the visitor's own (an `?email=` in a campaign link).
 */
export function pageAddress(address: string = location.href): string {
  const url = new URL(address)
  const campaign = new URLSearchParams()
  for (const parameter of campaignParameters)
    for (const value of url.searchParams.getAll(parameter)) campaign.append(parameter, value)
  url.search = campaign.toString()
  url.hash = ""
  return url.href
}

/** The referring page's origin and path only (its query belongs to it); an app's address is left out. */
export function referrerAddress(referrer: string = document.referrer): string {
  if (!URL.canParse(referrer)) return ""
  const url = new URL(referrer)
  return url.protocol === "https:" || url.protocol === "http:" ? `${url.origin}${url.pathname}` : ""
}

/** Once a page, even when GA4's consent is given again. */
let isMeasuringSpeed = false

/**
 * Sends the page view, then everything queued, once and in order. Sampled Web Vitals join the queue
 * as the page is hidden, so a visitor who withdraws consent by then sends none.
 */
function startSending(sender: Sender, site: AnalyticsSite): void {
  sender.pageview({ ...rememberedCampaign() })
  // Every language's demo video: a page opens its own.
  const controls = { demoVideoUrls: Object.values(site.demoVideoUrl), hasVoice: site.voice.vendor !== "none" }
  const deliver = (...items: Queued[]) => {
    for (const item of items) {
      if (Array.isArray(item) && item[0] === webVitalsEvent) sender.vital(item[1])
      else
        for (const [name, properties] of item instanceof Element ? eventsOfControl(item, controls) : [item])
          sender.event(name, properties)
    }
    return items.length
  }
  deliver(...(Array.isArray(window.siteEvents) ? window.siteEvents : []))
  window.siteEvents = { push: deliver }
  if (!isMeasuringSpeed && isSampled(site.webVitalsSampleRate)) {
    isMeasuringSpeed = true
    void import("./web-vitals").then(({ measureWebVitals }) =>
      measureWebVitals((vitals) => window.siteEvents?.push(...vitals.map((vital): Queued => [webVitalsEvent, vital]))),
    )
  }
}

/** With VITE_WEB_VITALS_SAMPLE_RATE 0, no page view is sampled and the measuring code never loads. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate
}

function stopSending(): void {
  window.siteEvents = { push: () => 0 }
}

type Ga4Settings = Extract<Configured, { provider: "ga4" }>

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

let ga4: Promise<Sender> | undefined

/** Consent Mode v2 denies everything by default, then grants analytics storage only, never advertising. */
function grantGa4(settings: Ga4Settings): Promise<Sender> {
  const gtag = ga4Command()
  setGa4Disabled(settings, false)
  if (!ga4) {
    const denied = "denied"
    gtag("consent", "default", {
      ad_storage: denied,
      ad_user_data: denied,
      ad_personalization: denied,
      analytics_storage: denied,
    })
    gtag("consent", "update", { analytics_storage: "granted" })
    gtag("js", new Date())
    // The addresses go in the tag's configuration, so every event it sends carries them, not the page's own.
    gtag("config", settings.measurementId, {
      send_page_view: false,
      page_location: pageAddress(),
      page_referrer: referrerAddress(),
    })
    ga4 = loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.measurementId)}`).then(
      () => ({
        pageview: (properties) => gtag("event", "page_view", properties),
        event: (name, properties) => gtag("event", name, properties),
        // GA4 reads a `value` as the event's worth in money: the measure is `metric_value` there.
        vital: ({ metric, value, rating, path }) =>
          gtag("event", webVitalsEvent, {
            metric,
            metric_value: value,
            rating,
            page_location: `${location.origin}${path}`,
          }),
      }),
    )
  } else {
    gtag("consent", "update", { analytics_storage: "granted" })
  }
  return ga4
}

/** A rejection: nothing more is sent (Google's own opt-out switch too, if its tag had loaded), and its cookies go. */
function denyGa4(settings: Ga4Settings, removeAnalyticsCookies: () => void): void {
  stopSending()
  if (ga4) {
    ga4Command()("consent", "update", { analytics_storage: "denied" })
    setGa4Disabled(settings, true)
  }
  removeAnalyticsCookies()
}

function ga4Command(): (...args: unknown[]) => void {
  window.dataLayer ??= []
  window.gtag ??= function gtag() {
    // Google's tag reads each command as an arguments object, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  return window.gtag
}

function setGa4Disabled(settings: Ga4Settings, isDisabled: boolean): void {
  ;(window as unknown as Record<string, unknown>)[`ga-disable-${settings.measurementId}`] = isDisabled
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
    // Our own checks decide (GPC, DNT). The tracker reads the address and referrer from the page; a
    // Web Vital carries the page's path alone (`vital` below), and no referrer.
    captureOnLocalhost: true,
    transformRequest: (payload) =>
      payload.n === webVitalsEvent
        ? { ...payload, r: null }
        : { ...payload, u: pageAddress(), r: referrerAddress() || null },
  })
  return {
    pageview: (properties) => plausible.track("pageview", { props: properties }),
    event: (name, properties) => plausible.track(name, { props: properties }),
    // Plausible's properties are strings; a measure does not make the visit an engaged one.
    vital: ({ metric, value, rating, path }) =>
      plausible.track(webVitalsEvent, {
        props: { metric, value: String(value), rating },
        interactive: false,
        url: `${location.origin}${path}`,
      }),
  }
}

/** Umami, through its collection API (the payload its own tracker sends), with no script of its own. */
function umamiSender(settings: Extract<Configured, { provider: "umami" }>): Sender {
  const post = (payload: { url: string; name?: string; data: Record<string, unknown> } & Record<string, unknown>) =>
    void fetch(`${settings.apiHost}/api/send`, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        type: "event",
        payload: { website: settings.websiteId, hostname: location.hostname, ...payload },
      }),
    }).catch(() => {
      // Analytics never gets in the visitor's way: a lost event is only a lost count.
    })
  const send = (payload: { name?: string; data: Record<string, string> }) =>
    post({
      url: pathAndQuery(pageAddress()),
      referrer: referrerAddress(),
      title: document.title,
      language: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      ...payload,
    })
  return {
    pageview: (data) => send({ data }),
    event: (name, data) => send({ name, data }),
    // The page's path and the measure only: no title, language, screen or referrer.
    vital: ({ path, ...data }) => post({ url: path, name: webVitalsEvent, data }),
  }
}

function pathAndQuery(address: string): string {
  const url = new URL(address)
  return url.pathname + url.search
}
