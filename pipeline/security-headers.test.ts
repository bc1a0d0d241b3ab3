import { describe, expect, it } from "vitest"
import {
  cacheControlFor,
  contentSecurityPolicy,
  requestOrigin,
  searchIndexPolicy,
  securityHeaders,
  staticHostPolicy,
} from "./security-headers"
import { elevenLabsVoice as elevenLabs } from "../app/test/voice"

const noVoice = { vendor: "none" } as const
const noAnalytics = { provider: "none" } as const
const nothing = { voice: noVoice, analytics: noAnalytics, leadWebhookUrl: null }
const site = "https://www.example.com"
const place = { origins: [site] }
const bundles = `${site}/assets/`

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]))

describe("contentSecurityPolicy", () => {
  it("allows only the site's bundles' folder and the page's inline code, by hash", () => {
    const policy = directives(contentSecurityPolicy({ scripts: ["b", "a", "a"], styles: ["c"] }, nothing, place))
    expect(policy.get("default-src")).toEqual(["'none'"])
    expect(policy.get("script-src")).toEqual([bundles, "'sha256-a'", "'sha256-b'"])
    expect(policy.get("style-src")).toEqual(["'self'", "'sha256-c'"])
    expect(policy.get("img-src")).toEqual(["'self'", "data:"])
    for (const name of ["base-uri", "form-action", "frame-ancestors", "object-src"]) {
      expect(policy.get(name), name).toEqual(["'none'"])
    }
    expect(policy.has("media-src")).toBe(false)
    expect(policy.get("connect-src")).toEqual(["'self'"])
  })

  it("adds what the voice widget needs only when one is configured, its scripts each by their full address", () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ["a"], styles: ["c"] }, { ...nothing, voice: elevenLabs }, place),
    )
    // The widget and its call's worklets come from the site; its resampling worklet (Firefox) from
    // the one file it names, and no other script from any host.
    expect(policy.get("script-src")).toEqual([
      bundles,
      "'sha256-a'",
      "https://cdn.jsdelivr.net/npm/@alexanderolsen/libsamplerate-js@2.1.2/dist/libsamplerate.worklet.js",
    ])
    // Its style elements, made from the agent's look, are inline; style attributes stay refused.
    expect(policy.get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get("style-src")).toEqual(["'self'", "'sha256-c'"])
    expect(policy.get("connect-src")).toContain("wss://api.elevenlabs.io")
    expect(policy.get("media-src")).toEqual(["'self'", "blob:"])
    const without = contentSecurityPolicy({ scripts: [], styles: [] }, nothing, place)
    expect(without).not.toContain("elevenlabs")
    expect(without).not.toContain("style-src-elem")
  })

  it.each([
    ["no integration", nothing],
    ["a voice widget", { ...nothing, voice: elevenLabs }],
    ["Google Analytics 4", { ...nothing, analytics: { provider: "ga4", measurementId: "G-2XK8PLQ7RM" } as const }],
  ])("with %s, lets no host serve any script it likes, and no script be made from text", (_, integrations) => {
    const scriptSources = directives(contentSecurityPolicy({ scripts: [], styles: [] }, integrations, place)).get(
      "script-src",
    )
    for (const source of scriptSources ?? []) {
      if (source.startsWith("'")) expect(source).toMatch(/^'sha256-.+'$/)
      else if (source.startsWith(site)) expect(source).toBe(bundles)
      // An https address whose path does not end in "/" matches that one file, and nothing else.
      else expect(source).toMatch(/^https:\/\/[a-z0-9.-]+\/(?:[\w.@-]+\/)*[\w.@-]+$/)
    }
  })

  it.each([
    [
      "plausible",
      { provider: "plausible", domain: "example.com", apiHost: "https://plausible.io" },
      "https://plausible.io",
    ],
    [
      "umami",
      { provider: "umami", websiteId: "4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50", apiHost: "https://stats.example.com" },
      "https://stats.example.com",
    ],
  ] as const)("lets the page send events to %s's server, and nothing more", (_, analytics, origin) => {
    const policy = directives(contentSecurityPolicy({ scripts: [], styles: [] }, { ...nothing, analytics }, place))
    expect(policy.get("connect-src")).toEqual(["'self'", origin])
    expect(policy.get("script-src")).toEqual([bundles])
    expect(policy.get("img-src")).toEqual(["'self'", "data:"])
  })

  it("lets Google Analytics 4 load its script and send hits, and nothing more, only when it is chosen", () => {
    const analytics = { provider: "ga4", measurementId: "G-2XK8PLQ7RM" } as const
    const policy = directives(contentSecurityPolicy({ scripts: [], styles: [] }, { ...nothing, analytics }, place))
    // Google's tag, not the Tag Manager containers the same host serves.
    expect(policy.get("script-src")).toEqual([bundles, "https://www.googletagmanager.com/gtag/js"])
    expect(policy.get("connect-src")).toContain("https://*.google-analytics.com")
    expect(policy.get("img-src")).toContain("https://*.google-analytics.com")
    expect(contentSecurityPolicy({ scripts: [], styles: [] }, nothing, place)).not.toContain("google")
  })

  it("lets the contact form post leads to the webhook's origin only when one is set", () => {
    const leadWebhookUrl = "https://n8n.example.com/webhook/lead-intake?source=site"
    const policy = directives(contentSecurityPolicy({ scripts: [], styles: [] }, { ...nothing, leadWebhookUrl }, place))
    expect(policy.get("connect-src")).toEqual(["'self'", "https://n8n.example.com"])
    expect(policy.get("script-src")).toEqual([bundles])
  })
})

