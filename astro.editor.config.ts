import { defineConfig } from "astro/config"
import { chunkSizeWarningLimit, contentEditorSite } from "./pipeline/astro-integration"

/**
 * The content editor as a site of its own (`npm run build:editor`), for the origin in
 * `VITE_CMS_EDITOR_URL`: its page at `/` of `build/editor/client`, beside the files each host
 * needs (docs/editing-content.md, "The editor on an address of its own"). The public site is built by
 * astro.config.ts, then without /admin.
 */
export default defineConfig({
  // The editor's page is the only one, added by the integration: no folder of pages, no public files.
  srcDir: "./app/cms",
  publicDir: "./app/cms/public",
  outDir: `./${process.env.BUILD_DIRECTORY ?? "build"}/editor/client`,
  cacheDir: `./node_modules/.astro/${process.env.BUILD_DIRECTORY ?? "build"}-editor`,
  build: { format: "directory", assets: "assets" },
  devToolbar: { enabled: false },
  integrations: [contentEditorSite()],
  vite: {
    build: { chunkSizeWarningLimit },
  },
})
