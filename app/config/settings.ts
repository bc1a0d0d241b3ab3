import { z } from "zod"

/**
 * Business settings: what they are, their defaults, and the schema that keeps a bad value out of
 * a build. The build applies it to its environment before anything is compiled
 * (scripts/build/astro-integration.ts), so a bad value stops it naming the variable; pages get
 * the checked values as a constant (`site.ts`), never the checking code.
 *
 * This file is imported by build tooling that runs without Vite's aliases: keep its imports
 * relative, or packages.
 */

export const voiceVendors = ["none", "elevenlabs"] as const
export type VoiceVendorName = (typeof voiceVendors)[number]

export type VoiceSettings =
  | { vendor: "none" }
  | {
      vendor: Exclude<VoiceVendorName, "none">
      agentId: string
      /** The label of the widget's own button that starts a call (its text settings). */
      startCallLabel: string
      /** Load the widget once the page is idle instead of on the first request for it. */
      loadWhenIdle: boolean
    }

export const analyticsProviders = ["none", "plausible", "umami", "ga4"] as const
export type AnalyticsProviderName = (typeof analyticsProviders)[number]

/**
 * Where the conversion events go (app/lib/analytics/): nowhere by default. Plausible and Umami are
 * cookieless; Google Analytics 4 sets cookies, so it loads only once the visitor agrees. A
 * provider's origins are added to the Content-Security-Policy only when it is chosen.
 */
export type AnalyticsSettings =
  | { provider: "none" }
  /** Plausible Analytics (its cloud or a self-hosted Plausible CE): the site's domain as registered there. */
  | { provider: "plausible"; domain: string; apiHost: string }
  /** Umami (its cloud or self-hosted): the website's id there. */
  | { provider: "umami"; websiteId: string; apiHost: string }
  /** Google Analytics 4, after the visitor's consent: the web stream's measurement id. */
  | { provider: "ga4"; measurementId: string }

export interface Phone {
  /** E.164, for `tel:` links and structured data: "+15125550142". */
  e164: string
  /** What a visitor reads: "+1 (512) 555-0142". */
  display: string
}

export interface SiteSettings {
  name: string
  /** Canonical origin, https, without a trailing slash. */
  url: string
  bookingUrl: string
  demoVideoUrl: string
  email: string
  phone: Phone
  phoneHours: string
  voice: VoiceSettings
  analytics: AnalyticsSettings
  /** Where the contact form also posts each lead as JSON (app/lib/leads.ts); null: it posts nothing. */
  leadWebhookUrl: string | null
  cms: CmsSettings
}

/** Where the content editor at /admin saves: a GitHub repository and branch (docs/decisions/009-content-and-cms.md). */
export interface CmsSettings {
  /** "owner/name" */
  repository: string
  branch: string
  /** The OAuth helper that signs editors in with GitHub, when the host does not provide one. */
  authUrl?: string
}

/** Every variable the site reads, with its default and what it is for (see `.env.example`). */
export const settingVariables = {
  VITE_SITE_NAME: { fallback: "Kinetic AI", about: "Agency name shown in the header, titles and footer" },
  VITE_SITE_URL: { fallback: "https://www.kineticai.agency", about: "Canonical https origin of the deployed site" },
  VITE_BOOKING_URL: {
    fallback: "https://calendly.com/kineticai/strategy-session",
    about: "Booking calendar for the free consultation (Calendly or Cal.com links get prefill)",
  },
  VITE_DEMO_VIDEO_URL: {
    fallback: "https://www.youtube.com/watch?v=kH3vQ9sLr2E",
    about: "Demo video opened by Watch Demo",
  },
  VITE_CONTACT_EMAIL: { fallback: "hello@kineticai.agency", about: "General contact address for mailto links" },
  VITE_CONTACT_PHONE: { fallback: "+1 512 555 0142", about: "US phone number, 10 digits with or without +1" },
  VITE_PHONE_HOURS: { fallback: "Mon-Fri 9 AM-6 PM EST", about: "When the phone is answered" },
  VITE_VOICE_VENDOR: { fallback: "none", about: `Voice assistant vendor: ${voiceVendors.join(" or ")}` },
  VITE_VOICE_AGENT_ID: { fallback: "", about: "The vendor's agent id; required unless the vendor is none" },
  VITE_VOICE_START_LABEL: {
    fallback: "Start a call",
    about: "Label of the widget's button that starts a call, as set in its text settings",
  },
  VITE_VOICE_LOAD_WHEN_IDLE: {
    fallback: "false",
    about: "true to load the voice widget once the page is idle rather than on first use",
  },
  VITE_ANALYTICS_PROVIDER: {
    fallback: "none",
    about: `Where conversion events go: ${analyticsProviders.join(", ")} (ga4 only after the visitor's consent)`,
  },
  VITE_ANALYTICS_DOMAIN: {
    fallback: "",
    about: "Plausible: the site's domain as registered there; the host of VITE_SITE_URL when unset",
  },
  VITE_ANALYTICS_API_HOST: {
    fallback: "",
    about: "https origin of the analytics server; Plausible's or Umami's cloud when unset",
  },
  VITE_ANALYTICS_WEBSITE_ID: { fallback: "", about: "Umami: the website's id (a UUID); required for umami" },
  VITE_GA4_MEASUREMENT_ID: {
    fallback: "",
    about: "Google Analytics 4: the web stream's measurement id (G-XXXXXXXXXX); required for ga4",
  },
  VITE_LEAD_WEBHOOK_URL: {
    fallback: "",
    about:
      "https URL the contact form also posts each lead to as JSON (n8n, Zapier, Make, a CRM); nothing is sent when unset",
  },
  VITE_CMS_REPOSITORY: {
    fallback: "kineticai/agency-site",
    about: "GitHub repository the content editor saves to, as owner/name",
  },
  VITE_CMS_BRANCH: { fallback: "main", about: "Branch the content editor saves to" },
  VITE_CMS_AUTH_URL: { fallback: "", about: "https URL of the GitHub sign-in helper for the content editor" },
} as const satisfies Record<string, { fallback: string; about: string }>

