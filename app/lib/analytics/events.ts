import { site } from "~/config/site"
import { actionAttributes } from "~/lib/data-attributes"

/**
 * The conversion events, one name each, with the properties each carries. Properties are short
 * strings only: analytics providers take nothing else, and nothing a visitor typed is ever sent
 * (a form that fails sends the names of its invalid fields, never their values).
 */
export interface ConversionEvents {
  /** The booking calendar was opened, and from where. */
  booking_opened: { where: string }
  demo_opened: { where: string }
  /** A call with the voice assistant was asked for. */
  voice_call_started: { where: string }
  voice_call_failed: { reason: string }
  email_clicked: { where: string }
  phone_clicked: { where: string }
  /** A plan's own button: the plan's id. */
  plan_selected: { plan: string }
  contact_form_submitted: { service: string }
  /** The names of the fields that stopped the form, comma-separated. */
  contact_form_invalid: { fields: string }
  /** An FAQ answer was opened: the question's id. */
  faq_opened: { question: string }
  /**
   * The savings estimator showed an estimate of the visitor's own figures (once a page), and the
   * visitor booked with it: the plan that fits and coarse bands, never the figures themselves.
   */
  estimate_viewed: { plan: string; hours: string; return: string }
  estimate_booked: { plan: string; hours: string; return: string }
}

export type ConversionEventName = keyof ConversionEvents

/** An event as the provider receives it: `[name, properties]`. */
export type QueuedEvent = { [Name in ConversionEventName]: [Name, ConversionEvents[Name]] }[ConversionEventName]

/** The Core Web Vitals measured on real visits (web-vitals.ts): loading, responsiveness, stability. */
export type WebVitalName = "LCP" | "INP" | "CLS"

/**
 * One Core Web Vital of a page view, as it is sent, and all that is: the measure's name, its value
 * rounded (milliseconds to the nearest 10, CLS to hundredths), how it rates, and the page's path
 * without its query or fragment. Nothing about the visitor, where they came from, or what they did.
 */
export interface WebVital {
  metric: WebVitalName
  value: number
  rating: "good" | "needs-improvement" | "poor"
  path: string
}

/**
 * What waits for the provider: events recorded with `track`, the calls to action tapped before
 * it loaded, queued as the elements themselves by the page's start-up script
 * (start/queued-events.ts), and the page's Web Vitals, queued as it is hidden.
 */
export type Queued = QueuedEvent | ["web_vitals", WebVital] | Element

/** Whether this build sends events anywhere (VITE_ANALYTICS_PROVIDER); with `none`, nothing here does anything. */
export const isAnalyticsConfigured = site.analytics.provider !== "none"

declare global {
  interface Window {
    /** The queue until the provider's module starts; then what sends each event at once. */
    siteEvents?: Queued[] | { push: (...items: Queued[]) => unknown }
  }
}

/** Records a conversion event; the provider's module sends it once it runs. */
export function track<Name extends ConversionEventName>(name: Name, properties: ConversionEvents[Name]): void {
  if (!isAnalyticsConfigured) return
  window.siteEvents ??= [] as Queued[]
  window.siteEvents.push([name, properties] as QueuedEvent)
}

/** The data attributes that say more about a call to action than the element itself does. */
export const eventAttributes = {
  /** On a plan's button: the plan's id, recorded as `plan_selected` before what the button does. */
  plan: "data-plan",
  /** On a part of the page: where its calls to action are ("hero", "pricing"...), read from the nearest. */
  where: "data-where",
} as const

/** Marks a part of the page as the place its calls to action are followed from; nothing without analytics. */
export function whereAttribute(where: string): Record<string, string> {
  return isAnalyticsConfigured ? { [eventAttributes.where]: where } : {}
}

/** A plan's button names its plan; nothing without analytics. */
export function planAttribute(plan: string | undefined): Record<string, string> {
  return isAnalyticsConfigured && plan ? { [eventAttributes.plan]: plan } : {}
}

/**
 * The events a tapped call to action records, told from what `ActionButton` rendered: a voice
 * control starts a call, a booking link opens the calendar, the demo link the demo, and email and
 * phone links their programs; a plan's button first records the plan. Where it was is the nearest
 * part of the page that says (`data-where`), else the header, the phone menu or the footer.
 */
export function eventsOfControl(
  control: Element,
  settings: { demoVideoUrl: string; hasVoice: boolean },
): QueuedEvent[] {
  const href = control.getAttribute("href") ?? ""
  const name: ConversionEventName | null = control.hasAttribute(actionAttributes.voiceCall)
    ? settings.hasVoice
      ? "voice_call_started"
      : null
    : control.hasAttribute(actionAttributes.bookingLink)
      ? "booking_opened"
      : href.startsWith("mailto:")
        ? "email_clicked"
        : href.startsWith("tel:")
          ? "phone_clicked"
          : href === settings.demoVideoUrl
            ? "demo_opened"
            : null
  if (!name) return []
  const where =
    control.closest(`[${eventAttributes.where}]`)?.getAttribute(eventAttributes.where) ??
    (control.closest("dialog")
      ? "menu"
      : control.closest("header")
        ? "header"
        : control.closest("footer")
          ? "footer"
          : "page")
  const plan = control.getAttribute(eventAttributes.plan)
  return [...(plan ? [["plan_selected", { plan }] as QueuedEvent] : []), [name, { where }] as QueuedEvent]
}
