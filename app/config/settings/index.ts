/**
 * Business settings: every `VITE_*` variable the site reads, described once (what it is for, its
 * default, an example, its check) in a file of this folder a concern; `SiteSettings`, the error
 * messages and `.env.example` come from them. The build checks its environment before compiling
 * anything (pipeline/astro-integration.ts); pages get the result as a constant (`site.ts`).
 * Imported by build tooling that runs without Vite's aliases: keep imports relative, or packages.
 */
export type { AnalyticsSettings } from "./analytics"
export { envExample } from "./env-example"
export { parsePhoneHours } from "./phone"
export {
  contentEditorUrl,
  readSiteSettings,
  SettingsError,
  settingVariables,
  type SettingsEnv,
  type SettingVariable,
  type SiteSettings,
  valueOf,
} from "./schema"
export type { VoiceSettings, VoiceVendorName } from "./voice"
