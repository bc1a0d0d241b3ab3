import react from "@astrojs/react"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "astro/config"
import { defaultLocale, locales } from "./app/config/locales"
import { chunkSizeWarningLimit, siteBuild } from "./pipeline/astro-integration"

/** Static HTML from React components; only what responds to the visitor is hydrated, as islands (decision 008). */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  // Another folder for a second build (the fixtures), with a cache of its own so builds may run side by side.
  outDir: `./${process.env.BUILD_DIRECTORY ?? "build"}/client`,
  cacheDir: `./node_modules/.astro/${process.env.BUILD_DIRECTORY ?? "build"}`,
  build: {
    format: "file",
    // The whole stylesheet travels inside each page: the first paint waits for no request.
    inlineStylesheets: "always",
    assets: "assets",
  },
  trailingSlash: "ignore",
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  devToolbar: { enabled: false },
  // No highlighting: its inline styles would need a looser Content-Security-Policy.
  markdown: { syntaxHighlight: false },
  integrations: [react(), siteBuild()],
  vite: {
    plugins: [tailwindcss()],
    build: {
      // Images and icons stay files: inlined as data URLs they would travel inside every page.
      assetsInlineLimit: 0,
      chunkSizeWarningLimit,
    },
  },
})
