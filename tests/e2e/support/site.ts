import { readSiteSettings } from "../../../app/config/settings"

/** The settings the site under test was built with: the defaults unless VITE_* variables say otherwise. */
export const site = readSiteSettings(process.env)

/** Answers requests to outside pages (booking calendar, demo video) without the network. */
export const externalOrigins = [
  "https://calendly.com",
  "https://cal.com",
  "https://www.youtube.com",
  "https://vimeo.com",
]
