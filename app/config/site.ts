import { readSiteSettings, type SiteSettings } from "./settings"

/**
 * The business settings of this build: agency name, canonical URL, booking calendar, demo video,
 * contact details and voice assistant. Each comes from a `VITE_*` variable at build time or its
 * default in `settings.ts`; `.env.example` lists them all.
 */
export const site: SiteSettings = readSiteSettings(import.meta.env)
