import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { defaultLocale, locales } from "../locales"
import { readSiteSettings, SettingsError, settingVariables } from "."

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    readSiteSettings(env)
  } catch (error) {
    if (error instanceof SettingsError) return error.problems
    throw error
  }
  throw new Error("expected the settings to be rejected")
}

describe("readSiteSettings", () => {
  it("uses the documented defaults when nothing is set", () => {
    const settings = readSiteSettings({})
    expect(settings).toMatchObject({
      name: settingVariables.VITE_SITE_NAME.default,
      url: settingVariables.VITE_SITE_URL.default,
      bookingUrl: { en: settingVariables.VITE_BOOKING_URL.default, es: settingVariables.VITE_BOOKING_URL.default },
      demoVideoUrl: {
        en: settingVariables.VITE_DEMO_VIDEO_URL.default,
        es: settingVariables.VITE_DEMO_VIDEO_URL.default,
      },
      email: settingVariables.VITE_CONTACT_EMAIL.default,
      phoneHours: "Mon-Fri 9 AM-6 PM EST",
      voice: { vendor: "none" },
      analytics: { provider: "none" },
      leadWebhookUrl: null,
      feedPosts: Number(settingVariables.VITE_FEED_POSTS.default),
    })
    expect(settings.phone).toEqual({ e164: "+15125550142", display: "+1 (512) 555-0142" })
    expect(settings.openingHours).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    })
  })

  it("takes every value from its VITE_ variable", () => {
    const settings = readSiteSettings({
      VITE_SITE_NAME: "Acme Automation",
      VITE_SITE_URL: "https://acme.example.com/",
      VITE_BOOKING_URL: "https://cal.com/acme/intro",
      VITE_DEMO_VIDEO_URL: "https://vimeo.com/123456",
      VITE_BOOKING_URL_ES: "https://cal.com/acme/consulta",
      VITE_DEMO_VIDEO_URL_ES: "https://vimeo.com/654321",
      VITE_CONTACT_EMAIL: "team@acme.example.com",
      VITE_CONTACT_PHONE: "(212) 555-0199",
      VITE_PHONE_HOURS: "Mon-Sat 8 AM-8 PM ET",
      VITE_VOICE_VENDOR: "elevenlabs",
      VITE_VOICE_AGENT_ID: "agent_01abc",
      VITE_VOICE_AGENT_ID_ES: "agent_02esp",
      VITE_VOICE_START_LABEL: "Talk to us",
      VITE_VOICE_START_LABEL_ES: "Hable con nosotros",
      VITE_VOICE_LOAD_WHEN_IDLE: "true",
      VITE_ANALYTICS_PROVIDER: "umami",
      VITE_ANALYTICS_API_HOST: "https://stats.acme.example.com/",
      VITE_ANALYTICS_WEBSITE_ID: "4F9A1C2E-0B7D-4E8A-9C3F-2D6B8E1A7F50",
      VITE_WEB_VITALS_SAMPLE_RATE: "0.25",
      VITE_LEAD_WEBHOOK_URL: "https://n8n.acme.example.com/webhook/lead-intake",
      VITE_CMS_REPOSITORY: "acme/website",
      VITE_CMS_BRANCH: "production",
      VITE_CMS_AUTH_URL: "https://cms-auth.acme.example.com/",
      VITE_FEED_POSTS: "50",
      VITE_AI_PROVIDERS: "Anthropic, aws-bedrock",
      VITE_LEAD_RETENTION_DAYS: "30",
      VITE_SECURITY_CONTACT: "security@acme.example.com",
      VITE_SITE_HOST: "netlify",
      VITE_LEAD_EMAIL_PROVIDER: "postmark",
    })
    expect(settings).toEqual({
      name: "Acme Automation",
      url: "https://acme.example.com",
      bookingUrl: { en: "https://cal.com/acme/intro", es: "https://cal.com/acme/consulta" },
      demoVideoUrl: { en: "https://vimeo.com/123456", es: "https://vimeo.com/654321" },
      email: "team@acme.example.com",
      phone: { e164: "+12125550199", display: "+1 (212) 555-0199" },
      phoneHours: "Mon-Sat 8 AM-8 PM ET",
      openingHours: {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "08:00",
        closes: "20:00",
      },
      voice: {
        vendor: "elevenlabs",
        agentId: "agent_01abc",
        agentIdIn: { es: "agent_02esp" },
        startCallLabel: "Talk to us",
        startCallLabelIn: { es: "Hable con nosotros" },
        loadWhenIdle: true,
      },
      analytics: {
        provider: "umami",
        websiteId: "4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50",
        apiHost: "https://stats.acme.example.com",
      },
      webVitalsSampleRate: 0.25,
      leadWebhookUrl: "https://n8n.acme.example.com/webhook/lead-intake",
      cms: { repository: "acme/website", branch: "production", authUrl: "https://cms-auth.acme.example.com" },
      feedPosts: 50,
      aiProviders: ["anthropic", "aws-bedrock"],
      leadRetentionDays: 30,
      securityContact: "security@acme.example.com",
      host: "netlify",
      emailProvider: "postmark",
    })
  })

  it.each([
    [{ CF_PAGES: "1" }, "cloudflare-pages"],
    [{ NETLIFY: "true" }, "netlify"],
    [{ VERCEL: "1" }, "vercel"],
    [{}, "own-server"],
    [{ CF_PAGES: "1", VITE_SITE_HOST: "cloudfront" }, "cloudfront"],
  ])("tells the site's host from %j: %s", (env, host) => {
    expect(readSiteSettings(env).host).toBe(host)
  })

  it.each([
    ["VITE_AI_PROVIDERS", "openai,skynet", "unknown: skynet"],
    ["VITE_LEAD_RETENTION_DAYS", "0", "from 1 to 3650"],
    ["VITE_LEAD_RETENTION_DAYS", "90 days", "from 1 to 3650"],
    ["VITE_SECURITY_CONTACT", "security", "email address"],
    ["VITE_SITE_HOST", "heroku", "must be one of"],
    ["VITE_LEAD_EMAIL_PROVIDER", "smtp", "must be one of"],
  ])("refuses %s=%j, naming the variable", (name, value, message) => {
    expect(() => readSiteSettings({ [name]: value })).toThrow(new RegExp(`${name} .*${message}`))
  })

  it("takes none for no AI providers", () => {
    expect(readSiteSettings({ VITE_AI_PROVIDERS: "none" }).aiProviders).toEqual([])
  })

  it.each([
    ["0", 0],
    ["1", 1],
    ["1.0", 1],
    [".5", 0.5],
    ["", 0.1],
  ])("takes a Web Vitals sample rate of %j as %d", (value, rate) => {
    expect(readSiteSettings({ VITE_WEB_VITALS_SAMPLE_RATE: value }).webVitalsSampleRate).toBe(rate)
  })

  it.each(["10%", "1.5", "-0.1", "2", "one in ten", "0.1.2"])(
    "refuses a Web Vitals sample rate of %j, naming the form it must take",
    (value) => {
      expect(problemsOf({ VITE_WEB_VITALS_SAMPLE_RATE: value })).toEqual([
        `VITE_WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1, such as 0.1, got ${JSON.stringify(value)}`,
      ])
    },
  )

  it.each([
    ["1", 1],
    ["12", 12],
    [" 1000 ", 1000],
  ])("lists the latest %j posts in the feed as %d", (value, count) => {
    expect(readSiteSettings({ VITE_FEED_POSTS: value }).feedPosts).toBe(count)
  })

  it.each(["0", "-5", "2.5", "twenty", "20 posts", "1e3", "020"])(
    "refuses a feed of %j posts, naming the variable and the form it must take",
    (value) => {
      expect(problemsOf({ VITE_FEED_POSTS: value })).toEqual([
        `VITE_FEED_POSTS must be a whole number of posts, 1 or more, such as ${settingVariables.VITE_FEED_POSTS.default}, got ${JSON.stringify(value)}`,
      ])
    },
  )

  it("opens the same calendar, video and agent from every language's pages unless the agency sets their own", () => {
    const settings = readSiteSettings({ VITE_VOICE_VENDOR: "elevenlabs", VITE_VOICE_AGENT_ID: "agent_01abc" })
    const everywhere = (value: string) => Object.fromEntries(locales.map((locale) => [locale, value]))
    expect(settings).toMatchObject({
      bookingUrl: everywhere(settingVariables.VITE_BOOKING_URL.default),
      demoVideoUrl: everywhere(settingVariables.VITE_DEMO_VIDEO_URL.default),
      voice: { agentIdIn: {} },
    })
  })

  it("reads a calendar, a video and an agent for each language of the locale list but the default", () => {
    const others = locales.filter((locale) => locale !== defaultLocale)
    const suffix = (locale: string) => locale.toUpperCase()
    const names = others.flatMap((locale) =>
      ["VITE_BOOKING_URL", "VITE_DEMO_VIDEO_URL", "VITE_VOICE_AGENT_ID"].map((name) => `${name}_${suffix(locale)}`),
    )
    expect(Object.keys(settingVariables)).toEqual(expect.arrayContaining(names))
    expect(Object.keys(settingVariables)).not.toContain(`VITE_BOOKING_URL_${suffix(defaultLocale)}`)
    const env = Object.fromEntries(
      others.map((locale) => [`VITE_BOOKING_URL_${suffix(locale)}`, `https://cal.com/acme/${locale}`]),
    )
    expect(readSiteSettings(env).bookingUrl).toEqual({
      [defaultLocale]: settingVariables.VITE_BOOKING_URL.default,
      ...Object.fromEntries(others.map((locale) => [locale, `https://cal.com/acme/${locale}`])),
    })
  })

  it("treats an empty or blank variable as unset", () => {
    expect(readSiteSettings({ VITE_BOOKING_URL: "  " }).bookingUrl[defaultLocale]).toBe(
      settingVariables.VITE_BOOKING_URL.default,
    )
  })

  it.each([
    ["VITE_SITE_URL", "http://www.example.com", "must be an absolute https:// URL"],
    ["VITE_SITE_URL", "https://www.example.com/blog", "must be an origin only"],
    ["VITE_BOOKING_URL", "calendly.com/acme", "must be an absolute https:// URL"],
    ["VITE_BOOKING_URL", "http://calendly.com/acme", "must be an absolute https:// URL"],
    ["VITE_DEMO_VIDEO_URL", "javascript:alert(1)", "must be an absolute https:// URL"],
    ["VITE_BOOKING_URL_ES", "http://calendly.com/acme/es", "must be an absolute https:// URL"],
    ["VITE_DEMO_VIDEO_URL_ES", "youtube.com/watch?v=1", "must be an absolute https:// URL"],
    ["VITE_VOICE_AGENT_ID_ES", "agent 02", "must be an agent id"],
    ["VITE_CONTACT_EMAIL", "hello@", "must be an email address"],
    ["VITE_CONTACT_EMAIL", "hello at example.com", "must be an email address"],
    ["VITE_CONTACT_PHONE", "555-0142", "must be a US phone number"],
    ["VITE_CONTACT_PHONE", "call us", "must be a US phone number"],
    ["VITE_VOICE_VENDOR", "vapi", "must be one of none, elevenlabs"],
    ["VITE_CMS_REPOSITORY", "https://github.com/acme/website", "must be a GitHub repository as owner/name"],
    ["VITE_CMS_AUTH_URL", "cms-auth.acme.example.com", "must be an absolute https:// URL"],
    ["VITE_VOICE_LOAD_WHEN_IDLE", "yes", "must be true or false"],
    ["VITE_LEAD_WEBHOOK_URL", "http://hooks.example.com/lead", "must be an absolute https:// URL"],
    ["VITE_LEAD_WEBHOOK_URL", "n8n.example.com/webhook/lead-intake", "must be an absolute https:// URL"],
    [
      "VITE_LEAD_WEBHOOK_URL",
      "https://n8n:s3cret@n8n.example.com/webhook/lead-intake",
      "must not hold a user name or password",
    ],
    ["VITE_LEAD_WEBHOOK_URL", "https://token@hooks.example.com/lead", "must not hold a user name or password"],
    ["VITE_LEAD_WEBHOOK_URL", "http://127.0.0.1:4186/leads", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "http://localhost:5678/webhook/lead-intake", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "https://[::1]:5678/webhook/lead-intake", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "https://192.168.1.20/webhook/lead-intake", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "https://10.0.0.5/webhook/lead-intake", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "https://n8n/webhook/lead-intake", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "https://n8n.internal/webhook/lead-intake", "is on this computer or a private network"],
    ["VITE_LEAD_WEBHOOK_URL", "https://hooks.example.com/lead?key=%E0%A4%A", "has a % escape that does not decode"],
    ["VITE_LEAD_WEBHOOK_ALLOW_LOCAL", "yes", "must be true or false"],
    ["VITE_BOOKING_URL", "https://calendly.com/acme?utm_source=%zz", "has a % escape that does not decode"],
    ["VITE_BOOKING_URL", "https://cal.com/acme/%E0%A4%A", "has a % escape that does not decode"],
    ["VITE_BOOKING_URL", "https://acme:s3cret@cal.example.com/intro", "must not hold a user name or password"],
    ["VITE_DEMO_VIDEO_URL", "https://www.youtube.com/watch?v=demo%", "has a % escape that does not decode"],
    ["VITE_SITE_URL", "https://admin:s3cret@www.example.com", "must not hold a user name or password"],
    ["VITE_ANALYTICS_API_HOST", "https://stats:s3cret@stats.example.com", "must not hold a user name or password"],
    ["VITE_CMS_AUTH_URL", "https://cms-auth.example.com/%zz", "has a % escape that does not decode"],
    ["VITE_PHONE_HOURS", "Weekdays 9-6", 'such as "Mon-Fri 9 AM-6 PM EST"'],
    ["VITE_PHONE_HOURS", "Mon-Fri 6 PM-9 AM EST", "then opening and closing times"],
  ])("rejects %s=%s, naming the variable and the value", (name, value, expected) => {
    const problems = problemsOf({ [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(name)
    expect(problems[0]).toContain(JSON.stringify(value))
    expect(problems[0]).toContain(expected)
  })

  it("requires an agent id once a voice vendor is chosen", () => {
    const problems = problemsOf({ VITE_VOICE_VENDOR: "elevenlabs" })
    expect(problems).toEqual([expect.stringContaining("VITE_VOICE_AGENT_ID")])
  })

  it("sends Plausible the site's own domain, to Plausible's cloud, unless told otherwise", () => {
    expect(readSiteSettings({ VITE_ANALYTICS_PROVIDER: "plausible" }).analytics).toEqual({
      provider: "plausible",
      domain: "www.kineticai.agency",
      apiHost: "https://plausible.io",
    })
    expect(
      readSiteSettings({
        VITE_ANALYTICS_PROVIDER: "plausible",
        VITE_ANALYTICS_DOMAIN: "kineticai.agency",
        VITE_ANALYTICS_API_HOST: "https://plausible.kineticai.agency",
      }).analytics,
    ).toEqual({ provider: "plausible", domain: "kineticai.agency", apiHost: "https://plausible.kineticai.agency" })
  })

  it("takes Google Analytics 4's measurement id", () => {
    expect(
      readSiteSettings({ VITE_ANALYTICS_PROVIDER: "ga4", VITE_GA4_MEASUREMENT_ID: "G-2XK8PLQ7RM" }).analytics,
    ).toEqual({ provider: "ga4", measurementId: "G-2XK8PLQ7RM" })
  })

  it("refuses an analytics setting it cannot use, naming the variable", () => {
    expect(problemsOf({ VITE_ANALYTICS_PROVIDER: "matomo" })).toEqual([
      'VITE_ANALYTICS_PROVIDER must be one of none, plausible, umami, ga4, got "matomo"',
    ])
    expect(problemsOf({ VITE_ANALYTICS_PROVIDER: "ga4", VITE_GA4_MEASUREMENT_ID: "UA-12345-1" })).toEqual([
      'VITE_GA4_MEASUREMENT_ID must be the Google Analytics 4 measurement id, such as G-2XK8PLQ7RM, got "UA-12345-1"',
    ])
    expect(problemsOf({ VITE_ANALYTICS_PROVIDER: "umami" })).toEqual([
      'VITE_ANALYTICS_WEBSITE_ID must be the Umami website id, a UUID such as 4f9a1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50, got ""',
    ])
    expect(
      problemsOf({ VITE_ANALYTICS_PROVIDER: "plausible", VITE_ANALYTICS_API_HOST: "http://stats.example.com/api" }),
    ).toEqual([
      'VITE_ANALYTICS_API_HOST must be an https origin such as https://plausible.example.com, without a path, got "http://stats.example.com/api"',
    ])
    expect(problemsOf({ VITE_ANALYTICS_DOMAIN: "https://example.com" })).toEqual([
      'VITE_ANALYTICS_DOMAIN must be a domain name such as example.com, without https://, got "https://example.com"',
    ])
  })

  it("accepts a lead webhook on this computer, over http too, only when a build is said to stay there", () => {
    const url = "http://localhost:5678/webhook/lead-intake"
    expect(readSiteSettings({ VITE_LEAD_WEBHOOK_URL: url, VITE_LEAD_WEBHOOK_ALLOW_LOCAL: "true" }).leadWebhookUrl).toBe(
      url,
    )
    expect(problemsOf({ VITE_LEAD_WEBHOOK_URL: url })).toEqual([
      'VITE_LEAD_WEBHOOK_URL is on this computer or a private network, where a published site\'s visitors would post their leads to their own device or network and lose them; for a build that stays on this computer, set VITE_LEAD_WEBHOOK_ALLOW_LOCAL=true, got "http://localhost:5678/webhook/lead-intake"',
    ])
  })

  it("refuses a lead webhook over http on a public host, or with a password, even in a build that stays on this computer", () => {
    const allowLocal = { VITE_LEAD_WEBHOOK_ALLOW_LOCAL: "true" }
    expect(problemsOf({ ...allowLocal, VITE_LEAD_WEBHOOK_URL: "http://hooks.example.com/lead" })).toEqual([
      'VITE_LEAD_WEBHOOK_URL must be an absolute https:// URL: over http:// each lead would cross the network unencrypted, got "http://hooks.example.com/lead"',
    ])
    expect(problemsOf({ ...allowLocal, VITE_LEAD_WEBHOOK_URL: "http://n8n:s3cret@127.0.0.1:5678/webhook" })).toEqual([
      'VITE_LEAD_WEBHOOK_URL must not hold a user name or password (https://user:password@…): it is written into the pages\' code, where anyone can read it, got "http://n8n:s3cret@127.0.0.1:5678/webhook"',
    ])
  })

  it("accepts the settings of the browser tests' builds (package.json), which post leads to a receiver on this computer", () => {
    const { scripts } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>
    }
    const fixtures = Object.entries(scripts).filter(([name]) => name.startsWith("build:fixture:"))
    expect(fixtures.map(([name]) => name)).toEqual([
      "build:fixture:voice",
      "build:fixture:umami",
      "build:fixture:ga4",
      "build:fixture:editor",
      "build:fixture:language",
    ])
    for (const [, command] of fixtures) {
      const env = Object.fromEntries(
        [...command.matchAll(/\b(VITE_\w+)=(\S+)/g)].map(([, name, value]) => [name, value]),
      )
      expect(() => readSiteSettings(env), command).not.toThrow()
    }
  })

  it.each([
    "https://calendly.com/acme/strategy-session?back=https%3A%2F%2Fwww.example.com%2F",
    "https://cal.com/acme/caf%C3%A9-intro",
  ])("accepts a booking URL whose escapes decode: %s", (url) => {
    expect(readSiteSettings({ VITE_BOOKING_URL: url }).bookingUrl[defaultLocale]).toBe(url)
  })

  it("reports a phone number or hours it cannot read along with the problems across variables", () => {
    const problems = problemsOf({
      VITE_CONTACT_PHONE: "call us",
      VITE_PHONE_HOURS: "weekdays",
      VITE_ANALYTICS_PROVIDER: "umami",
    })
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual([
      "VITE_CONTACT_PHONE",
      "VITE_PHONE_HOURS",
      "VITE_ANALYTICS_WEBSITE_ID",
    ])
  })

  it("reports every problem at once, in a message that lists them", () => {
    const env = { VITE_BOOKING_URL: "nope", VITE_CONTACT_EMAIL: "nope" }
    expect(problemsOf(env)).toHaveLength(2)
    expect(() => readSiteSettings(env)).toThrow(/VITE_BOOKING_URL[\s\S]*VITE_CONTACT_EMAIL/)
  })
})

