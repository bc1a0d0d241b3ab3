// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest"
import { rememberedCampaign } from "./campaign"

describe("the visit's campaign", () => {
  beforeEach(() => {
    sessionStorage.clear()
  })

  it("reads the UTM parameters kept for the visit, and only those", () => {
    sessionStorage.setItem(
      "campaign",
      JSON.stringify({ utm_source: "google", utm_term: "ai agents", gclid: "abc", utm_medium: 7, utm_content: "" }),
    )
    expect(rememberedCampaign()).toEqual({ utm_source: "google", utm_term: "ai agents" })
  })

  it("has nothing to add when the visit came without a campaign, or storage holds junk", () => {
    expect(rememberedCampaign()).toEqual({})
    sessionStorage.setItem("campaign", "{not json")
    expect(rememberedCampaign()).toEqual({})
    sessionStorage.setItem("campaign", "null")
    expect(rememberedCampaign()).toEqual({})
  })
})
