import { readFileSync } from "node:fs"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { SiteSettings } from "~/config/settings"
import { defaultLocale, locales } from "~/config/locales"
import { site as builtSite } from "~/config/site"

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

  it.each([
    ["no voice assistant", { vendor: "none" }, "no AI voice or chat assistant"],
    [
      "ElevenLabs",
      { vendor: "elevenlabs", agentId: "agent_1", agentIdIn: {}, startCallLabel: "Start a call", loadWhenIdle: false },
      "assistant is ElevenLabs",
    ],
  ] as const)("with %s, says what the build embeds", async (_, voice, says) => {
    vi.resetModules()
    vi.doMock("~/config/site", () => ({ site: { ...builtSite, voice } }))
    const { fillSettingsHtml } = await import("./legal-text")
    expect(fillSettingsHtml(legalBodyIn("en", "accessibility"), "en", facts)).toContain(says)
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