describe("the schema's examples", () => {
  it.each(Object.entries(settingVariables).filter(([, doc]) => doc.example !== undefined))(
    "%s: the example its messages show passes its check",
    (name, doc) => {
      expect(() => readSiteSettings({ [name]: doc.example })).not.toThrow()
    },
  )

  it("gives analytics ids that the providers needing them accept", () => {
    const { VITE_ANALYTICS_WEBSITE_ID: umami, VITE_GA4_MEASUREMENT_ID: ga4 } = settingVariables
    expect(() =>
      readSiteSettings({ VITE_ANALYTICS_PROVIDER: "umami", VITE_ANALYTICS_WEBSITE_ID: umami.example }),
    ).not.toThrow()
    expect(() =>
      readSiteSettings({ VITE_ANALYTICS_PROVIDER: "ga4", VITE_GA4_MEASUREMENT_ID: ga4.example }),
    ).not.toThrow()
  })

  it("shows the expected form when the phone hours cannot be read", () => {
    expect(problemsOf({ VITE_PHONE_HOURS: "9 to 5, weekdays" })).toEqual([
      'VITE_PHONE_HOURS must be a day or days, then opening and closing times, such as "Mon-Fri 9 AM-6 PM EST" or "Mon-Sat 8:30 AM-5 PM CST", got "9 to 5, weekdays"',
    ])
  })
})
