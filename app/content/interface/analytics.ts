/**
 * What the privacy policy says about visit statistics ({analytics} in app/content/legal/privacy.md),
 * made from the same setting that chooses the provider, so the policy always matches the build.
 */
export function analyticsDisclosure(
  analytics: { provider: "none" } | { provider: "plausible" | "umami"; apiHost: string },
): string {
  if (analytics.provider === "none") return "this site runs no analytics and collects no visit statistics."
  const service =
    analytics.provider === "plausible"
      ? `Plausible Analytics (${new URL(analytics.apiHost).host})`
      : `Umami (${new URL(analytics.apiHost).host})`
  return `we count visits, and which buttons lead to a booking, with ${service}. It sets no cookies and keeps no personal data: it records the page, the site that referred you, the campaign in the link you followed, your country, device type and browser, and which of our buttons you used (for the contact form, only whether it was sent, never what you typed). Nothing is recorded when your browser sends Global Privacy Control or Do Not Track.`
}
