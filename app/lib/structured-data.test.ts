import { describe, expect, it, vi } from "vitest"
import { organizationData } from "./structured-data"
import { locales } from "~/config/locales"
import { layoutWords } from "virtual:content/layoutWords"

// A build whose phone is answered on other days and hours than the defaults.
vi.mock("~/config/site", async () => {
  const { readSiteSettings } = await import("~/config/settings")
  return { site: readSiteSettings({ VITE_PHONE_HOURS: "Mon-Sat 8:30 AM-5 PM CST" }) }
})

describe("organizationData", () => {
  it("gives the phone hours setting as the agency's opening hours, in 24-hour local time", () => {
    expect(organizationData("en").openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:30",
      closes: "17:00",
    })
  })

  it("names the country the agency serves in the page's language", () => {
    for (const locale of locales)
      expect(organizationData(locale).areaServed).toEqual({
        "@type": "Country",
        name: layoutWords[locale].structuredData.country,
      })
    expect(organizationData("es").areaServed.name).not.toBe(organizationData("en").areaServed.name)
  })
})
