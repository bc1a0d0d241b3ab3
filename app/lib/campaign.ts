import { campaignParameters, type Campaign } from "./booking"
import { browserStorage } from "./browser-storage"

/** Where the visit's campaign is kept in session storage (app/start/visit-campaign.ts writes it). */
export const campaignStorageKey = "campaign"

/**
 * The campaign (UTM) parameters of the address the visitor landed on, which the page's start-up
 * script keeps for the rest of the visit in session storage (app/start/visit-campaign.ts), so a booking
 * made three pages later is still credited to its source.
 */
export function rememberedCampaign(storage: Storage | undefined = browserStorage("sessionStorage")): Campaign {
  try {
    const stored = storage?.getItem(campaignStorageKey)
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
