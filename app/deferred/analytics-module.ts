import { site } from "~/config/site"
import { startAnalytics } from "~/lib/analytics/providers"

/**
 * The analytics provider's module: on pages of a site with one configured
 * (VITE_ANALYTICS_PROVIDER), started by after-paint.ts after the first paint. It sends the page
 * view and the conversion events queued until then (queued-events.ts), and every later one; a
 * provider that sets cookies first loads the consent dialog and waits for the visitor's choice.
 */
const { analytics } = site
if (analytics.provider !== "none")
  void startAnalytics({ ...site, analytics }, async (onChoice) =>
    (await import("~/components/consent-dialog")).askForConsent(onChoice),
  )