describe("where a policy lets scripts come from", () => {
  const search = ["/pagefind/", "/es/pagefind/"]
  const scriptSources = (policy: string) => directives(policy).get("script-src") ?? []

  it("names the site's folders under the origin it is given, never the whole origin", () => {
    for (const policy of [
      contentSecurityPolicy({ scripts: ["a"], styles: [] }, nothing, place),
      staticHostPolicy(["a"], nothing, place),
      contentSecurityPolicy({ scripts: ["a"], styles: [] }, nothing, { origins: [requestOrigin] }),
    ]) {
      expect(scriptSources(policy)).not.toContain("'self'")
      expect(scriptSources(policy).filter((source) => !source.startsWith("'"))).toHaveLength(1)
      expect(scriptSources(policy)[0]).toMatch(/\/assets\/$/)
    }
    // The servers' policies name the origin a request was sent to, filled in as they answer.
    expect(
      scriptSources(contentSecurityPolicy({ scripts: [], styles: [] }, nothing, { origins: [requestOrigin] })),
    ).toEqual([`${requestOrigin}/assets/`])
  })

  it("lets the search's pages load Pagefind's script, worker and WebAssembly from the index's folders only", () => {
    const policy = directives(staticHostPolicy([], nothing, { origins: [site], search }))
    expect(policy.get("script-src")).toEqual([
      bundles,
      `${site}/pagefind/`,
      `${site}/es/pagefind/`,
      "'wasm-unsafe-eval'",
    ])
    expect(policy.get("worker-src")).toEqual([`${site}/pagefind/`, `${site}/es/pagefind/`])
    expect(policy.get("connect-src")).toEqual(["'self'"])
    expect(directives(staticHostPolicy([], nothing, place)).has("worker-src")).toBe(false)
    expect(scriptSources(staticHostPolicy([], nothing, place))).not.toContain("'wasm-unsafe-eval'")
  })

  it("lets the search's worker compile its WebAssembly and fetch the index, and load no script", () => {
    const policy = directives(searchIndexPolicy())
    expect(policy.get("script-src")).toEqual(["'wasm-unsafe-eval'"])
    expect(policy.get("connect-src")).toEqual(["'self'"])
  })
})

describe("securityHeaders", () => {
  it("denies the microphone unless a voice widget is configured, then allows the site and the vendor", () => {
    expect(securityHeaders(nothing)["Permissions-Policy"]).toBe(
      "camera=(), geolocation=(), payment=(), usb=(), microphone=()",
    )
    expect(securityHeaders({ ...nothing, voice: elevenLabs })["Permissions-Policy"]).toContain(
      'microphone=(self "https://elevenlabs.io")',
    )
  })

  it("asks for HTTPS for two years, subdomains included", () => {
    expect(securityHeaders(nothing)["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains")
  })
})

describe("cacheControlFor", () => {
  it("keeps hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/entry-abc123.js")).toBe("public, max-age=31536000, immutable")
    for (const path of ["/", "/services", "/sitemap.xml", "/robots.txt", "/og/home.png"]) {
      expect(cacheControlFor(path), path).toBe("no-cache")
    }
  })
})
