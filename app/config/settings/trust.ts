import { z } from "zod"
import { emailPattern } from "./agency"
import { orList, setting } from "./setting"

/**
 * What the trust page (/trust) states that only the agency knows: the AI providers it builds client systems with,
 * how long the lead workflow keeps a lead, whom to tell about a vulnerability, where the site is hosted and whom the
 * workflow sends its email through. Each vendor these name is a row of the vendor table (app/lib/vendors.ts).
 */
export const aiProviders = ["openai", "anthropic", "google", "azure-openai", "aws-bedrock"] as const
export type AiProvider = (typeof aiProviders)[number]

export const siteHosts = ["cloudflare-pages", "netlify", "vercel", "cloudfront", "own-server"] as const
export type SiteHost = (typeof siteHosts)[number]

export const emailProviders = [
  "none",
  "google-workspace",
  "microsoft-365",
  "amazon-ses",
  "postmark",
  "sendgrid",
  "mailgun",
  "resend",
] as const
export type EmailProvider = (typeof emailProviders)[number]

/** What the trust page says until the agency sets its own (the launch check lists them). */
const sampleAiProviders = ["openai", "anthropic"] as const satisfies readonly AiProvider[]
const sampleRetentionDays = 30

export const trustVariables = {
  VITE_AI_PROVIDERS: setting(
    {
      group: "trust",
      default: "",
      example: "openai,anthropic",
      description: `The AI model providers the agency builds client systems with, as the trust page (/trust) names them, each with its own terms on training: a comma-separated list of ${orList(aiProviders)}; none for no list. Empty (default): the template's sample, ${sampleAiProviders.join(" and ")}, which the launch check lists until you set it.`,
      beforeLaunch: "the AI providers your agency really builds with (the same two are fine, written out)",
    },
    z.string().transform((value, context) => {
      if (value === "") return [...sampleAiProviders]
      if (value === "none") return []
      const names = value.split(",").map((name) => name.trim().toLowerCase())
      const unknown = names.filter((name) => !(aiProviders as readonly string[]).includes(name))
      if (unknown.length > 0 || names.length === 0) {
        context.addIssue({
          code: "custom",
          message: `must be a comma-separated list of ${aiProviders.join(", ")}, or none (unknown: ${unknown.join(", ")})`,
        })
        return z.NEVER
      }
      return [...new Set(names)] as AiProvider[]
    }),
  ),
  VITE_LEAD_RETENTION_DAYS: setting(
    {
      group: "trust",
      default: "",
      example: String(sampleRetentionDays),
      description: `How many days the lead workflow keeps a lead's details before deleting them, as the trust page states it: a whole number from 1 to 3650. Set the same number in the workflow's Settings (retentionDays, deploy/n8n/README.md). Empty (default): the template's sample, ${sampleRetentionDays}, which the launch check lists until you set it.`,
      beforeLaunch: "the number of days your agency keeps leads, the same as the workflow's retentionDays",
    },
    ({ example }) =>
      z
        .string()
        .refine(
          (value) => value === "" || (/^[1-9]\d{0,3}$/.test(value) && Number(value) <= 3650),
          `must be a whole number of days from 1 to 3650, such as ${example}`,
        )
        .transform((value) => (value === "" ? sampleRetentionDays : Number(value))),
  ),
  VITE_SECURITY_CONTACT: setting(
    {
      group: "trust",
      default: "",
      example: "security@example.com",
      description:
        "The address to report a security vulnerability to, as /.well-known/security.txt and the trust page give it. Empty (default): VITE_CONTACT_EMAIL, which the launch check lists until you set this.",
      beforeLaunch: "the address your agency reads security reports at (VITE_CONTACT_EMAIL is fine, written out)",
    },
    ({ example }) =>
      z.string().regex(new RegExp(`^$|${emailPattern.source}`, "i"), `must be an email address such as ${example}`),
  ),
  VITE_SITE_HOST: setting(
    {
      group: "trust",
      default: "",
      description: `The company that serves the site, as the trust and privacy pages name it: ${orList(siteHosts)} (the agency's own server, such as the nginx image). Empty (default): told from the build's environment (Cloudflare Pages, Netlify and Vercel say so while they build), else own-server.`,
    },
    z.enum(["", ...siteHosts], { error: `must be one of ${siteHosts.join(", ")}, or empty` }),
  ),
  VITE_LEAD_EMAIL_PROVIDER: setting(
    {
      group: "trust",
      default: "none",
      description: `The email service the lead workflow sends through (its SMTP credentials), named on the trust and privacy pages when VITE_LEAD_WEBHOOK_URL is set: ${orList(emailProviders)}.`,
    },
    z.enum(emailProviders, { error: `must be one of ${emailProviders.join(", ")}` }),
  ),
}

type TrustValues = z.output<z.ZodObject<typeof trustVariables>> & { VITE_CONTACT_EMAIL: string }

/** The hosts that say so in their build's environment, as their documentation names the variable. */
const hostsByEnvironment: readonly [variable: string, host: SiteHost][] = [
  ["CF_PAGES", "cloudflare-pages"],
  ["NETLIFY", "netlify"],
  ["VERCEL", "vercel"],
]

/** Read beside the `VITE_*` variables: only to tell the host when VITE_SITE_HOST is empty. */
export const hostEnvironmentVariables = hostsByEnvironment.map(([variable]) => variable)

export function hostFromEnvironment(env: Partial<Record<string, unknown>>): SiteHost {
  return hostsByEnvironment.find(([variable]) => env[variable] === "1" || env[variable] === "true")?.[1] ?? "own-server"
}

export function trustSettings(values: TrustValues, env: Partial<Record<string, unknown>>) {
  return {
    /** The AI providers the agency builds client systems with, in the order given. */
    aiProviders: values.VITE_AI_PROVIDERS,
    /** Days the lead workflow keeps a lead. */
    leadRetentionDays: values.VITE_LEAD_RETENTION_DAYS,
    /** Whom to tell about a vulnerability: VITE_SECURITY_CONTACT, or the contact address. */
    securityContact: values.VITE_SECURITY_CONTACT || values.VITE_CONTACT_EMAIL,
    host: values.VITE_SITE_HOST || hostFromEnvironment(env),
    emailProvider: values.VITE_LEAD_EMAIL_PROVIDER,
  }
}
