import { bookingProvider } from "./booking"
import { voiceVendorOrigins } from "./voice/vendor-origins"
import type { Locale } from "../config/locales"
import type { SiteSettings } from "../config/settings"
import type { AiProvider, EmailProvider, SiteHost } from "../config/settings/trust"
import type { VendorCondition } from "../content/vendor-text"

/**
 * The one table of the companies the site and the agency's lead handling rely on, each row keyed by the setting that
 * switches it on. It writes the pages' policy origins (pipeline/security-headers.ts), the privacy page's list of third
 * parties, the trust page and the accessibility statement's parts about them, and decides which of the content's
 * `{if voice}...{/if}` passages a build keeps (app/content/vendor-text.ts). A vendor not configured is in no list: no
 * sentence, no origin. Adding a vendor is a row here and its words in app/content/interface/vendors.ts.
 */

/** What a vendor does for the site; each has its words (what it does, what it receives). */
export type VendorRole = "hosting" | "booking" | "video" | "voice" | "analytics" | "leads" | "email" | "editor"

/**
 * When it receives anything: on every page view; only after the visitor accepts cookies; only when the visitor clicks
 * or starts it; when the contact form is sent; only for the agency's editors.
 */
export type VendorWhen = "everyVisit" | "afterConsent" | "onRequest" | "formSent" | "editors"

/** Where it processes data, where the vendor says so: the United States, the European Union, worldwide, our own server. */
export type VendorRegion = "us" | "eu" | "worldwide" | "ours"

/** What a page's policy must allow for it; only the vendors a page's code talks to have one. */
export interface VendorPolicy {
  /** Each by its full address, never a host alone (docs/decisions/017-third-party-scripts.md). */
  script: readonly string[]
  img: readonly string[]
  connect: readonly string[]
  media: readonly string[]
  font: readonly string[]
  /** Style elements unknown at build time (`style-src-elem 'unsafe-inline'`), never style attributes. */
  inlineStyleElements: boolean
  /** Permissions-Policy. */
  microphone: readonly string[]
}

export interface Vendor {
  role: VendorRole
  /** The words' key where one role has vendors that receive different things (analytics: GA4 sets cookies). */
  kind: string
  name: string
  when: VendorWhen
  region?: VendorRegion
  privacyUrl?: string
  dpaUrl?: string
  policy?: Partial<VendorPolicy>
}

/** What the table reads: the settings that switch vendors on. */
export type VendorSettings = Pick<
  SiteSettings,
  "voice" | "analytics" | "leadWebhookUrl" | "bookingUrl" | "demoVideoUrl" | "host" | "emailProvider"
>

/** The settings a page's policy follows: only these vendors are talked to from a page. */
export type PolicySettings = Pick<SiteSettings, "voice" | "analytics" | "leadWebhookUrl">

const google = { privacyUrl: "https://policies.google.com/privacy" }
const aws = {
  privacyUrl: "https://aws.amazon.com/privacy/",
  dpaUrl: "https://d1.awsstatic.com/legal/aws-dpa/aws-dpa.pdf",
}

const hosts: Record<Exclude<SiteHost, "own-server">, Omit<Vendor, "role" | "kind" | "when">> = {
  "cloudflare-pages": {
    name: "Cloudflare",
    region: "worldwide",
    privacyUrl: "https://www.cloudflare.com/privacypolicy/",
    dpaUrl: "https://www.cloudflare.com/cloudflare-customer-dpa/",
  },
  netlify: {
    name: "Netlify",
    region: "worldwide",
    privacyUrl: "https://www.netlify.com/privacy/",
    dpaUrl: "https://www.netlify.com/pdf/netlify-dpa.pdf",
  },
  vercel: {
    name: "Vercel",
    region: "worldwide",
    privacyUrl: "https://vercel.com/legal/privacy-policy",
    dpaUrl: "https://vercel.com/legal/dpa",
  },
  cloudfront: { name: "Amazon Web Services (CloudFront)", region: "worldwide", ...aws },
}

const emailServices: Record<Exclude<EmailProvider, "none">, Omit<Vendor, "role" | "kind" | "when">> = {
  "google-workspace": {
    name: "Google Workspace",
    region: "worldwide",
    ...google,
    dpaUrl: "https://cloud.google.com/terms/data-processing-addendum",
  },
  "microsoft-365": {
    name: "Microsoft 365",
    region: "worldwide",
    privacyUrl: "https://privacy.microsoft.com/privacystatement",
    dpaUrl:
      "https://www.microsoft.com/licensing/docs/view/Microsoft-Products-and-Services-Data-Protection-Addendum-DPA",
  },
  "amazon-ses": { name: "Amazon Simple Email Service", region: "us", ...aws },
  postmark: {
    name: "Postmark",
    region: "us",
    privacyUrl: "https://postmarkapp.com/privacy-policy",
    dpaUrl: "https://postmarkapp.com/dpa",
  },
  sendgrid: {
    name: "Twilio SendGrid",
    region: "us",
    privacyUrl: "https://www.twilio.com/en-us/legal/privacy",
    dpaUrl: "https://www.twilio.com/en-us/legal/data-protection-addendum",
  },
  mailgun: {
    name: "Mailgun",
    region: "us",
    privacyUrl: "https://www.mailgun.com/legal/privacy-policy/",
    dpaUrl: "https://www.mailgun.com/legal/dpa/",
  },
  resend: {
    name: "Resend",
    region: "us",
    privacyUrl: "https://resend.com/legal/privacy-policy",
    dpaUrl: "https://resend.com/legal/dpa",
  },
}

