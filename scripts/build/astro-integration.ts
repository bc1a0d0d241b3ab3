import type { AstroIntegration } from "astro"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadEnv, type Plugin } from "vite"
import { readSiteSettings, SettingsError, type SiteSettings } from "../../app/config/settings"
import { finishBuild } from "./finish-build"
import { bundleInlineScript } from "./inline-script"
import { SiteScripts } from "./trusted-scripts"

/**
 * The site's own build steps, as an Astro integration:
 * - before anything is compiled, the settings are read from the environment (and `.env` files)
 *   and checked; a missing or malformed one stops the build with a message naming the variable.
 *   The checked settings reach the code as one constant (`app/config/site.ts`);
 * - `import code from "./entry.ts?inline-script"` gives the entry and what it imports as one
 *   classic script, minified, for pages to inline (the start-up code in app/start/). Each script
 *   given is recorded: the Content-Security-Policy trusts the inline scripts the site wrote, not
 *   whatever a page holds (scripts/build/trusted-scripts.ts);
 * - the content editor's page, /admin (app/cms/editor-page.astro), is added unless
 *   `BUILD_CONTENT_EDITOR=false`: the browser tests' extra builds (scripts/build-fixtures.mjs) leave
 *   it out, as bundling the editor takes two thirds of a build's time and they never open it;
 * - once every page is written, `finishBuild` adds what hosts need (headers, sitemap, images).
 */
export function siteBuild(): AstroIntegration {
  let settings: SiteSettings
  const startUpScripts = new SiteScripts()
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, injectRoute, logger }) => {
        const checked = checkSettings(command === "build" ? "production" : "development")
        settings = checked.site
        if (checked.contentEditor) injectRoute({ pattern: "/admin", entrypoint: contentEditorPage })
        if (settings.voice.vendor === "none")
          logger.warn(
            "No voice widget configured (VITE_VOICE_VENDOR=none): Get Started opens the booking calendar and Chat with AI Assistant does nothing.",
          )
        updateConfig({
          vite: {
            define: { __SITE_SETTINGS__: JSON.stringify(settings) },
            plugins: [inlineScripts(settings, startUpScripts)],
            // A page's own script (voice-module.astro's, analytics-module.astro's) is named after
            // its component, not "<component>.astro_astro_type_script_index_0_lang": its address is
            // written into every page that loads it, and tests hold it back by that name.
            environments: {
              client: {
                build: {
                  rolldownOptions: {
                    output: {
                      entryFileNames: (chunk) =>
                        `assets/${chunk.name.replace(/\.astro_astro_type_script_index_\d+_lang$/, "")}.[hash].js`,
                    },
                  },
                },
              },
            },
          },
        })
      },
      "astro:build:done": async ({ dir }) => {
        await finishBuild(fileURLToPath(dir), settings, startUpScripts)
      },
    },
  }
}

/**
 * Inlined scripts travel in every page's HTML: they go without their comments and spaces, and
 * without the parts this build's settings do not use (`__ANALYTICS__`).
 */
function inlineScripts(settings: SiteSettings, startUpScripts: SiteScripts): Plugin {
  const query = "?inline-script"
  return {
    name: "inline-scripts",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(query)) return
      const entry = id.slice(0, -query.length)
      const { code, files } = await bundleInlineScript(entry, { analytics: settings.analytics.provider !== "none" })
      startUpScripts.add(code, path.relative(process.cwd(), entry))
      // Every module in it, not only the entry: a change to any of them changes the script.
      for (const file of files) this.addWatchFile(file)
      return `export default ${JSON.stringify(code)}`
    },
  }
}

const contentEditorPage = fileURLToPath(new URL("../../app/cms/editor-page.astro", import.meta.url))

/** Stops the build before it starts when a setting is missing or malformed, naming the variable. */
function checkSettings(mode: string): { site: SiteSettings; contentEditor: boolean } {
  // loadEnv reads the .env files and lets variables set in the environment win over them.
  try {
    return {
      site: readSiteSettings(loadEnv(mode, process.cwd(), "VITE_")),
      contentEditor: includesContentEditor(process.env.BUILD_CONTENT_EDITOR),
    }
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`\n${error.message}\nSee .env.example for every setting and its default.\n`)
      process.exit(1)
    }
    throw error
  }
}

/** Whether the build has the content editor: `BUILD_CONTENT_EDITOR` is true (the default) or false. */
export function includesContentEditor(value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "true") return true
  if (value === "false") return false
  throw new SettingsError([`BUILD_CONTENT_EDITOR must be true or false, got ${JSON.stringify(value)}`])
}
