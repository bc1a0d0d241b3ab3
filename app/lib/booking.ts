/** Calendly and Cal.com take prefill in the address; every host gets the visit's UTM parameters, to credit the source. */
export type BookingProvider = "calendly" | "cal" | "other"

export interface BookingPrefill {
  name?: string
  email?: string
  company?: string
  service?: string
  message?: string
  /** In the page's language: "Service", "Company" by default. */
  noteLabels?: { service: string; company: string }
}

export const campaignParameters = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const
export type Campaign = Partial<Record<(typeof campaignParameters)[number], string>>

/** Keeps the address well under the 8 KB servers and proxies commonly accept; the visitor can paste the rest. */
export const maxNotesLength = 1500

export function bookingProvider(url: string): BookingProvider {
  const host = new URL(url).hostname.toLowerCase()
  if (host === "calendly.com" || host.endsWith(".calendly.com")) return "calendly"
  if (host === "cal.com" || host.endsWith(".cal.com")) return "cal"
  return "other"
}

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