export type SettingVariable = keyof typeof settingVariables
export type SettingsEnv = Partial<Record<string, string | boolean | undefined>>

/** Thrown with every problem found, each naming its variable and the value it had. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid site settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`)
    this.name = "SettingsError"
  }
}

const emailPattern =
  /^[^\s@"<>(),;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i
const agentIdPattern = /^[A-Za-z0-9_-]{4,100}$/
const ga4IdPattern = /^G-[A-Z0-9]{6,12}$/
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The cloud services' origins, when no server of the agency's own is named. */
export const analyticsCloudHosts = { plausible: "https://plausible.io", umami: "https://cloud.umami.is" } as const

/** A variable's value, trimmed; its default when unset or blank. */
function valueOf(env: SettingsEnv, name: SettingVariable): string {
  const raw = env[name]
  const value = typeof raw === "string" ? raw.trim() : ""
  return value === "" ? settingVariables[name].fallback : value
}

const httpsUrl = z.string().refine(isHttpsUrl, "must be an absolute https:// URL")

/** The variables as the build receives them, and what each must hold. */
const settingsSchema = z
  .object({
    VITE_SITE_NAME: z.string(),
    VITE_SITE_URL: httpsUrl.refine(
      // Only a URL that passed the first check can be an origin or not.
      (value) => !isHttpsUrl(value) || (new URL(value).pathname === "/" && !/[?#]/.test(value)),
      "must be an origin only, such as https://www.example.com",
    ),
    VITE_BOOKING_URL: httpsUrl,
    VITE_DEMO_VIDEO_URL: httpsUrl,
    VITE_CONTACT_EMAIL: z.string().regex(emailPattern, "must be an email address such as hello@example.com"),
    VITE_CONTACT_PHONE: z.string().transform((value, context) => {
      const phone = parseUsPhone(value)
      if (!phone)
        context.addIssue({
          code: "custom",
          message: "must be a US phone number with 10 digits, such as +1 512 555 0142",
        })
      return phone ?? z.NEVER
    }),
    VITE_PHONE_HOURS: z.string(),
    VITE_VOICE_VENDOR: z.enum(voiceVendors, { error: `must be one of ${voiceVendors.join(", ")}` }),
    VITE_VOICE_AGENT_ID: z.string(),
    VITE_VOICE_START_LABEL: z.string(),
    VITE_VOICE_LOAD_WHEN_IDLE: z.enum(["true", "false"], { error: "must be true or false" }),
    VITE_ANALYTICS_PROVIDER: z.enum(analyticsProviders, { error: `must be one of ${analyticsProviders.join(", ")}` }),
    VITE_ANALYTICS_DOMAIN: z
      .string()
      .regex(/^$|^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be a domain name such as example.com, without https://"),
    VITE_ANALYTICS_API_HOST: z
      .string()
      .refine(
        (value) => value === "" || (isHttpsUrl(value) && new URL(value).pathname === "/"),
        "must be an https origin such as https://plausible.example.com, without a path",
      ),
    VITE_ANALYTICS_WEBSITE_ID: z.string(),
    VITE_GA4_MEASUREMENT_ID: z.string(),
    VITE_LEAD_WEBHOOK_URL: z
      .string()
      .refine(
        (value) => value === "" || isHttpsUrl(value) || isLoopbackHttpUrl(value),
        "must be an absolute https:// URL (or http://localhost for a workflow on this computer)",
      ),
    VITE_CMS_REPOSITORY: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be a GitHub repository as owner/name, such as acme/agency-site"),
    VITE_CMS_BRANCH: z.string().regex(/^[\w./-]+$/, "must be a branch name, such as main"),
    VITE_CMS_AUTH_URL: z
      .string()
      .refine((value) => value === "" || isHttpsUrl(value), "must be an absolute https:// URL"),
  })
  .superRefine((settings, context) => {
    const vendor = settings.VITE_VOICE_VENDOR
    if (vendor !== "none" && !agentIdPattern.test(settings.VITE_VOICE_AGENT_ID))
      context.addIssue({
        code: "custom",
        path: ["VITE_VOICE_AGENT_ID"],
        message: `must be the ${vendor} agent id (letters, digits, - or _)`,
      })
    if (settings.VITE_ANALYTICS_PROVIDER === "umami" && !uuidPattern.test(settings.VITE_ANALYTICS_WEBSITE_ID))
      context.addIssue({
        code: "custom",
        path: ["VITE_ANALYTICS_WEBSITE_ID"],
        message: "must be the Umami website id, a UUID such as 4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50",
      })
    if (settings.VITE_ANALYTICS_PROVIDER === "ga4" && !ga4IdPattern.test(settings.VITE_GA4_MEASUREMENT_ID))
      context.addIssue({
        code: "custom",
        path: ["VITE_GA4_MEASUREMENT_ID"],
        message: "must be the Google Analytics 4 measurement id, such as G-2XK8PLQ7RM",
      })
  })
  .transform((settings): SiteSettings => ({
    name: settings.VITE_SITE_NAME,
    url: settings.VITE_SITE_URL.replace(/\/$/, ""),
    bookingUrl: settings.VITE_BOOKING_URL,
    demoVideoUrl: settings.VITE_DEMO_VIDEO_URL,
    email: settings.VITE_CONTACT_EMAIL,
    phone: settings.VITE_CONTACT_PHONE,
    phoneHours: settings.VITE_PHONE_HOURS,
    voice:
      settings.VITE_VOICE_VENDOR === "none"
        ? { vendor: "none" }
        : {
            vendor: settings.VITE_VOICE_VENDOR,
            agentId: settings.VITE_VOICE_AGENT_ID,
            startCallLabel: settings.VITE_VOICE_START_LABEL,
            loadWhenIdle: settings.VITE_VOICE_LOAD_WHEN_IDLE === "true",
          },
    analytics: analyticsSettings(settings),
    leadWebhookUrl: settings.VITE_LEAD_WEBHOOK_URL || null,
    cms: {
      repository: settings.VITE_CMS_REPOSITORY,
      branch: settings.VITE_CMS_BRANCH,
      ...(settings.VITE_CMS_AUTH_URL ? { authUrl: settings.VITE_CMS_AUTH_URL.replace(/\/$/, "") } : {}),
    },
  }))

/**
 * The settings of a build from its environment (`VITE_*` variables, defaults for those unset).
 * Throws a SettingsError listing every problem, each naming its variable and the value it had.
 */
export function readSiteSettings(env: SettingsEnv): SiteSettings {
  const values = Object.fromEntries(
    (Object.keys(settingVariables) as SettingVariable[]).map((name) => [name, valueOf(env, name)]),
  )
  const result = settingsSchema.safeParse(values)
  if (result.success) return result.data
  throw new SettingsError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]) as SettingVariable
      return `${name} ${issue.message}, got ${JSON.stringify(values[name])}`
    }),
  )
}

