/**
 * Booking links that carry what the visitor already told us. Calendly and Cal.com accept prefill
 * in the address; any other booking host gets the URL as configured. Campaign (UTM) parameters
 * of the visit are added to every booking link so the booking is credited to its source.
 */

export type BookingProvider = "calendly" | "cal" | "other"

/** What the contact form collected; every field may be empty. */
export interface BookingPrefill {
  name?: string
  email?: string
  company?: string
  service?: string
  message?: string
  /** The words before the service and the company in the notes, in the page's language: "Service", "Company" by default. */
  noteLabels?: { service: string; company: string }
}

export const campaignParameters = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const
export type Campaign = Partial<Record<(typeof campaignParameters)[number], string>>

/**
 * The longest notes carried into the booking page. Longer messages are cut here (ending in "…")
 * so the address stays well under the 8 KB that servers and proxies commonly accept; the
 * visitor can paste the rest on the booking page.
 */
export const maxNotesLength = 1500

/** Which prefill format the booking host understands, from its host name. */
export function bookingProvider(url: string): BookingProvider {
  const host = new URL(url).hostname.toLowerCase()
  if (host === "calendly.com" || host.endsWith(".calendly.com")) return "calendly"
  if (host === "cal.com" || host.endsWith(".cal.com")) return "cal"
  return "other"
}

/** The booking URL with the visitor's details as prefill and the visit's campaign parameters. */
export function prefilledBookingUrl(base: string, prefill: BookingPrefill = {}, campaign: Campaign = {}): string {
  const url = new URL(base)
  const provider = bookingProvider(base)
  const added: [string, string | undefined][] = []
  if (provider !== "other") {
    added.push(["name", clean(prefill.name)], ["email", clean(prefill.email)])
    added.push([provider === "calendly" ? "a1" : "notes", bookingNotes(prefill)])
  }
  for (const parameter of campaignParameters) added.push([parameter, clean(campaign[parameter])])
  const ours = added.filter((entry): entry is [string, string] => Boolean(entry[1]))
  if (ours.length === 0) return base

  // The configured query stays as written, except for parameters this function sets itself.
  const keys = new Set(ours.map(([key]) => key))
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair && !keys.has(decodeURIComponent(pair.split("=")[0] ?? "")))
  const query = [...kept, ...ours.map(([key, value]) => `${key}=${encodeURIComponent(value)}`)].join("&")
  return `${url.origin}${url.pathname}?${query}${url.hash}`
}

/** The message, with the service and company the visitor chose, as one note for the booking. */
export function bookingNotes({
  company,
  service,
  message,
  noteLabels = { service: "Service", company: "Company" },
}: BookingPrefill): string | undefined {
  const lines = [
    clean(service) && `${noteLabels.service}: ${clean(service)}`,
    clean(company) && `${noteLabels.company}: ${clean(company)}`,
    clean(message),
  ].filter(Boolean)
  if (lines.length === 0) return undefined
  const notes = lines.join("\n")
  return notes.length > maxNotesLength ? `${notes.slice(0, maxNotesLength - 1).trimEnd()}…` : notes
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
