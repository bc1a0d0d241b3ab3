import { z } from "zod"

/**
 * Business settings: every `VITE_*` variable the site reads, described once, in the schema below:
 * what it is for, its default, an example where that helps, and the check a value must pass.
 * `SiteSettings`, the variable list, the error messages and `.env.example` all come from it. The
 * build applies it to its environment before anything is compiled
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
      /** The agent that speaks Spanish, for the /es pages; the same agent when none is set. */
      spanishAgentId: string
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

/** Where the content editor at /admin saves: a GitHub repository and branch (docs/decisions/009-content-and-cms.md). */
export interface CmsSettings {
  /** "owner/name" */
  repository: string
  branch: string
  /** The OAuth helper that signs editors in with GitHub, when the host does not provide one. */
  authUrl?: string
}

/** The days of the week as schema.org names them, Monday first. */
export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
export type WeekDay = (typeof weekDays)[number]

/** When the phone is answered, in the form schema.org's opening hours take. */
export interface OpeningHours {
  /** From the first day of the range to the last: ["Monday", …, "Friday"]. */
  days: WeekDay[]
  /** 24-hour local time: "09:00". */
  opens: string
  /** 24-hour local time, later than `opens` on the same day: "18:00". */
  closes: string
}

/** What the schema holds about each variable besides its check. */
export interface SettingDoc {
  /** The block of `.env.example` it is written in; the first description in a block introduces it. */
  group: "agency" | "voice" | "analytics" | "leads" | "content editor"
  /** What it is for, as `.env.example` says it. */
  description: string
  /** Used when the variable is unset or blank. */
  default: string
  /** A value of the right form: error messages show it, and `.env.example` does when the default is empty. */
  example?: string
  /**
   * Set where the default is the template's own and must not reach a public site: the agency's
   * identity, or an address outside the site that the agency does not own. What a public build
   * needs there instead; while the variable holds its default, the launch check lists it
   * (scripts/build/launch-check.ts, docs/decisions/018-launch-safety.md).
   */
  beforeLaunch?: string
}

const settingDocs = z.registry<SettingDoc>()

/**
 * A variable: its check, with what the schema says of it attached. A check whose message shows
 * the example or the default is given as a function of them, so the two cannot drift apart.
 */
function setting<Doc extends SettingDoc, Check extends z.ZodType<unknown, string>>(
  doc: Doc,
  check: Check | ((doc: Doc) => Check),
): Check {
  // A copy: the registry holds one description per schema object, and variables share checks.
  const schema = (typeof check === "function" ? check(doc) : check).clone()
  settingDocs.add<z.ZodType>(schema, doc)
  return schema
}

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

const httpsUrlMessage = "must be an absolute https:// URL"

/**
 * What every URL setting must also be, as pages carry it and links are made from it: free of a
 * user name or password, and with `%` escapes that decode (the booking link, for one, is rebuilt
 * from its decoded parameters).
 */
function publishedUrl(check: z.ZodString): z.ZodString {
  return check
    .refine(
      (value) => !URL.canParse(value) || !hasCredentials(new URL(value)),
      "must not hold a user name or password (https://user:password@…): it is written into the pages' code, where anyone can read it",
    )
    .refine(
      hasDecodableEscapes,
      "has a % escape that does not decode (each % starts the %XX of UTF-8 text; a % itself is %25), so links made from it would break",
    )
}

const httpsUrl = publishedUrl(z.string().refine(isHttpsUrl, httpsUrlMessage))

