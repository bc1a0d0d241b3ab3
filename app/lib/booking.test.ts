import { describe, expect, it } from "vitest"
import { bookingNotes, bookingProvider, prefilledBookingUrl, maxNotesLength } from "./booking"

const calendly = "https://calendly.com/kineticai/strategy-session"
const cal = "https://cal.com/kineticai/intro"
const other = "https://booking.example.com/agency?ref=site"

const visitor = {
  name: "Ana Ruiz",
  email: "ana+ops@ruizlaw.com",
  company: "Ruiz & Partners",
  service: "Custom AI Integrations",
  message: "We miss calls after 5 p.m. & lose leads.",
}

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams)
}

describe("bookingProvider", () => {
  it("recognises Calendly and Cal.com by host name, including their subdomains", () => {
    expect(bookingProvider(calendly)).toBe("calendly")
    expect(bookingProvider("https://www.calendly.com/x")).toBe("calendly")
    expect(bookingProvider(cal)).toBe("cal")
    expect(bookingProvider("https://app.cal.com/x")).toBe("cal")
    expect(bookingProvider(other)).toBe("other")
    expect(bookingProvider("https://calendly.com.evil.example/x")).toBe("other")
  })
})

describe("prefilledBookingUrl", () => {
  it("puts name, email and the notes in a1 for Calendly", () => {
    const url = prefilledBookingUrl(calendly, visitor)
    expect(url.startsWith(`${calendly}?`)).toBe(true)
    expect(params(url)).toEqual({
      name: "Ana Ruiz",
      email: "ana+ops@ruizlaw.com",
      a1: "Service: Custom AI Integrations\nCompany: Ruiz & Partners\nWe miss calls after 5 p.m. & lose leads.",
    })
  })

  it("puts name, email and notes for Cal.com", () => {
    expect(params(prefilledBookingUrl(cal, visitor))).toEqual({
      name: "Ana Ruiz",
      email: "ana+ops@ruizlaw.com",
      notes: "Service: Custom AI Integrations\nCompany: Ruiz & Partners\nWe miss calls after 5 p.m. & lose leads.",
    })
  })

  it("URL-encodes every value, so &, +, spaces and line breaks survive", () => {
    const url = prefilledBookingUrl(calendly, visitor)
    expect(url).toContain("email=ana%2Bops%40ruizlaw.com")
    expect(url).toContain("name=Ana%20Ruiz")
    expect(url).toContain("%26%20lose%20leads")
    expect(url).toContain("%0A")
    expect(url).not.toMatch(/[ \n]/)
  })

  it("leaves out what the visitor left empty", () => {
    expect(
      params(prefilledBookingUrl(calendly, { name: "Ana", email: "ana@x.com", company: " ", service: "" })),
    ).toEqual({
      name: "Ana",
      email: "ana@x.com",
    })
    expect(prefilledBookingUrl(calendly, {})).toBe(calendly)
  })

  it("cuts a very long message at the documented limit instead of dropping it", () => {
    const notes = params(prefilledBookingUrl(calendly, { name: "Ana", message: "x".repeat(10_000) })).a1 ?? ""
    expect(notes).toHaveLength(maxNotesLength)
    expect(notes.endsWith("…")).toBe(true)
    expect(prefilledBookingUrl(calendly, { message: "y".repeat(50_000) }).length).toBeLessThan(8 * 1024)
  })

  it("opens any other booking host as configured, with only the campaign added", () => {
    expect(prefilledBookingUrl(other, visitor)).toBe(other)
    expect(prefilledBookingUrl(other, visitor, { utm_source: "google" })).toBe(`${other}&utm_source=google`)
  })

  it("appends the visit's campaign parameters to every booking link", () => {
    const campaign = { utm_source: "linkedin", utm_medium: "paid social", utm_campaign: "q1-law" }
    expect(params(prefilledBookingUrl(calendly, {}, campaign))).toEqual(campaign)
    expect(params(prefilledBookingUrl(cal, { name: "Ana" }, { utm_term: "ai agents", utm_content: "hero" }))).toEqual({
      name: "Ana",
      utm_term: "ai agents",
      utm_content: "hero",
    })
    expect(prefilledBookingUrl(calendly, {}, { utm_medium: "paid social" })).toContain("utm_medium=paid%20social")
  })

  it("keeps the configured query and hash, replacing only what it sets itself", () => {
    const configured = "https://calendly.com/team/intro?hide_gdpr_banner=1&utm_source=old#top"
    expect(prefilledBookingUrl(configured, { name: "Ana" }, { utm_source: "new" })).toBe(
      "https://calendly.com/team/intro?hide_gdpr_banner=1&name=Ana&utm_source=new#top",
    )
  })
})

describe("bookingNotes", () => {
  it("is empty when there is nothing to note", () => {
    expect(bookingNotes({ name: "Ana" })).toBeUndefined()
  })

  it("names the service and the company in the page's language when given its words", () => {
    expect(
      bookingNotes({
        service: "Integraciones de IA a la medida",
        company: "Ruiz & Asociados",
        message: "Perdemos clientes después de las 5 p.m.",
        noteLabels: { service: "Servicio", company: "Empresa" },
      }),
    ).toBe(
      "Servicio: Integraciones de IA a la medida\nEmpresa: Ruiz & Asociados\nPerdemos clientes después de las 5 p.m.",
    )
  })
})
