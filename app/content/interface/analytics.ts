type AnalyticsChoice =
  | { provider: "none" }
  | { provider: "plausible" | "umami"; apiHost: string }
  | { provider: "ga4"; measurementId: string }

/**
 * Whether the site sets cookies of its own, as the privacy policy's summary says it
 * ({cookies} in app/content/legal/privacy.md, after "There are no accounts or logins, and"): only
 * Google Analytics 4 sets any, and only after the visitor accepts them.
 */
export function cookiesDisclosureWords(analytics: AnalyticsChoice): string {
  return analytics.provider === "ga4"
    ? "the site sets cookies of its own only for visit statistics, and only if you accept them"
    : "the site sets no cookies of its own"
}

/**
 * What the privacy policy says about visit statistics ({analytics} in app/content/legal/privacy.md),
 * made from the same setting that chooses the provider, so the policy always matches the build,
 * and from how long a consent holds (lib/analytics/consent.ts), so the policy says what the site does.
 */
export function analyticsDisclosureWords(analytics: AnalyticsChoice, consentMonths: number): string {
  if (analytics.provider === "none") return "this site runs no analytics and collects no visit statistics."
  if (analytics.provider === "ga4")
    return `only if you accept cookies when the site asks, we count visits, and which buttons lead to a booking, with Google Analytics 4. It then sets cookies (_ga and _ga_*, kept up to two years) and Google receives the page, the site that referred you, the campaign in the link you followed, your approximate location, device type and browser, which of our buttons you used (for the contact form, only whether it was sent, never what you typed), and, for a share of visits, how quickly the page loaded and responded. We do not use it for advertising: ad storage and ad personalization stay off. Until you accept, nothing is loaded from Google and no cookie is set; if you reject, or your browser sends Global Privacy Control or Do Not Track, nothing ever is. Your choice, either one, is remembered in your browser for ${consentMonths} months, and then the site asks again; you can change it at any time with Cookie settings at the bottom of every page.`
  const service =
    analytics.provider === "plausible"
      ? `Plausible Analytics (${new URL(analytics.apiHost).host})`
      : `Umami (${new URL(analytics.apiHost).host})`
  return `we count visits, and which buttons lead to a booking, with ${service}. It sets no cookies and keeps no personal data: it records the page, the site that referred you, the campaign in the link you followed, your country, device type and browser, which of our buttons you used (for the contact form, only whether it was sent, never what you typed), and, for a share of visits, how quickly the page loaded and responded. Nothing is recorded when your browser sends Global Privacy Control or Do Not Track.`
}
