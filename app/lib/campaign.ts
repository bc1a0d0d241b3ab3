import { campaignParameters, type Campaign } from "./booking"
import { browserStorage } from "./browser-storage"

/** In session storage, written by the start-up code. */
export const campaignStorageKey = "campaign"

/** The landing address's UTM parameters, kept for the visit, so a booking three pages later is credited to its source. */
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
