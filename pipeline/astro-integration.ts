import type { AstroIntegration } from "astro"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadEnv, type Plugin } from "vite"
import type { BuildKind } from "../app/config/build-kind"
import {
  contentEditorUrl,
  readSiteSettings,
  SettingsError,
  settingVariables,
  type SettingsEnv,
  type SiteSettings,
} from "../app/config/settings"
import { editorOriginWarning, finishEditorSite } from "./editor-site"
import { elevenLabsWidget } from "./elevenlabs-widget"
import { finishBuild } from "./finish-build"
import { bundleInlineScript } from "./inline-script"
import { buildVariables, checkLaunch } from "./launch-check"
import type { Compression } from "./precompress"
import { contentModules } from "../app/content/read"
import { conditionsOn } from "../app/lib/vendors"
import { SiteScripts } from "./trusted-scripts"

/**
 * Vite's default warning, 500 kB, is passed only by the content editor's chunks (about 2.2 MB), which staff alone
 * load; what visitors load is held far lower, page by page, by the page list's budgets (app/config/pages.ts).
 */
export const chunkSizeWarningLimit = 4096

/**
 * The site's own build steps: settings and launch checked before anything compiles, `?inline-script` imports
 * recorded for the policy (`SiteScripts`), the editor at /admin, and `finishBuild` once every page is written. The
 * browser tests' extra builds leave the editor out (`BUILD_CONTENT_EDITOR=false`): bundling it takes two thirds of a
 * build's time and they never open it.
 */
export function siteBuild(): AstroIntegration {
  let settings: SiteSettings
  let buildKind: BuildKind = "example"
  let cacheDir: string
  let compression: Compression
  const startUpScripts = new SiteScripts()
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, injectRoute, logger }) => {
        const env = buildEnv(command)
        const checked = checkSettings(env)
        settings = checked.site
        compression = checked.compression
        if (command === "build") buildKind = checkLaunch(env, logger)
        const servesAdmin = servesEditorAtAdmin(command, checked)
        if (servesAdmin) injectRoute({ pattern: "/admin", entrypoint: contentEditorPage })
        else if (checked.editorUrl)
          logger.info(
            `No /admin: the content editor is a site of its own (npm run build:editor) for ${checked.editorUrl}.`,
          )
        const editorWarning = command === "build" ? editorOriginWarning(buildKind, { servesAdmin }) : null
        if (editorWarning) logger.warn(editorWarning)
        if (settings.voice.vendor === "none")
          logger.warn(
            "No voice widget configured (VITE_VOICE_VENDOR=none): Get Started opens the booking calendar and Chat with AI Assistant does nothing.",
          )
        updateConfig({
          vite: {
            define: { __SITE_SETTINGS__: JSON.stringify(settings), __BUILD_KIND__: JSON.stringify(buildKind) },
            plugins: [inlineScripts(settings, startUpScripts), ...sitePlugins(settings)],
            // A page's own script is named after its component, not "<component>.astro_astro_type_script_index_0_lang":
            // its address is written into every page that loads it, and tests hold it back by that name.
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
      "astro:config:done": ({ config }) => {
        cacheDir = path.join(fileURLToPath(config.cacheDir), "site-build")
      },
      "astro:build:done": async ({ dir, logger }) => {
        await finishBuild(fileURLToPath(dir), settings, startUpScripts, buildKind, {
          cacheDir,
          compression,
          log: (line) => logger.info(line),
        })
      },
    },
  }
}

/** The virtual modules, for the build and the unit tests alike. */
export function sitePlugins(settings: Pick<SiteSettings, "voice" | "analytics" | "leadWebhookUrl">): Plugin[] {
  return [elevenLabsWidget(settings.voice), contentModules(undefined, conditionsOn(settings))]
}

/** Inlined scripts travel in every page's HTML: minified, without the parts this build does not use. */
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

const contentEditorPage = fileURLToPath(new URL("../app/cms/editor-page.astro", import.meta.url))

/** The content editor as a site of its own, at `VITE_CMS_EDITOR_URL`, apart from the public site's scripts. */
export function contentEditorSite(): AstroIntegration {
  let settings: SiteSettings
  let compression: Compression
  return {
    name: "content-editor-site",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, injectRoute }) => {
        const checked = checkSettings(buildEnv(command), { isEditorSite: true })
        settings = checked.site
        compression = checked.compression
        injectRoute({ pattern: "/", entrypoint: contentEditorPage })
        updateConfig({ vite: { define: { __SITE_SETTINGS__: JSON.stringify(settings) } } })
      },
      "astro:build:done": async ({ dir }) => {
        await finishEditorSite(fileURLToPath(dir), compression)
      },
    },
  }
}

interface CheckedSettings {
  site: SiteSettings
  contentEditor: boolean
  editorUrl: string | null
  compression: Compression
}

/** The dev server keeps /admin, for editing on this computer, even when the editor is a site of its own. */
export function servesEditorAtAdmin(
  command: string,
  { contentEditor, editorUrl }: Pick<CheckedSettings, "contentEditor" | "editorUrl">,
): boolean {
  return contentEditor && (command !== "build" || editorUrl === null)
}

/** Read once: variables set in the environment win over the .env files. */
const buildEnv = (command: string): SettingsEnv =>
  loadEnv(command === "build" ? "production" : "development", process.cwd(), buildVariables)

/** Stops the build before it starts when a setting is missing or malformed, naming the variable. */
function checkSettings(env: SettingsEnv, { isEditorSite = false } = {}): CheckedSettings {
  try {
    const checked = {
      site: readSiteSettings(env),
      contentEditor: includesContentEditor(process.env.BUILD_CONTENT_EDITOR),
      editorUrl: contentEditorUrl(env),
      compression: compressionOf(process.env.BUILD_COMPRESSION),
    }
    if (isEditorSite && !checked.editorUrl)
      throw new SettingsError([
        `VITE_CMS_EDITOR_URL must be set to build the editor as a site of its own: the https origin it will be served at, such as ${settingVariables.VITE_CMS_EDITOR_URL.example} (the site's own build then leaves /admin out)`,
      ])
    return checked
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`\n${error.message}\nSee .env.example for every setting and its default.\n`)
      process.exit(1)
    }
    throw error
  }
}

export function includesContentEditor(value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "true") return true
  if (value === "false") return false
  throw new SettingsError([`BUILD_CONTENT_EDITOR must be true or false, got ${JSON.stringify(value)}`])
}

export function compressionOf(value: string | undefined): Compression {
  if (value === undefined || value === "" || value === "smallest") return "smallest"
  if (value === "fast") return "fast"
  throw new SettingsError([`BUILD_COMPRESSION must be smallest or fast, got ${JSON.stringify(value)}`])
}
