import { readFileSync } from "node:fs"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { SiteSettings } from "~/config/settings"
import { defaultLocale, locales } from "~/config/locales"
import { site as builtSite } from "~/config/site"
import { elevenLabsVoice as elevenLabs } from "~/test/voice"

/** Each analytics provider as a build can set it. */
const providers: SiteSettings["analytics"][] = [
  { provider: "none" },
  { provider: "plausible", domain: "www.example.com", apiHost: "https://plausible.io" },
  { provider: "umami", websiteId: "0b7c2c3e-8d4e-4a8e-9c53-6f1f0a3b2d11", apiHost: "https://cloud.umami.is" },
  { provider: "ga4", measurementId: "G-ABC123" },
]

/** `fillSettingsHtml` as a build with `analytics` has it. */
async function fillFor(analytics: SiteSettings["analytics"]) {
  vi.resetModules()
  vi.doMock("~/config/site", () => ({ site: { ...builtSite, analytics } }))
  return (await import("./legal-text")).fillSettingsHtml
}

afterEach(() => {
  vi.doUnmock("~/config/site")
})

const legalBodyIn = (locale: string, page: string) =>
  readFileSync(
    path.join(
      import.meta.dirname,
      "..",
      "content",
      ...(locale === defaultLocale ? [] : [locale]),
      "legal",
      `${page}.md`,
    ),
    "utf8",
  ).replace(/^---\n[\s\S]*?\n---\n/, "")
const privacyIn = (locale: string) => legalBodyIn(locale, "privacy")

describe("the privacy policy's sentences that depend on a setting", () => {
  it.each(providers.map((analytics) => [analytics.provider, analytics] as const))(
    "with %s analytics, say about cookies what the build does, in every language",
    async (provider, analytics) => {
      const fill = await fillFor(analytics)
      for (const locale of locales) {
        const summary =
          fill(privacyIn(locale), locale)
            .split("\n")
            .find((line) => /cookie/i.test(line)) ?? ""
        const cookiesDisclosure = (await import("virtual:content/cookiesDisclosureWords")).cookiesDisclosureWords[
          locale
        ]
        expect(summary, locale).toContain(cookiesDisclosure(analytics))
        expect(summary, locale).not.toContain("{cookies}")
        const saysNone = cookiesDisclosure({ provider: "none" })
        if (provider === "ga4") expect(summary, locale).not.toContain(saysNone)
        else expect(summary, locale).toContain(saysNone)
      }
    },
  )

  it("come from a placeholder in every language's text, never written into it", () => {
    for (const locale of locales) {
      const body = privacyIn(locale)
      expect(body, locale).toContain("{cookies}")
      expect(body, locale).toContain("{analytics}")
      expect(body, locale).not.toMatch(/sets no cookies|no instala cookies/i)
    }
  })
})