function analyticsSettings(settings: {
  VITE_SITE_URL: string
  VITE_ANALYTICS_PROVIDER: AnalyticsProviderName
  VITE_ANALYTICS_DOMAIN: string
  VITE_ANALYTICS_API_HOST: string
  VITE_ANALYTICS_WEBSITE_ID: string
  VITE_GA4_MEASUREMENT_ID: string
}): AnalyticsSettings {
  const provider = settings.VITE_ANALYTICS_PROVIDER
  if (provider === "none") return { provider }
  if (provider === "ga4") return { provider, measurementId: settings.VITE_GA4_MEASUREMENT_ID }
  const apiHost = (settings.VITE_ANALYTICS_API_HOST || analyticsCloudHosts[provider]).replace(/\/$/, "")
  if (provider === "umami") return { provider, websiteId: settings.VITE_ANALYTICS_WEBSITE_ID.toLowerCase(), apiHost }
  return { provider, domain: settings.VITE_ANALYTICS_DOMAIN || new URL(settings.VITE_SITE_URL).hostname, apiHost }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value)
  } catch {
    return false
  }
}

/** A webhook on the developer's own computer (a local n8n), which browsers treat as secure. */
function isLoopbackHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)
  } catch {
    return false
  }
}

function parseUsPhone(value: string): Phone | null {
  if (!/^[+\d\s().-]+$/.test(value)) return null
  const digits = value.replace(/\D/g, "")
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  if (national.length !== 10 || /^[01]/.test(national)) return null
  const area = national.slice(0, 3)
  const exchange = national.slice(3, 6)
  const line = national.slice(6)
  return { e164: `+1${national}`, display: `+1 (${area}) ${exchange}-${line}` }
}
