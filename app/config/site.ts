import type { SiteSettings } from "./settings"

/** Checked once by the build (`readSiteSettings`) and written here as a constant: pages get the values without the checks. */
declare const __SITE_SETTINGS__: SiteSettings

export const site: SiteSettings = __SITE_SETTINGS__
