import { site } from "~/config/site"
import { actionAttributes } from "~/lib/data-attributes"

/** Properties are short strings only, and nothing a visitor typed is ever sent (an invalid field's name, never its value). */
export interface ConversionEvents {
  booking_opened: { where: string }
  demo_opened: { where: string }
  voice_call_started: { where: string }
  voice_call_failed: { reason: string }
  email_clicked: { where: string }
  phone_clicked: { where: string }
  plan_selected: { plan: string }
  contact_form_submitted: { service: string }
  /** Comma-separated. */
  contact_form_invalid: { fields: string }
  faq_opened: { question: string }
  /** Once a page; the plan that fits and coarse bands, never the visitor's figures. */
  estimate_viewed: { plan: string; hours: string; return: string }
  estimate_booked: { plan: string; hours: string; return: string }
}

export type ConversionEventName = keyof ConversionEvents

export type QueuedEvent = { [Name in ConversionEventName]: [Name, ConversionEvents[Name]] }[ConversionEventName]

export type WebVitalName = "LCP" | "INP" | "CLS"

/** All that is sent: the value rounded (ms to 10, CLS to hundredths) and the path without query; nothing about the visitor. */
export interface WebVital {
  metric: WebVitalName
  value: number
  rating: "good" | "needs-improvement" | "poor"
  path: string
}

/** Calls to action tapped before the provider loaded are queued as the elements themselves. */
export type Queued = QueuedEvent | ["web_vitals", WebVital] | Element

/** With VITE_ANALYTICS_PROVIDER `none`, nothing here does anything. */
export const isAnalyticsConfigured = site.analytics.provider !== "none"

declare global {
  interface Window {
    /** The queue until the provider's module starts; then what sends each event at once. */
    siteEvents?: Queued[] | { push: (...items: Queued[]) => unknown }
  }
}

export function track<Name extends ConversionEventName>(name: Name, properties: ConversionEvents[Name]): void {
  if (!isAnalyticsConfigured) return
  window.siteEvents ??= [] as Queued[]
  window.siteEvents.push([name, properties] as QueuedEvent)
}

export const eventAttributes = {
  /** Recorded as `plan_selected` before what the button does. */
  plan: "data-plan",
  /** Where a part's calls to action are ("hero", "pricing"...), read from the nearest. */
  where: "data-where",
} as const

export function whereAttribute(where: string): Record<string, string> {
  return isAnalyticsConfigured ? { [eventAttributes.where]: where } : {}
}

export function planAttribute(plan: string | undefined): Record<string, string> {
  return isAnalyticsConfigured && plan ? { [eventAttributes.plan]: plan } : {}
}

/** Told from what `ActionButton` rendered; a plan's button first records the plan. */
export function eventsOfControl(
  control: Element,
  settings: { demoVideoUrls: readonly string[]; hasVoice: boolean },
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
          : settings.demoVideoUrls.includes(href)
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
