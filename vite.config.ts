import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { fileURLToPath } from "node:url"
import { defineConfig, loadEnv, type Rollup } from "vite"
import { readSiteSettings, SettingsError, type SiteSettings } from "./app/config/settings"
import { iconStyles } from "./scripts/vite/icon-styles"

export default defineConfig(({ mode }) => {
  const settings = checkSettings(mode)
  return {
    // app/config/site.ts: the checked settings, as a constant in the code.
    define: { __SITE_SETTINGS__: JSON.stringify(settings) },
    plugins: [iconStyles(), tailwindcss(), reactRouter()],
    resolve: {
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    environments: {
      // The prerender build is minified too: the start-up script it inlines into every page
      // (lib/boot.ts) is sent as its source text.
      ssr: { build: { minify: "terser", terserOptions: { module: true, ecma: 2020 } } },
    },
    build: {
      // Images stay files: inlined as data URLs they would travel inside the JavaScript.
      assetsInlineLimit: 0,
      // Code loaded on demand (deferred sections, the menu dialog, toasts) is fetched when needed;
      // Vite's preload helper would add 1.7 kB to every page to fetch its dependencies a little
      // earlier.
      modulePreload: false,
      // Terser makes every page's JavaScript about 3 kB (gzip) smaller than the default minifier.
      minify: "terser",
      terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
      rollupOptions: { output: { manualChunks: shellChunk } },
    },
  }
})

/** Stops the build before it starts when a setting is missing or malformed, naming the variable. */
function checkSettings(mode: string): SiteSettings {
  // loadEnv reads the .env files and lets variables set in the environment win over them.
  try {
    const settings = readSiteSettings(loadEnv(mode, process.cwd(), "VITE_"))
    if (settings.voice.vendor === "none")
      console.warn(
        "No voice widget configured (VITE_VOICE_VENDOR=none): Get Started opens the booking calendar and Chat with AI Assistant does nothing.",
      )
    return settings
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`\n${error.message}\nSee .env.example for every setting and its default.\n`)
      process.exit(1)
    }
    throw error
  }
}

/**
 * Every module the root route imports statically (the site's frame and the libraries under it) in
 * one chunk: every page loads all of it at start-up anyway, and as some fifteen small files it
 * cost each page as many requests, each with its own work on the main thread.
 */
function shellChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  const root = getModuleInfo(rootModule)
  if (!root) return undefined
  // Worked out once per build (each build has its own getModuleInfo).
  let shell = shellModulesByBuild.get(getModuleInfo)
  if (!shell) shellModulesByBuild.set(getModuleInfo, (shell = staticClosure(root.id, getModuleInfo)))
  return shell.has(id) && id !== root.id ? "shell" : undefined
}
const rootModule = fileURLToPath(new URL("./app/root.tsx", import.meta.url))
const shellModulesByBuild = new WeakMap<Rollup.ManualChunkMeta["getModuleInfo"], Set<string>>()

function staticClosure(start: string, getModuleInfo: Rollup.ManualChunkMeta["getModuleInfo"]): Set<string> {
  const seen = new Set<string>()
  const queue = [start]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}
