import { beforeEach, describe, expect, it } from "vitest"
import { rememberCampaign, rememberedCampaign } from "./campaign"

describe("campaign parameters", () => {
  beforeEach(() => {
    sessionStorage.clear()
  })

  it("keeps the five UTM parameters of the landing address for the visit", () => {
    rememberCampaign(
      "?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=ai%20agents&utm_content=hero&gclid=abc",
    )
    rememberCampaign("")
    expect(rememberedCampaign()).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_term: "ai agents",
      utm_content: "hero",
    })
  })

  it("replaces them when the visitor arrives again through another campaign", () => {
    rememberCampaign("?utm_source=google")
    rememberCampaign("?utm_source=newsletter&utm_medium=email")
    expect(rememberedCampaign()).toEqual({ utm_source: "newsletter", utm_medium: "email" })
  })

  it("has nothing to add when the visit came without a campaign, or storage holds junk", () => {
    expect(rememberedCampaign()).toEqual({})
    sessionStorage.setItem("campaign", "{not json")
    expect(rememberedCampaign()).toEqual({})
  })
})