describe("the accessibility statement", () => {
  const facts = { responsePromise: "We reply to every message within 24 hours.", reviewedAt: new Date("2026-11-27") }

  it("takes its contacts, reply time and date from the site, in every language", async () => {
    const fill = await fillFor(builtSite.analytics)
    for (const locale of locales) {
      const body = legalBodyIn(locale, "accessibility")
      for (const placeholder of [
        "email",
        "phone",
        "responsePromise",
        "reviewedAt",
        "bookingCalendar",
        "voiceAssistant",
      ])
        expect(body, `${locale}: {${placeholder}}`).toContain(`{${placeholder}}`)
      expect(body, locale).toContain("WCAG 2.2")
      const html = fill(body, locale, facts)
      expect(html, locale).not.toMatch(/\{[a-zA-Z]+\}/)
      expect(html, locale).toContain(facts.responsePromise)
      expect(html, locale).toContain(`href="mailto:${builtSite.email}"`)
      expect(html, locale).toContain((await import("~/lib/format")).formatDate(facts.reviewedAt, locale))
    }
  })

  it("with no voice assistant, says nothing of one, in every language", async () => {
    vi.resetModules()
    vi.doMock("~/config/site", () => ({ site: { ...builtSite, voice: { vendor: "none" } } }))
    const { fillSettingsHtml } = await import("./legal-text")
    for (const locale of locales) {
      const html = fillSettingsHtml(legalBodyIn(locale, "accessibility"), locale, facts)
      expect(html, locale).not.toMatch(/assistant\b|asistente/i)
      expect(html, locale).not.toMatch(/\{\/?if\b/)
    }
  })

  it("with ElevenLabs, says what the build embeds", async () => {
    vi.resetModules()
    vi.doMock("~/config/site", () => ({ site: { ...builtSite, voice: elevenLabs } }))
    const { fillSettingsHtml } = await import("./legal-text")
    expect(fillSettingsHtml(legalBodyIn("en", "accessibility"), "en", facts)).toContain("assistant is ElevenLabs")
  })

  it("names the booking calendar the settings link to, with the other ways to book", async () => {
    for (const [bookingUrl, name] of [
      ["https://calendly.com/agency/consultation", "Calendly"],
      ["https://cal.com/agency/consultation", "Cal.com"],
    ] as const) {
      vi.resetModules()
      vi.doMock("~/config/site", () => ({ site: { ...builtSite, bookingUrl: { en: bookingUrl, es: bookingUrl } } }))
      const { fillSettingsHtml } = await import("./legal-text")
      const html = fillSettingsHtml(legalBodyIn("en", "accessibility"), "en", facts)
      expect(html).toContain(`run by ${name}`)
      expect(html).toMatch(/email or call us/)
    }
  })
})

/** `fillSettingsHtml` as a build with these settings has it. */
async function fillWith(settings: Partial<SiteSettings>) {
  vi.resetModules()
  vi.doMock("~/config/site", () => ({ site: { ...builtSite, ...settings } }))
  return (await import("./legal-text")).fillSettingsHtml
}

describe("the companies the privacy policy and the trust page name", () => {
  const everyVendor: Partial<SiteSettings> = {
    voice: elevenLabs,
    analytics: { provider: "plausible", domain: "www.example.com", apiHost: "https://plausible.io" },
    leadWebhookUrl: "https://acme.app.n8n.cloud/webhook/lead-intake",
    emailProvider: "postmark",
    host: "netlify",
  }
  const named = ["ElevenLabs", "Plausible Analytics", "n8n Cloud", "Postmark", "Netlify"]

  it.each(["privacy", "trust"])("on the %s page, are those the settings switch on, in every language", async (page) => {
    const fill = await fillWith(everyVendor)
    for (const locale of locales) {
      const html = fill(legalBodyIn(locale, page), locale)
      for (const name of named) expect(html, `${locale}: ${name}`).toContain(name)
      expect(html, locale).toContain('href="https://elevenlabs.io/privacy-policy"')
      expect(html, locale).not.toMatch(/\{[a-zA-Z:]+\}|\{\/?if\b/)
    }
  })

  it.each(["privacy", "trust", "accessibility", "terms"])(
    "on the %s page, are none of those when the settings switch them off",
    async (page) => {
      const fill = await fillWith({
        voice: { vendor: "none" },
        analytics: { provider: "none" },
        leadWebhookUrl: null,
        emailProvider: "none",
        host: "own-server",
      })
      for (const locale of locales) {
        const html = fill(legalBodyIn(locale, page), locale, { reviewedAt: new Date("2026-12-01") })
        for (const name of [...named, "Google Analytics", "Umami"])
          expect(html, `${locale}: ${name}`).not.toContain(name)
        expect(html, locale).not.toMatch(/\{[a-zA-Z:]+\}|\{\/?if\b/)
      }
    },
  )

  it("on the trust page, give the retention period, the security contact and each AI provider's terms", async () => {
    const fill = await fillWith({
      ...everyVendor,
      leadRetentionDays: 45,
      securityContact: "security@acme.example",
      aiProviders: ["anthropic", "azure-openai"],
    })
    for (const locale of locales) {
      const html = fill(legalBodyIn(locale, "trust"), locale)
      expect(html, locale).toContain(" 45 ")
      expect(html, locale).toContain('href="mailto:security@acme.example"')
      expect(html, locale).toContain('href="https://www.anthropic.com/legal/commercial-terms"')
      expect(html, locale).toContain("Azure OpenAI")
      expect(html, locale).not.toContain("OpenAI (API)")
    }
  })
})
