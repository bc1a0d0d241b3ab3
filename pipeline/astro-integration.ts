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
  type VoiceSettings,
} from "../app/config/settings"
import { editorOriginWarning, finishEditorSite } from "./editor-site"
import { elevenLabsWidget } from "./elevenlabs-widget"
import { finishBuild } from "./finish-build"
import { bundleInlineScript } from "./inline-script"
import { buildVariables, checkLaunch } from "./launch-check"
import { contentModules } from "../app/content/read"
import { SiteScripts } from "./trusted-scripts"

/**
 * The chunk size, in kB, past which Vite warns (`build.chunkSizeWarningLimit`), for the site and
 * the editor's own site. Its default, 500, is passed only by the content editor's chunks (its page,
 * about 2.2 MB, and its languages' grammars), which staff alone load; what visitors load is held
 * far lower, page by page, by budgets.json (`npm run test:budgets`).
 */
export const chunkSizeWarningLimit = 4096

/**
 * The site's own build steps, as an Astro integration:
 * - before anything is compiled, the settings are read from the environment (and `.env` files)
 *   and checked; a missing or malformed one stops the build with a message naming the variable.
 *   The checked settings reach the code as one constant (`app/config/site.ts`);
 * - a build for the public web with anything still the template's example (sample content,
 *   example settings) stops, listing each; what the build is for reaches the code as
 *   `__BUILD_KIND__` (pipeline/launch-check.ts, app/config/preview.ts);
 * - `import code from "./entry.ts?inline-script"` gives the entry and what it imports as one
 *   classic script, minified, for pages to inline (the start-up code in app/start/). Each script
 *   given is recorded: the Content-Security-Policy trusts the inline scripts the site wrote, not
 *   whatever a page holds (pipeline/trusted-scripts.ts);
 * - the content editor's page, /admin (app/cms/editor-page.astro), is added unless
 *   `BUILD_CONTENT_EDITOR=false`: the browser tests' extra builds (scripts/build-fixtures.mjs) leave
 *   it out, as bundling the editor takes two thirds of a build's time and they never open it. Nor
 *   does a build whose editor is a site of its own (`VITE_CMS_EDITOR_URL`, `contentEditorSite`
 *   below); the dev server keeps it, for editing on this computer (`npm run cms`);
 * - the voice widget's files are served by the site (pipeline/elevenlabs-widget.ts);
 * - once every page is written, `finishBuild` adds what hosts need (headers, sitemap, images),
 *   keeping what it makes in Astro's cache folder, for the next build.
 */
export function siteBuild(): AstroIntegration {
  let settings: SiteSettings
  let buildKind: BuildKind = "example"
  /** Where finishBuild keeps what it may reuse in the next build (pipeline/build-cache.ts). */
  let cacheDir: string
  const startUpScripts = new SiteScripts()
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, injectRoute, logger }) => {
        const env = buildEnv(command)
        const checked = checkSettings(env)
        settings = checked.site
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
            plugins: [inlineScripts(settings, startUpScripts), ...sitePlugins(settings.voice)],
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
      "astro:config:done": ({ config }) => {
        cacheDir = path.join(fileURLToPath(config.cacheDir), "site-build")
      },
      "astro:build:done": async ({ dir, logger }) => {
        await finishBuild(fileURLToPath(dir), settings, startUpScripts, buildKind, {
          cacheDir,
          log: (line) => logger.info(line),
        })
      },
    },
  }
}

/**
 * The modules the site's code imports that no file holds, for the build and the unit tests alike:
 * the voice widget's files' addresses (`virtual:elevenlabs-widget`), and every entry of the content
 * registry in every language (`virtual:content/<entry>`).
 */
export function sitePlugins(voice: VoiceSettings): Plugin[] {
  return [elevenLabsWidget(voice), contentModules()]
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

const contentEditorPage = fileURLToPath(new URL("../app/cms/editor-page.astro", import.meta.url))

/**
 * The content editor as a site of its own (`npm run build:editor`, astro.editor.config.ts), for
 * the origin in `VITE_CMS_EDITOR_URL`, apart from the scripts the public site's pages load: the
 * editor's page at `/`, then what each host needs to serve it (pipeline/editor-site.ts).
 * It edits the same repository as an editor at /admin would, with the same settings.
 */
export function contentEditorSite(): AstroIntegration {
  let settings: SiteSettings
  return {
    name: "content-editor-site",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, injectRoute }) => {
        const checked = checkSettings(buildEnv(command), { isEditorSite: true })
        settings = checked.site
        injectRoute({ pattern: "/", entrypoint: contentEditorPage })
        updateConfig({ vite: { define: { __SITE_SETTINGS__: JSON.stringify(settings) } } })
      },
      "astro:build:done": async ({ dir }) => {
        await finishEditorSite(fileURLToPath(dir))
      },
    },
  }
}

/** What the build's environment says, checked. */
interface CheckedSettings {
  site: SiteSettings
  /** `BUILD_CONTENT_EDITOR`: false leaves the editor out of the build. */
  contentEditor: boolean
  /** `VITE_CMS_EDITOR_URL`: where the editor is a site of its own, or null. */
  editorUrl: string | null
}

/**
 * Whether the site serves the content editor at /admin: unless `BUILD_CONTENT_EDITOR=false`, and
 * in a build only when the editor is not a site of its own.
 */
export function servesEditorAtAdmin(
  command: string,
  { contentEditor, editorUrl }: Pick<CheckedSettings, "contentEditor" | "editorUrl">,
): boolean {
  return contentEditor && (command !== "build" || editorUrl === null)
}

/** The build's environment, read once: the .env files, with variables set in the environment winning over them. */
const buildEnv = (command: string): SettingsEnv =>
  loadEnv(command === "build" ? "production" : "development", process.cwd(), buildVariables)

/** Stops the build before it starts when a setting is missing or malformed, naming the variable. */
function checkSettings(env: SettingsEnv, { isEditorSite = false } = {}): CheckedSettings {
  try {
    const checked = {
      site: readSiteSettings(env),
      contentEditor: includesContentEditor(process.env.BUILD_CONTENT_EDITOR),
      editorUrl: contentEditorUrl(env),
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

/** Whether the build has the content editor: `BUILD_CONTENT_EDITOR` is true (the default) or false. */
export function includesContentEditor(value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "true") return true
  if (value === "false") return false
  throw new SettingsError([`BUILD_CONTENT_EDITOR must be true or false, got ${JSON.stringify(value)}`])
}
