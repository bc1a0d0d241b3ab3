import { z } from "zod"
import { docOf, orList, report, setting } from "./setting"
import { isHttpsUrl, publishedUrl } from "./url-checks"

const analyticsProviders = ["none", "plausible", "umami", "ga4"] as const

/** A provider's origins are added to the Content-Security-Policy only when it is chosen. */
export type AnalyticsSettings =
  | { provider: "none" }
  | { provider: "plausible"; domain: string; apiHost: string }
  | { provider: "umami"; websiteId: string; apiHost: string }
  | { provider: "ga4"; measurementId: string }

/** When no server of the agency's own is named. */
const analyticsCloudHosts = { plausible: "https://plausible.io", umami: "https://cloud.umami.is" } as const

const ga4IdPattern = /^G-[A-Z0-9]{6,12}$/
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const analyticsVariables = {
  VITE_ANALYTICS_PROVIDER: setting(
    {
      group: "analytics",
      default: "none",
      description: `Conversion events (booking opened, plan chosen, form sent...): ${orList(analyticsProviders)}. With none, the default, nothing is loaded or sent. Plausible and Umami are cookieless, so no consent is asked; Google Analytics 4 sets cookies, so it loads only after the visitor accepts them in a consent dialog. Browsers that send Global Privacy Control or Do Not Track are never tracked.`,
    },
    z.enum(analyticsProviders, { error: `must be one of ${analyticsProviders.join(", ")}` }),
  ),
  VITE_ANALYTICS_DOMAIN: setting(
    {
      group: "analytics",
      default: "",
      example: "example.com",
      description: "Plausible: the site's domain as registered there; empty for the host of VITE_SITE_URL.",
    },
    ({ example }) =>
      z.string().regex(/^$|^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, `must be a domain name such as ${example}, without https://`),
  ),
  VITE_ANALYTICS_API_HOST: setting(
    {
      group: "analytics",
      default: "",
      example: "https://plausible.example.com",
      description: `https origin of the analytics server (a self-hosted Plausible CE or Umami); empty for the provider's cloud (${Object.values(analyticsCloudHosts).join(", ")}).`,
    },
    ({ example }) =>
      publishedUrl(
        z
          .string()
          .refine(
            (value) => value === "" || (isHttpsUrl(value) && new URL(value).pathname === "/"),
            `must be an https origin such as ${example}, without a path`,
          ),
      ),
  ),
  VITE_ANALYTICS_WEBSITE_ID: setting(
    {
      group: "analytics",
      default: "",
      example: "4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50",
      description: "Umami: the website's id (a UUID), required for umami.",
    },
    z.string(),
  ),
  VITE_GA4_MEASUREMENT_ID: setting(
    {
      group: "analytics",
      default: "",
      example: "G-2XK8PLQ7RM",
      description: "Google Analytics 4: the web stream's measurement id, required for ga4.",
    },
    z.string(),
  ),
  VITE_WEB_VITALS_SAMPLE_RATE: setting(
    {
      group: "analytics",
      default: "0.1",
      description:
        "The share of page views whose Core Web Vitals (LCP, INP, CLS: how fast the page loaded, answered and stayed still for real visitors) are sent to the analytics provider, as web_vitals events: a number from 0 (none) to 1 (every one). The default, 0.1, sends about one page view in ten, as Plausible's and Umami's cloud plans count each event against the month's allowance; on a site with few visits, raise it (docs/analytics.md). Nothing is measured without a provider.",
    },
    (doc) =>
      z
        .string()
        .refine(
          (value) => /^(?:[01](?:\.\d+)?|\.\d+)$/.test(value) && Number(value) <= 1,
          `must be a number from 0 to 1, such as ${doc.default}`,
        ),
  ),
}

type AnalyticsValues = z.output<z.ZodObject<typeof analyticsVariables>> & { VITE_SITE_URL: string }

export function checkAnalytics(values: AnalyticsValues, context: z.RefinementCtx): void {
  const { VITE_ANALYTICS_WEBSITE_ID: umami, VITE_GA4_MEASUREMENT_ID: ga4 } = analyticsVariables
  if (values.VITE_ANALYTICS_PROVIDER === "umami" && !uuidPattern.test(values.VITE_ANALYTICS_WEBSITE_ID))
    report(
      context,
      `must be the Umami website id, a UUID such as ${docOf(umami)?.example}`,
      "VITE_ANALYTICS_WEBSITE_ID",
    )
  if (values.VITE_ANALYTICS_PROVIDER === "ga4" && !ga4IdPattern.test(values.VITE_GA4_MEASUREMENT_ID))
    report(
      context,
      `must be the Google Analytics 4 measurement id, such as ${docOf(ga4)?.example}`,
      "VITE_GA4_MEASUREMENT_ID",
    )
}

export function analyticsSettings(values: AnalyticsValues): AnalyticsSettings {
  const provider = values.VITE_ANALYTICS_PROVIDER
  if (provider === "none") return { provider }
  if (provider === "ga4") return { provider, measurementId: values.VITE_GA4_MEASUREMENT_ID }
  const apiHost = (values.VITE_ANALYTICS_API_HOST || analyticsCloudHosts[provider]).replace(/\/$/, "")
  if (provider === "umami") return { provider, websiteId: values.VITE_ANALYTICS_WEBSITE_ID.toLowerCase(), apiHost }
  return { provider, domain: values.VITE_ANALYTICS_DOMAIN || new URL(values.VITE_SITE_URL).hostname, apiHost }
}
