/**
 * Business settings: every `VITE_*` variable the site reads, described once, in the schema of
 * this folder: what it is for, its default, an example where that helps, and the check a value
 * must pass. `SiteSettings`, the variable list, the error messages and `.env.example` all come
 * from it. The build applies it to its environment before anything is compiled
 * (scripts/build/astro-integration.ts), so a bad value stops it naming the variable; pages get
 * the checked values as a constant (`site.ts`), never the checking code.
 *
 * One file a concern: ./agency.ts, ./voice.ts, ./analytics.ts, ./leads.ts and
 * ./content-editor.ts each declare their variables (`setting()`, ./setting.ts), the checks across
 * them and what the site makes of them; ./schema.ts joins them and reads an environment.
 *
 * Imported by build tooling that runs without Vite's aliases: keep imports relative, or packages.
 */
export type { AnalyticsSettings } from "./analytics"
export { envExample } from "./env-example"
export { parsePhoneHours } from "./phone-hours"
export {
  contentEditorUrl,
  readSiteSettings,
  SettingsError,
  settingVariables,
  type SettingsEnv,
  type SettingVariable,
  type SiteSettings,
} from "./schema"
export type { VoiceSettings, VoiceVendorName } from "./voice"
