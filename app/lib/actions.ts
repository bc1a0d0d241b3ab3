import { site } from "~/config/site"

/**
 * The only module that knows where the site sends a visitor when they leave it: the booking
 * calendar, the demo video, the mail address and the phone number. `ActionButton` is its caller
 * in the UI.
 */

/** Attributes of every link that opens outside the site. */
export const newTabLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const

export function bookingHref(): string {
  return site.bookingUrl
}

export const demoVideoHref = site.demoVideoUrl

export const emailAddress = site.email

export function emailHref(subject?: string): string {
  return `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`
}

export const phoneNumber = site.phone.display
export const phoneHours = site.phoneHours
export const phoneHref = `tel:${site.phone.e164}`

/** Opens the booking calendar in a new tab; call it while handling the visitor's click. */
export function openBookingCalendar(): void {
  window.open(bookingHref(), "_blank", "noopener,noreferrer")
}
