import type { SiteSettings } from "./settings"

/**
 * The business settings of this build: agency name, canonical URL, booking calendar, demo video,
 * contact details and voice assistant. Each comes from a `VITE_*` variable at build time or its
 * default (the schema in settings/schema.ts describes them; `.env.example` is written from it). The build
 * reads and checks them once, in the site's Astro integration (pipeline/astro-integration.ts)
 * with `readSiteSettings`, stops on a bad value naming the variable, and writes the checked result
 * here as a constant: pages get the values without the checking code.
 */
declare const __SITE_SETTINGS__: SiteSettings

export const site: SiteSettings = __SITE_SETTINGS__
