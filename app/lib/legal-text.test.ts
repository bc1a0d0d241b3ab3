import { readFileSync } from "node:fs"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { SiteSettings } from "~/config/settings"
import { defaultLocale, locales } from "~/config/locales"
import { site as builtSite } from "~/config/site"

/** Each analytics provider as a build can set it. */
const providers: SiteSettings["analytics"][] = [
  { provider: "none" },
  { provider: "plausible", apiHost: "https://plausible.io" },
  { provider: "umami", apiHost: "https://cloud.umami.is" },
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

const privacyIn = (locale: string) =>
  readFileSync(
    path.join(
      import.meta.dirname,
      "..",
      "content",
      ...(locale === defaultLocale ? [] : [locale]),
      "legal",
      "privacy.md",
    ),
    "utf8",
  ).replace(/^---\n[\s\S]*?\n---\n/, "")

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
        const { cookiesDisclosure } = (await import("~/lib/interface-text")).textFor(locale)
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