/** Each AI provider's own terms on what it does with a business customer's data (the trust page links them). */
export const aiProviderTerms: Record<AiProvider, string> = {
  openai: "https://openai.com/enterprise-privacy/",
  anthropic: "https://www.anthropic.com/legal/commercial-terms",
  google: "https://ai.google.dev/gemini-api/terms",
  "azure-openai": "https://learn.microsoft.com/en-us/legal/cognitive-services/openai/data-privacy",
  "aws-bedrock": "https://docs.aws.amazon.com/bedrock/latest/userguide/data-protection.html",
}

/**
 * What GA4 needs allowed (Google's guidance for GA4 without Google Signals). The script is named by its full address,
 * not its host, which also serves Tag Manager containers that run whatever code their owner adds; hits go to regional
 * hosts that Google does not list, hence the wildcards.
 */
export const ga4Policy = {
  script: ["https://www.googletagmanager.com/gtag/js"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
} as const

const hostOf = (url: string) => new URL(url).host

/** Whose server a lead is posted to, told from the webhook's host. */
function leadReceiver(webhook: string): Omit<Vendor, "role" | "when"> {
  const host = new URL(webhook).hostname.toLowerCase()
  const policy = { connect: [new URL(webhook).origin] }
  if (host.endsWith(".app.n8n.cloud"))
    return {
      kind: "n8n",
      name: "n8n Cloud",
      region: "eu",
      privacyUrl: "https://docs.n8n.io/privacy-security/privacy/",
      policy,
    }
  if (host === "hooks.zapier.com")
    return {
      kind: "zapier",
      name: "Zapier",
      region: "us",
      privacyUrl: "https://zapier.com/privacy",
      dpaUrl: "https://zapier.com/legal/data-processing-addendum",
      policy,
    }
  if (host === "make.com" || host.endsWith(".make.com"))
    return { kind: "make", name: "Make", region: "eu", privacyUrl: "https://www.make.com/en/privacy-notice", policy }
  return { kind: "ours", name: hostOf(webhook), region: "ours", policy }
}

/** The vendors a visitor's page talks to, each row the vendor its setting switches on, or none. */
const pageRows: readonly ((settings: PolicySettings) => Vendor | null)[] = [
  ({ voice }) =>
    voice.vendor === "none"
      ? null
      : {
          role: "voice",
          kind: voice.vendor,
          name: "ElevenLabs",
          when: "onRequest",
          region: "us",
          privacyUrl: "https://elevenlabs.io/privacy-policy",
          dpaUrl: "https://elevenlabs.io/dpa",
          policy: voiceVendorOrigins[voice.vendor],
        },
  ({ analytics }) => {
    if (analytics.provider === "none") return null
    if (analytics.provider === "ga4")
      return {
        role: "analytics",
        kind: "ga4",
        name: "Google Analytics 4",
        when: "afterConsent",
        region: "worldwide",
        ...google,
        dpaUrl: "https://business.safety.google/adsprocessorterms/",
        policy: ga4Policy,
      }
    const cloud =
      new URL(analytics.apiHost).hostname === (analytics.provider === "plausible" ? "plausible.io" : "cloud.umami.is")
    const policy = { connect: [analytics.apiHost] }
    const terms =
      analytics.provider === "plausible"
        ? { privacyUrl: "https://plausible.io/privacy", dpaUrl: "https://plausible.io/dpa" }
        : { privacyUrl: "https://umami.is/privacy" }
    const name = analytics.provider === "plausible" ? "Plausible Analytics" : "Umami"
    return cloud
      ? {
          role: "analytics",
          kind: "cookieless",
          name,
          when: "everyVisit",
          region: analytics.provider === "plausible" ? "eu" : undefined,
          ...terms,
          policy,
        }
      : {
          role: "analytics",
          kind: "cookieless",
          name: `${name} (${hostOf(analytics.apiHost)})`,
          when: "everyVisit",
          region: "ours",
          policy,
        }
  },
  ({ leadWebhookUrl }) =>
    leadWebhookUrl ? { role: "leads", when: "formSent", ...leadReceiver(leadWebhookUrl) } : null,
]

/** The vendors a visitor reaches by a link, and those that serve or back the site. */
const otherRows: readonly ((settings: VendorSettings, locale: Locale) => Vendor | null)[] = [
  ({ bookingUrl }, locale) => {
    const provider = bookingProvider(bookingUrl[locale])
    if (provider === "calendly")
      return {
        role: "booking",
        kind: "calendar",
        name: "Calendly",
        when: "onRequest",
        region: "us",
        privacyUrl: "https://calendly.com/privacy",
        dpaUrl: "https://calendly.com/dpa",
      }
    if (provider === "cal")
      return {
        role: "booking",
        kind: "calendar",
        name: "Cal.com",
        when: "onRequest",
        privacyUrl: "https://cal.com/privacy",
        dpaUrl: "https://cal.com/dpa",
      }
    return { role: "booking", kind: "calendar", name: hostOf(bookingUrl[locale]), when: "onRequest" }
  },
  ({ leadWebhookUrl, emailProvider }) =>
    leadWebhookUrl && emailProvider !== "none"
      ? { role: "email", kind: "email", when: "formSent", ...emailServices[emailProvider] }
      : null,
  ({ demoVideoUrl }, locale) => {
    const host = new URL(demoVideoUrl[locale]).hostname.replace(/^(www|m)\./, "")
    if (host === "youtube.com" || host === "youtu.be")
      return {
        role: "video",
        kind: "video",
        name: "YouTube (Google)",
        when: "onRequest",
        region: "worldwide",
        ...google,
      }
    if (host === "vimeo.com")
      return { role: "video", kind: "video", name: "Vimeo", when: "onRequest", privacyUrl: "https://vimeo.com/privacy" }
    return { role: "video", kind: "video", name: host, when: "onRequest" }
  },
]

/** The content editor's (/admin): only the agency's editors reach them. */
const editorRows: readonly (() => Vendor)[] = [
  () => ({
    role: "editor",
    kind: "github",
    name: "GitHub",
    when: "editors",
    region: "us",
    privacyUrl: "https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement",
    dpaUrl: "https://github.com/customer-terms/github-data-protection-agreement",
    policy: {
      img: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
      connect: ["https://api.github.com", "https://www.githubstatus.com"],
    },
  }),
  () => ({
    role: "editor",
    kind: "fonts",
    name: "jsDelivr",
    when: "editors",
    region: "worldwide",
    privacyUrl: "https://www.jsdelivr.com/terms/privacy-policy-jsdelivr-net",
    policy: { font: ["https://cdn.jsdelivr.net"] },
  }),
]

/** The company that serves the site; none when it is the agency's own server. */
const hostingRow = ({ host }: VendorSettings): Vendor | null =>
  host === "own-server" ? null : { role: "hosting", kind: "host", when: "everyVisit", ...hosts[host] }

/** The order a reader meets them in: who serves every page, who counts it, what a visitor opens, what a lead reaches. */
const roleOrder: readonly VendorRole[] = [
  "hosting",
  "analytics",
  "booking",
  "video",
  "voice",
  "leads",
  "email",
  "editor",
]

/** The vendors a build's settings switch on, as a page in `locale` names them (each language has its calendar and video). */
export function vendorsOf(settings: VendorSettings, locale: Locale): Vendor[] {
  return [
    hostingRow(settings),
    ...pageRows.map((row) => row(settings)),
    ...otherRows.map((row) => row(settings, locale)),
    ...editorRows.map((row) => row()),
  ]
    .filter((vendor): vendor is Vendor => vendor !== null)
    .sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role))
}

