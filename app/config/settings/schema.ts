import { z } from "zod"
import { agencySettings, agencyVariables } from "./agency"
import { analyticsSettings, analyticsVariables, checkAnalytics } from "./analytics"
import { checkContentEditor, cmsSettings, contentEditorVariables } from "./content-editor"
import { checkLeads, leadVariables } from "./leads"
import { feedPosts, feedVariables } from "./feeds"
import { docOf, type SettingDoc } from "./setting"
import { trustSettings, trustVariables } from "./trust"
import { checkVoice, voiceSettings, voiceVariables } from "./voice"

/** The variables as the build receives them (trimmed, defaults in place of blanks), and what each must hold. */
const variablesSchema = z.object({
  ...agencyVariables,
  ...voiceVariables,
  ...analyticsVariables,
  ...leadVariables,
  ...trustVariables,
  ...contentEditorVariables,
  ...feedVariables,
})

export type SettingVariable = keyof typeof variablesSchema.shape
export type SettingsEnv = Partial<Record<string, string | boolean | undefined>>

/** Every variable the site reads, in the schema's order, with what the schema says of it. */
export const settingVariables = Object.fromEntries(
  Object.entries(variablesSchema.shape).map(([name, check]) => {
    const doc = docOf(check)
    if (!doc) throw new Error(`${name} is in the settings schema without a description: declare it with setting()`)
    return [name, doc]
  }),
) as Record<SettingVariable, SettingDoc>

/** The checks that span variables, then what the site makes of the values. */
const settingsSchema = (env: SettingsEnv) =>
  variablesSchema
    .superRefine((values, context) => {
      checkVoice(values, context)
      checkAnalytics(values, context)
      checkLeads(values, context)
      checkContentEditor(values, context)
    })
    .transform((values) => ({
      ...agencySettings(values),
      voice: voiceSettings(values),
      analytics: analyticsSettings(values),
      /** The share of page views whose Web Vitals are sent, 0 to 1 (app/lib/analytics/web-vitals.ts). */
      webVitalsSampleRate: Number(values.VITE_WEB_VITALS_SAMPLE_RATE),
      /** Where the contact form also posts each lead as JSON (app/lib/leads.ts); null: it posts nothing. */
      leadWebhookUrl: values.VITE_LEAD_WEBHOOK_URL || null,
      cms: cmsSettings(values),
      /** How many of a language's latest posts its RSS feed and /llms.txt list (/llms-full.txt lists every one). */
      feedPosts: feedPosts(values),
      ...trustSettings(values, env),
    }))

/** The settings of a build, as pages and build steps use them. */
export type SiteSettings = z.output<ReturnType<typeof settingsSchema>>

/** Thrown with every problem found, each naming its variable and the value it had. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid site settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`)
    this.name = "SettingsError"
  }
}

/** A variable's value, trimmed; its default when unset or blank. */
export function valueOf(env: SettingsEnv, name: SettingVariable): string {
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
  const result = settingsSchema(env).safeParse(values)
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
