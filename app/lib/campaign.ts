import { campaignParameters, type Campaign } from "./booking"

const storageKey = "campaign"

/**
 * Keeps the campaign (UTM) parameters of the address the visitor landed on for the rest of the
 * visit (sessionStorage), so a booking made three pages later is still credited to its source.
 * A later address with campaign parameters replaces the earlier ones. Says whether the address
 * had any.
 */
export function rememberCampaign(search: string, storage?: Storage): boolean {
  const params = new URLSearchParams(search)
  const campaign: Campaign = {}
  for (const parameter of campaignParameters) {
    const value = params.get(parameter)?.trim()
    if (value) campaign[parameter] = value.slice(0, 200)
  }
  if (Object.keys(campaign).length === 0) return false
  try {
    // Touched only when there is something to keep: a page's first use of storage waits for the
    // browser's own process, which a visit without a campaign never needs to.
    ;(storage ?? window.sessionStorage).setItem(storageKey, JSON.stringify(campaign))
  } catch {
    // Storage can be full or disabled; the booking still works without attribution.
  }
  return true
}

/** The campaign parameters remembered for this visit, if any. */
export function rememberedCampaign(storage: Storage | undefined = globalThis.sessionStorage): Campaign {
  try {
    const stored = storage?.getItem(storageKey)
    if (!stored) return {}
    const parsed: unknown = JSON.parse(stored)
    if (!parsed || typeof parsed !== "object") return {}
    const campaign: Campaign = {}
    for (const parameter of campaignParameters) {
      const value = (parsed as Record<string, unknown>)[parameter]
      if (typeof value === "string" && value) campaign[parameter] = value
    }
    return campaign
  } catch {
    return {}
  }
}
