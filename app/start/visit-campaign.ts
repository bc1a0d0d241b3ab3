import { campaignParameters } from "~/lib/booking"
import { campaignStorageKey } from "~/lib/campaign"
import { bookingLinkAttribute, bookingSourceAttribute } from "~/lib/data-attributes"

/** An address can carry any length. */
const maxValueLength = 200

/**
 * The landing address's UTM parameters, kept for the visit and added to booking links; a page written for
 * one kind of buyer (an industry's, a service's) names itself as the visit's `utm_content`, so a booking or a
 * lead made after it says which page brought it. Storage is touched only on landing, on such a page or when a
 * link is followed: a page's first use of it waits for the browser.
 */
export const keepVisitCampaign = (): void => {
  const landingCampaign: Record<string, string> = {}
  for (const key of campaignParameters) {
    const value = new URLSearchParams(location.search).get(key)?.trim()
    if (value) landingCampaign[key] = value.slice(0, maxValueLength)
  }
  const isCampaignLanding = Object.keys(landingCampaign).length > 0
  const pageSource = document.body.getAttribute(bookingSourceAttribute)
  if (isCampaignLanding || pageSource) {
    try {
      const campaign = isCampaignLanding
        ? landingCampaign
        : (JSON.parse(sessionStorage.getItem(campaignStorageKey) ?? "{}") as Record<string, string>)
      if (pageSource) campaign.utm_content = pageSource
      sessionStorage.setItem(campaignStorageKey, JSON.stringify(campaign))
    } catch {
      // Storage can be full or disabled; booking still works without attribution.
    }
  }
  const addCampaign = (link: HTMLAnchorElement) => {
    let campaign: Record<string, unknown> = {}
    try {
      campaign = JSON.parse(sessionStorage.getItem(campaignStorageKey) ?? "{}")
    } catch {
      return
    }
    const url = new URL(link.href)
    const hasSource = link.hasAttribute(bookingSourceAttribute)
    for (const key of campaignParameters) {
      const value = key === "utm_content" && hasSource ? undefined : campaign[key]
      if (typeof value === "string" && value) url.searchParams.set(key, value)
    }
    link.href = url.href
  }
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${bookingLinkAttribute}]`) : null
      if (link instanceof HTMLAnchorElement) addCampaign(link)
    },
    true,
  )
  document.addEventListener("DOMContentLoaded", () => {
    if (isCampaignLanding)
      for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${bookingLinkAttribute}]`)) addCampaign(link)
  })
}
