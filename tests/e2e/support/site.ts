import { readFileSync } from "node:fs"
import { readSiteSettings } from "../../../app/config/settings"

/** The settings the site under test was built with: the defaults unless VITE_* variables say otherwise. */
export const site = readSiteSettings(process.env)

/** The settings a fixture build was made with: the VITE_* variables its script in package.json sets. */
export function fixtureSettings(script: `build:fixture:${string}`) {
  const { scripts } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>
  }
  const command = scripts[script] ?? ""
  return readSiteSettings(
    Object.fromEntries([...command.matchAll(/\b(VITE_\w+)=(\S+)/g)].map(([, name, value]) => [name, value])),
  )
}

// The site's modules read the build's settings from a constant the build defines
// (app/config/site.ts); a test that renders a component outside the build gets the same settings.
Object.assign(globalThis, { __SITE_SETTINGS__: site })

/** Answers requests to outside pages (booking calendar, demo video) without the network. */
export const externalOrigins = [
  "https://calendly.com",
  "https://cal.com",
  "https://www.youtube.com",
  "https://vimeo.com",
]