/** The variables as the build receives them (trimmed, defaults in place of blanks), and what each must hold. */
const variablesSchema = z.object({
  VITE_SITE_NAME: setting(
    {
      group: "agency",
      default: "Kinetic AI",
      description: "Agency name shown in the header, titles and footer.",
      beforeLaunch: "your agency's name",
    },
    z.string(),
  ),
  VITE_SITE_URL: setting(
    {
      group: "agency",
      default: "https://www.kineticai.agency",
      example: "https://www.example.com",
      description: "Canonical https origin of the deployed site (no path, no trailing slash).",
      beforeLaunch: "your site's own https origin",
    },
    ({ example }) =>
      httpsUrl.refine(
        // Only a URL that passed the first check can be an origin or not.
        (value) => !isHttpsUrl(value) || (new URL(value).pathname === "/" && !/[?#]/.test(value)),
        `must be an origin only, such as ${example}`,
      ),
  ),
  VITE_BOOKING_URL: setting(
    {
      group: "agency",
      default: "https://calendly.com/kineticai/strategy-session",
      description:
        "Booking calendar for the free consultation. Calendly and Cal.com links get the contact form's details as prefill; any other https booking page is opened as configured.",
      beforeLaunch: "your own booking calendar, where every lead lands",
    },
    httpsUrl,
  ),
  VITE_DEMO_VIDEO_URL: setting(
    {
      group: "agency",
      default: "https://www.youtube.com/watch?v=kH3vQ9sLr2E",
      description: "Demo video opened by Watch Demo (https).",
      beforeLaunch: "your own demo video",
    },
    httpsUrl,
  ),
  VITE_BOOKING_URL_ES: setting(
    {
      group: "agency",
      default: "",
      description:
        "Booking calendar opened from the Spanish pages (/es), such as an event type of yours set to Spanish in Calendly or Cal.com. Empty (default): the same as VITE_BOOKING_URL.",
    },
    publishedUrl(z.string().refine((value) => value === "" || isHttpsUrl(value), httpsUrlMessage)),
  ),
  VITE_DEMO_VIDEO_URL_ES: setting(
    {
      group: "agency",
      default: "",
      description:
        "Demo video opened by Watch Demo on the Spanish pages (/es), such as a version with Spanish subtitles. Empty (default): the same as VITE_DEMO_VIDEO_URL.",
    },
    publishedUrl(z.string().refine((value) => value === "" || isHttpsUrl(value), httpsUrlMessage)),
  ),
  VITE_CONTACT_EMAIL: setting(
    {
      group: "agency",
      default: "hello@kineticai.agency",
      example: "hello@example.com",
      description: "General contact address used by every email link.",
      beforeLaunch: "an address your agency reads",
    },
    ({ example }) => z.string().regex(emailPattern, `must be an email address such as ${example}`),
  ),
  VITE_CONTACT_PHONE: setting(
    {
      group: "agency",
      default: "+1 512 555 0142",
      description: "US phone number: 10 digits, with or without +1, spaces, dashes or parentheses.",
      beforeLaunch: "your agency's number (the default is a fictional 555 one)",
    },
    (doc) =>
      z.string().transform((value, context) => {
        const phone = parseUsPhone(value)
        if (!phone)
          context.addIssue({
            code: "custom",
            // The checks across variables still run, so one build reports every problem.
            continue: true,
            message: `must be a US phone number with 10 digits, such as ${doc.default}`,
          })
        return phone ?? z.NEVER
      }),
  ),
  VITE_PHONE_HOURS: setting(
    {
      group: "agency",
      default: "Mon-Fri 9 AM-6 PM EST",
      example: "Mon-Sat 8:30 AM-5 PM CST",
      description:
        "When the phone is answered: a day or a range of days, the opening and closing times, and the time zone. Visitors read it as written; search engines get it as the agency's opening hours.",
    },
    (doc) =>
      z.string().transform((text, context) => {
        const openingHours = parsePhoneHours(text)
        if (!openingHours)
          context.addIssue({
            code: "custom",
            // The checks across variables still run, so one build reports every problem.
            continue: true,
            message: `must be a day or days, then opening and closing times, such as "${doc.default}" or "${doc.example}"`,
          })
        return openingHours ? { text, openingHours } : z.NEVER
      }),
  ),
  VITE_VOICE_VENDOR: setting(
    {
      group: "voice",
      default: "none",
      description: `Voice assistant: ${orList(voiceVendors)}. With none, Get Started opens the booking calendar and Chat with AI Assistant does nothing visible.`,
    },
    z.enum(voiceVendors, { error: `must be one of ${voiceVendors.join(", ")}` }),
  ),
  VITE_VOICE_AGENT_ID: setting(
    { group: "voice", default: "", description: "The vendor's agent id; required unless the vendor is none." },
    z.string(),
  ),
  VITE_VOICE_AGENT_ID_ES: setting(
    {
      group: "voice",
      default: "",
      description:
        "The vendor's agent that speaks Spanish, started from the Spanish pages (/es). Empty (default): the same agent as VITE_VOICE_AGENT_ID.",
    },
    z.string(),
  ),
  VITE_VOICE_START_LABEL: setting(
    {
      group: "voice",
      default: "Start a call",
      description: "Label of the widget's button that starts a call, as set in the widget's text settings.",
    },
    z.string(),
  ),
  VITE_VOICE_LOAD_WHEN_IDLE: setting(
    {
      group: "voice",
      default: "false",
      description: "true loads the widget once the page is idle; false (default) loads it on first use only.",
    },
    z.enum(["true", "false"], { error: "must be true or false" }),
  ),
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
  VITE_LEAD_WEBHOOK_URL: setting(
    {
      group: "leads",
      default: "",
      description:
        "Lead delivery: an https URL that accepts JSON (an n8n webhook, Zapier, Make, a CRM's inbound hook). When set, each message sent with the contact form is also posted there, retried, and kept in the visitor's browser until it arrives (README, \"Lead delivery\"; deploy/n8n/ has a workflow). Empty (default): the form sends nothing and only opens the booking calendar. Every page carries this address, so it must hold no user name or password; and it must be https on a public host, as every build is taken to be the published site (the browser tests' builds, too, have the public canonical URL), unless VITE_LEAD_WEBHOOK_ALLOW_LOCAL is true.",
    },
    publishedUrl(z.string().refine((value) => value === "" || isWebUrl(value), httpsUrlMessage)),
  ),
  VITE_LEAD_WEBHOOK_ALLOW_LOCAL: setting(
    {
      group: "leads",
      default: "false",
      description:
        "true lets the webhook be on this computer or a private network (localhost, 127.0.0.1, 10.x, 192.168.x, a name without a dot...), over http too: for a build that stays on this computer, to try a local workflow or run the browser tests. Never for a published site: each visitor's browser would post their lead to their own device or network, where it is lost.",
    },
    z.enum(["true", "false"], { error: "must be true or false" }),
  ),
  VITE_CMS_REPOSITORY: setting(
    {
      group: "content editor",
      default: "kineticai/agency-site",
      example: "acme/agency-site",
      description:
        'The content editor at /admin (Sveltia CMS; README, "Editing content"). The GitHub repository it saves to, as owner/name.',
      beforeLaunch: "your copy of the site's repository, which the content editor saves to",
    },
    ({ example }) =>
      z.string().regex(/^[\w.-]+\/[\w.-]+$/, `must be a GitHub repository as owner/name, such as ${example}`),
  ),
  VITE_CMS_BRANCH: setting(
    {
      group: "content editor",
      default: "main",
      description: "The branch it saves to; every save is a commit there, and the host rebuilds the site.",
    },
    (doc) => z.string().regex(/^[\w./-]+$/, `must be a branch name, such as ${doc.default}`),
  ),
  VITE_CMS_AUTH_URL: setting(
    {
      group: "content editor",
      default: "",
      description:
        "https URL of the GitHub sign-in helper (an OAuth app behind a small worker); empty to sign in with a personal access token instead.",
    },
    publishedUrl(z.string().refine((value) => value === "" || isHttpsUrl(value), httpsUrlMessage)),
  ),
  VITE_CMS_EDITOR_URL: setting(
    {
      group: "content editor",
      default: "",
      example: "https://admin.example.com",
      description:
        "Empty (default): the site serves the editor at /admin. An https origin other than the site's: the editor is a site of its own there, built with `npm run build:editor` (README, \"The editor on an address of its own\"), away from the scripts of other companies that the site's pages load; the site is then built without /admin. Read by the build only: the pages never carry it.",
    },
    ({ example }) =>
      z
        .string()
        .refine(
          (value) => value === "" || (isHttpsUrl(value) && new URL(value).pathname === "/" && !/[?#]/.test(value)),
          `must be an https origin such as ${example}, without a path`,
        ),
  ),
})

export type SettingVariable = keyof typeof variablesSchema.shape
export type SettingsEnv = Partial<Record<string, string | boolean | undefined>>

/** Every variable the site reads, in the schema's order, with what the schema says of it. */
export const settingVariables = Object.fromEntries(
  Object.entries(variablesSchema.shape).map(([name, check]) => {
    const doc = settingDocs.get(check)
    if (!doc) throw new Error(`${name} is in the settings schema without a description: declare it with setting()`)
    return [name, doc]
  }),
) as Record<SettingVariable, SettingDoc>

/** The checks that span variables, then what the site makes of the values. */
const settingsSchema = variablesSchema
  .superRefine((settings, context) => {
    const vendor = settings.VITE_VOICE_VENDOR
    if (vendor !== "none" && !agentIdPattern.test(settings.VITE_VOICE_AGENT_ID))
      context.addIssue({
        code: "custom",
        path: ["VITE_VOICE_AGENT_ID"],
        message: `must be the ${vendor} agent id (letters, digits, - or _)`,
      })
    const spanishAgent = settings.VITE_VOICE_AGENT_ID_ES
    if (spanishAgent !== "" && !agentIdPattern.test(spanishAgent))
      context.addIssue({
        code: "custom",
        path: ["VITE_VOICE_AGENT_ID_ES"],
        message: "must be the agent id of the Spanish agent (letters, digits, - or _), or empty for the same agent",
      })
    if (settings.VITE_ANALYTICS_PROVIDER === "umami" && !uuidPattern.test(settings.VITE_ANALYTICS_WEBSITE_ID))
      context.addIssue({
        code: "custom",
        path: ["VITE_ANALYTICS_WEBSITE_ID"],
        message: `must be the Umami website id, a UUID such as ${settingVariables.VITE_ANALYTICS_WEBSITE_ID.example}`,
      })
    if (settings.VITE_ANALYTICS_PROVIDER === "ga4" && !ga4IdPattern.test(settings.VITE_GA4_MEASUREMENT_ID))
      context.addIssue({
        code: "custom",
        path: ["VITE_GA4_MEASUREMENT_ID"],
        message: `must be the Google Analytics 4 measurement id, such as ${settingVariables.VITE_GA4_MEASUREMENT_ID.example}`,
      })
    const webhook = settings.VITE_LEAD_WEBHOOK_URL
    if (isWebUrl(webhook)) {
      const isLocal = isLocalHost(new URL(webhook).hostname)
      if (isLocal && settings.VITE_LEAD_WEBHOOK_ALLOW_LOCAL !== "true")
        context.addIssue({
          code: "custom",
          path: ["VITE_LEAD_WEBHOOK_URL"],
          message:
            "is on this computer or a private network, where a published site's visitors would post their leads to their own device or network and lose them; for a build that stays on this computer, set VITE_LEAD_WEBHOOK_ALLOW_LOCAL=true",
        })
      if (!isLocal && new URL(webhook).protocol !== "https:")
        context.addIssue({
          code: "custom",
          path: ["VITE_LEAD_WEBHOOK_URL"],
          message: `${httpsUrlMessage}: over http:// each lead would cross the network unencrypted`,
        })
    }
    const editorUrl = settings.VITE_CMS_EDITOR_URL
    if (isHttpsUrl(editorUrl) && new URL(editorUrl).origin === new URL(settings.VITE_SITE_URL).origin)
      context.addIssue({
        code: "custom",
        path: ["VITE_CMS_EDITOR_URL"],
        message: `must be another origin than the site's (VITE_SITE_URL), such as ${settingVariables.VITE_CMS_EDITOR_URL.example}: on the site's own, the editor shares its storage with every script the pages load`,
      })
  })
  .transform((settings) => {
    const voice: VoiceSettings =
      settings.VITE_VOICE_VENDOR === "none"
        ? { vendor: "none" }
        : {
            vendor: settings.VITE_VOICE_VENDOR,
            agentId: settings.VITE_VOICE_AGENT_ID,
            spanishAgentId: settings.VITE_VOICE_AGENT_ID_ES || settings.VITE_VOICE_AGENT_ID,
            startCallLabel: settings.VITE_VOICE_START_LABEL,
            loadWhenIdle: settings.VITE_VOICE_LOAD_WHEN_IDLE === "true",
          }
    const cms: CmsSettings = {
      repository: settings.VITE_CMS_REPOSITORY,
      branch: settings.VITE_CMS_BRANCH,
      ...(settings.VITE_CMS_AUTH_URL ? { authUrl: settings.VITE_CMS_AUTH_URL.replace(/\/$/, "") } : {}),
    }
    return {
      name: settings.VITE_SITE_NAME,
      /** Canonical origin, https, without a trailing slash. */
      url: settings.VITE_SITE_URL.replace(/\/$/, ""),
      bookingUrl: settings.VITE_BOOKING_URL,
      demoVideoUrl: settings.VITE_DEMO_VIDEO_URL,
      /** What the Spanish pages open instead, where the agency set a version of its own. */
      spanish: {
        bookingUrl: settings.VITE_BOOKING_URL_ES || settings.VITE_BOOKING_URL,
        demoVideoUrl: settings.VITE_DEMO_VIDEO_URL_ES || settings.VITE_DEMO_VIDEO_URL,
      },
      email: settings.VITE_CONTACT_EMAIL,
      phone: settings.VITE_CONTACT_PHONE,
      /** When the phone is answered, as visitors read it: "Mon-Fri 9 AM-6 PM EST". */
      phoneHours: settings.VITE_PHONE_HOURS.text,
      /** The same hours, read, for search engines. */
      openingHours: settings.VITE_PHONE_HOURS.openingHours,
      voice,
      analytics: analyticsSettings(settings),
      /** The share of page views whose Web Vitals are sent, 0 to 1 (app/lib/analytics/web-vitals.ts). */
      webVitalsSampleRate: Number(settings.VITE_WEB_VITALS_SAMPLE_RATE),
      /** Where the contact form also posts each lead as JSON (app/lib/leads.ts); null: it posts nothing. */
      leadWebhookUrl: settings.VITE_LEAD_WEBHOOK_URL || null,
      cms,
    }
  })

/** The settings of a build, as pages and build steps use them. */
export type SiteSettings = z.output<typeof settingsSchema>

/** A variable's value, trimmed; its default when unset or blank. */
function valueOf(env: SettingsEnv, name: SettingVariable): string {
  const raw = env[name]
  const value = typeof raw === "string" ? raw.trim() : ""
  return value === "" ? settingVariables[name].default : value
}

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

/**
 * Where the content editor is served when it is a site of its own (`VITE_CMS_EDITOR_URL`, checked
 * by `readSiteSettings`), without a trailing slash; null when the site serves it at /admin. Kept
 * out of `SiteSettings`, which the pages' code carries: only the build reads it.
 */
export function contentEditorUrl(env: SettingsEnv): string | null {
  return valueOf(env, "VITE_CMS_EDITOR_URL").replace(/\/$/, "") || null
}

const envExampleIntro = [
  "Site settings, read at build time. Copy this file to `.env` (or set the variables in your host's build settings) and change what differs. Every line below shows the default used when the variable is unset. A value that fails its check stops the build with a message naming it.",
  "This file is written from the settings' schema in app/config/settings.ts: change a setting there, then rewrite it with `npx vitest run app/config/settings.test.ts -u`.",
]

/** `.env.example`: every variable with its description and default, in the schema's order and groups. */
export function envExample(): string {
  const lines = envExampleIntro.flatMap((paragraph, index) => [...(index > 0 ? ["#"] : []), ...comment(paragraph)])
  let group: SettingDoc["group"] | undefined
  for (const [name, doc] of Object.entries(settingVariables)) {
    if (doc.group !== group) lines.push("")
    group = doc.group
    lines.push(...comment(doc.description))
    if (doc.example && !doc.default) lines.push(`# For example: ${doc.example}`)
    lines.push(`${name}=${doc.default}`)
  }
  return `${lines.join("\n")}\n`
}

/** Text as `#` comment lines, wrapped where the file's hand-written comments were. */
function comment(text: string, width = 98): string[] {
  const lines: string[] = []
  let line = "#"
  for (const word of text.split(/\s+/)) {
    if (line !== "#" && line.length + 1 + word.length > width) {
      lines.push(line)
      line = "#"
    }
    line += ` ${word}`
  }
  return [...lines, line]
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`
}

const clockTime = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?`
const phoneHoursPattern = new RegExp(
  String.raw`^([a-z]{3,9})(?:\s*[-–]\s*([a-z]{3,9}))?,?\s+${clockTime}\s*[-–]\s*${clockTime}(?:\s+[a-z]+(?:\s+[a-z]+)*)?$`,
  "i",
)

/**
 * The hours of a `VITE_PHONE_HOURS` value, "Mon-Fri 9 AM-6 PM EST" or "Sat 8:30 AM-1 PM": a day
 * or a range of days (which may run past Sunday, "Sun-Thu"), 12-hour opening and closing times,
 * then the time zone, which is left out of the result: schema.org's times are the business's
 * local ones, and a UTC offset would be wrong for half of the year. Null for anything else.
 */
export function parsePhoneHours(value: string): OpeningHours | null {
  const match = phoneHoursPattern.exec(value.trim())
  if (!match) return null
  const [, firstDay = "", lastDay = firstDay, ...times] = match
  const first = weekDayOf(firstDay)
  const last = weekDayOf(lastDay)
  const opens = minutesOf(times[0], times[1], times[2])
  const closes = minutesOf(times[3], times[4], times[5])
  if (first === undefined || last === undefined || opens === null || closes === null || closes <= opens) return null
  const start = weekDays.indexOf(first)
  const length = ((weekDays.indexOf(last) - start + weekDays.length) % weekDays.length) + 1
  return { days: [...weekDays, ...weekDays].slice(start, start + length), opens: clock(opens), closes: clock(closes) }
}

/** "Mon", "Tues", "thursday": a day's name or its start, three letters at least. */
function weekDayOf(name: string): WeekDay | undefined {
  return weekDays.find((day) => day.toLowerCase().startsWith(name.toLowerCase()))
}

/** Minutes after midnight of a 12-hour time; 12 AM is midnight, 12 PM noon. */
function minutesOf(hour = "", minute = "00", half = ""): number | null {
  const hours = Number(hour)
  const minutes = Number(minute)
  if (hours < 1 || hours > 12 || minutes > 59) return null
  return ((hours % 12) + (half.toLowerCase() === "p" ? 12 : 0)) * 60 + minutes
}

function clock(minutes: number): string {
  return [Math.floor(minutes / 60), minutes % 60].map((part) => String(part).padStart(2, "0")).join(":")
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

/** An absolute http:// or https:// URL, on any host. */
function isWebUrl(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false
  const url = new URL(value)
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
}

function hasCredentials(url: URL): boolean {
  return url.username !== "" || url.password !== ""
}

/** Whether every `%` starts an escape that decodes: `%zz`, or a cut `%E0%A4%A`, does not. */
function hasDecodableEscapes(value: string): boolean {
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

/**
 * A host that only this computer or its private network reaches: localhost, a name without a dot
 * (an intranet's), a name reserved for private networks, a loopback, private or link-local address.
 */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  if (!host.includes(".") && !host.startsWith("[")) return true
  if (/(^|\.)(localhost|local|internal|home\.arpa)$/.test(host)) return true
  const ipv6 = /^\[(.*)\]$/.exec(host)?.[1]
  if (ipv6 !== undefined) return ipv6 === "::1" || ipv6 === "::" || /^f[cd]|^fe[89ab]/.test(ipv6)
  const octets = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host)
  if (!octets) return false
  const [first, second] = [Number(octets[1]), Number(octets[2])]
  return (
    first === 127 ||
    first === 10 ||
    first === 0 ||
    (first === 172 && second >= 16 && second <= 31) ||
    (first === 192 && second === 168) ||
    (first === 169 && second === 254)
  )
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
