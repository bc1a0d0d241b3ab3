import react from "@astrojs/react"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "astro/config"
import { defaultLocale, locales } from "./app/config/locales"
import { chunkSizeWarningLimit, siteBuild } from "./pipeline/astro-integration"

/**
 * Every page is rendered to static HTML at build time from React components; only the parts that
 * respond to the visitor (carousel, FAQ, contact form) are hydrated, each as its own island, when
 * it comes into view. See docs/decisions/008-react-islands-on-astro.md and app/start/README.md.
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  // Another folder may be chosen for a second build, such as the test build with a voice assistant.
  outDir: `./${process.env.BUILD_DIRECTORY ?? "build"}/client`,
  // ...with a cache of its own, so builds may run side by side (scripts/build-fixtures.mjs).
  cacheDir: `./node_modules/.astro/${process.env.BUILD_DIRECTORY ?? "build"}`,
  build: {
    format: "file",
    // The whole stylesheet travels inside each page: the first paint waits for no request.
    inlineStylesheets: "always",
    assets: "assets",
  },
  trailingSlash: "ignore",
  // English at the root, unchanged; Spanish under /es/ (app/config/locales.ts). Each route under
  // app/pages/[...locale]/ is built once a language, and Astro.currentLocale names the page's.
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  devToolbar: { enabled: false },
  // Markdown becomes plain HTML at build time: no highlighting (its inline styles would need a
  // looser Content-Security-Policy), heading ids for links into a post.
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
