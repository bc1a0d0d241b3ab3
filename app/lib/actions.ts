import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import { prefilledBookingUrl, type BookingPrefill } from "./booking"
import { rememberedCampaign } from "./campaign"
import { documentLocale } from "./document-locale"

/** The only module that knows where a visitor goes when they leave the site. */
export const newTabLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const

/**
 * The calendar of the page's language (VITE_BOOKING_URL_ES…). A page built ahead has no campaign:
 * start-up code adds it to a `data-booking-link` link when followed. `source`, the page a booking is
 * credited to (`bookingSourceOf`), is its `utm_content`.
 */
export function bookingHref(prefill?: BookingPrefill, locale: Locale = documentLocale(), source?: string): string {
  const campaign = rememberedCampaign()
  return prefilledBookingUrl(site.bookingUrl[locale], prefill, source ? { ...campaign, utm_content: source } : campaign)
}

/** VITE_DEMO_VIDEO_URL_ES…, where set. */
export const demoVideoHref = (locale: Locale) => site.demoVideoUrl[locale]

export const emailAddress = site.email

export function emailHref(subject?: string, body?: string): string {
  const fields = [
    ["subject", subject],
    ["body", body],
  ].filter((field): field is [string, string] => Boolean(field[1]))
  const query = fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")
  return `mailto:${site.email}${query ? `?${query}` : ""}`
}

export const phoneNumber = site.phone.display
export const phoneHref = `tel:${site.phone.e164}`

/** Call it while handling the visitor's click, so popup blockers allow it. */
export function openBookingCalendar(prefill?: BookingPrefill): void {
  window.open(bookingHref(prefill), "_blank", "noopener,noreferrer")
}
