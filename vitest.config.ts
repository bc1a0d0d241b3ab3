import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { readSiteSettings } from "./app/config/settings"
import { schemaOfFile } from "./app/content/files"
import { contentForBrowser, interfaceWordsForBrowser } from "./app/content/read"
import { elevenLabsWidget } from "./pipeline/elevenlabs-widget"

// A config of its own: Astro's Vite plugins are not needed to test components and modules.
export default defineConfig({
  // The settings the app is tested with: the documented defaults, as in a build without .env,
  // which is an example build (pipeline/launch-check.ts).
  define: { __SITE_SETTINGS__: JSON.stringify(readSiteSettings({})), __BUILD_KIND__: JSON.stringify("example") },
  // The voice widget's files' addresses, as a build gives them (`virtual:elevenlabs-widget`), and
  // the content and words the browser's code imports (`virtual:content/...`, `virtual:words/...`,
  // app/content/read.ts).
  plugins: [elevenLabsWidget({ vendor: "none" }), contentForBrowser(schemaOfFile), interfaceWordsForBrowser()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "pipeline/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    // Modules run in Node; a test file that needs a document says so (`@vitest-environment jsdom`).
    environment: "node",
    // Every core (Vitest leaves one free by default, which on a two-core machine halves the speed).
    maxWorkers: availableParallelism(),
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    css: false,
  },
})
