import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import { prefilledBookingUrl, type BookingPrefill } from "./booking"
import { rememberedCampaign } from "./campaign"
import { documentLocale } from "./document-locale"

/**
 * The only module that knows where the site sends a visitor when they leave it: the booking
 * calendar, the demo video, the mail address and the phone number. `ActionButton` renders its
 * links; start/visit-campaign.ts adds the visit's campaign to booking links when followed.
 */

/** Attributes of every link that opens outside the site. */
export const newTabLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const

/**
 * The booking calendar of the page's language (its own where the agency set one:
 * VITE_BOOKING_URL_ES, …), with any prefill and the visit's campaign parameters, which a page
 * built ahead has none of: its start-up code adds them to a link marked `data-booking-link` when
 * it is followed (start/visit-campaign.ts). Pages built ahead name their language; in the
 * browser it is the page's own.
 */
export function bookingHref(prefill?: BookingPrefill, locale: Locale = documentLocale()): string {
  return prefilledBookingUrl(site.bookingUrlIn[locale] ?? site.bookingUrl, prefill, rememberedCampaign())
}

/** The demo video in `locale` (VITE_DEMO_VIDEO_URL_ES, …, where set). */
export const demoVideoHref = (locale: Locale) => site.demoVideoUrlIn[locale] ?? site.demoVideoUrl

export const emailAddress = site.email

/** A mailto: link to the agency, with a subject and a body to start from when given. */
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

/**
 * Opens the booking calendar in a new tab, prefilled with what the visitor typed. Call it while
 * handling the visitor's click, so popup blockers allow it.
 */
export function openBookingCalendar(prefill?: BookingPrefill): void {
  window.open(bookingHref(prefill), "_blank", "noopener,noreferrer")
}
