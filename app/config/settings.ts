/**
 * Business settings: what they are, their defaults, and the checks that keep a bad value out
 * of a build. `site.ts` applies this to `import.meta.env`; `vite.config.ts` applies it to the
 * build's environment first, so a bad value stops the build before anything is compiled.
 *
 * This file is imported by build tooling that runs without Vite's aliases: keep its imports
 * relative (it has none).
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

export function readSiteSettings(env: SettingsEnv): SiteSettings {
  const problems: string[] = []
  const read = (name: SettingVariable): string => {
    const raw = env[name]
    const value = typeof raw === "string" ? raw.trim() : ""
    return value === "" ? settingVariables[name].fallback : value
  }
  const fail = (name: SettingVariable, value: string, expected: string) => {
    problems.push(`${name} ${expected}, got ${JSON.stringify(value)}`)
  }
  const httpsUrl = (name: SettingVariable): string => {
    const value = read(name)
    if (!isHttpsUrl(value)) fail(name, value, "must be an absolute https:// URL")
    return value
  }

  const name = read("VITE_SITE_NAME")

  const siteUrl = read("VITE_SITE_URL")
  if (!isHttpsUrl(siteUrl)) fail("VITE_SITE_URL", siteUrl, "must be an absolute https:// URL")
  else if (new URL(siteUrl).pathname !== "/" || /[?#]/.test(siteUrl))
    fail("VITE_SITE_URL", siteUrl, "must be an origin only, such as https://www.example.com")

  const bookingUrl = httpsUrl("VITE_BOOKING_URL")
  const demoVideoUrl = httpsUrl("VITE_DEMO_VIDEO_URL")

  const email = read("VITE_CONTACT_EMAIL")
  if (!emailPattern.test(email)) fail("VITE_CONTACT_EMAIL", email, "must be an email address such as hello@example.com")

  const rawPhone = read("VITE_CONTACT_PHONE")
  const phone = parseUsPhone(rawPhone)
  if (!phone) fail("VITE_CONTACT_PHONE", rawPhone, "must be a US phone number with 10 digits, such as +1 512 555 0142")

  const phoneHours = read("VITE_PHONE_HOURS")

  const vendor = read("VITE_VOICE_VENDOR")
  const agentId = read("VITE_VOICE_AGENT_ID")
  const startCallLabel = read("VITE_VOICE_START_LABEL")
  const idle = read("VITE_VOICE_LOAD_WHEN_IDLE")
  if (idle !== "true" && idle !== "false") fail("VITE_VOICE_LOAD_WHEN_IDLE", idle, "must be true or false")
  let voice: VoiceSettings = { vendor: "none" }
  if (!isVoiceVendor(vendor)) {
    fail("VITE_VOICE_VENDOR", vendor, `must be one of ${voiceVendors.join(", ")}`)
  } else if (vendor !== "none") {
    if (!agentIdPattern.test(agentId))
      fail("VITE_VOICE_AGENT_ID", agentId, `must be the ${vendor} agent id (letters, digits, - or _)`)
    voice = { vendor, agentId, startCallLabel, loadWhenIdle: idle === "true" }
  }

  if (problems.length > 0) throw new SettingsError(problems)
  return {
    name,
    url: siteUrl.replace(/\/$/, ""),
    bookingUrl,
    demoVideoUrl,
    email,
    phone: phone as Phone,
    phoneHours,
    voice,
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value)
  } catch {
    return false
  }
}

function isVoiceVendor(value: string): value is VoiceVendorName {
  return (voiceVendors as readonly string[]).includes(value)
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