/** The vendors whose code or endpoints a visitor's page talks to, each with its policy. */
export function pageVendors(settings: PolicySettings): Vendor[] {
  return pageRows.flatMap((row) => row(settings) ?? [])
}

/** The editor's vendors, with their policies (/admin). */
export function editorVendors(): Vendor[] {
  return editorRows.map((row) => row())
}

/** The union of what `vendors` need a page's policy to allow. */
export function policyOf(vendors: readonly Vendor[]): VendorPolicy {
  const all = <Key extends keyof VendorPolicy>(key: Key) => [
    ...new Set(vendors.flatMap((vendor) => (vendor.policy?.[key] ?? []) as readonly string[])),
  ]
  return {
    script: all("script"),
    img: all("img"),
    connect: all("connect"),
    media: all("media"),
    font: all("font"),
    microphone: all("microphone"),
    inlineStyleElements: vendors.some((vendor) => vendor.policy?.inlineStyleElements),
  }
}

/** The settings' vendor roles that are on, for the content's `{if voice}...{/if}` passages. */

export function conditionsOn(settings: PolicySettings): Record<VendorCondition, boolean> {
  return {
    voice: settings.voice.vendor !== "none",
    analytics: settings.analytics.provider !== "none",
    consent: settings.analytics.provider === "ga4",
    leads: settings.leadWebhookUrl !== null,
  }
}
