import { parseAllRedirects } from "@netlify/redirect-parser"
import { describe, expect, it } from "vitest"
import { localeInfo, locales } from "../app/config/locales"

/**
 * netlify.toml as Netlify reads it, through Netlify's own parser: Cloudflare Pages would refuse a
 * 404 rule in `_redirects` (it allows only redirects and rewrites), so the Spanish 404 page's rule
 * lives in the file only Netlify reads.
 */
/** A rule as Netlify's parser gives it (its types say `unknown`). */
type Rule = { from: string; to: string; status: number; force: boolean }

async function netlifyRules(): Promise<{ redirects: Rule[]; errors: unknown[] }> {
  const parsed = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: "netlify.toml",
    configRedirects: [],
    minimal: false,
  })
  return { redirects: parsed.redirects as Rule[], errors: parsed.errors }
}

describe("netlify.toml", () => {
  it("parses without an error, and only shows a 404 page, never redirects", async () => {
    const { redirects, errors } = await netlifyRules()
    expect(errors).toEqual([])
    for (const rule of redirects) {
      expect(rule.status, rule.from).toBe(404)
      expect(rule.force, rule.from).toBe(false)
    }
  })

  it("answers each language's unknown addresses with that language's 404 page", async () => {
    const { redirects } = await netlifyRules()
    const prefixed = locales.map((locale) => localeInfo[locale].prefix).filter((prefix) => prefix !== "")
    expect(prefixed.length).toBeGreaterThan(0)
    expect(redirects.map((rule) => ({ from: rule.from, to: rule.to, status: rule.status }))).toEqual(
      prefixed.map((prefix) => ({ from: `${prefix}/*`, to: `${prefix}/404.html`, status: 404 })),
    )
  })
})
