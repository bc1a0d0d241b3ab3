import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"
import { readSiteSettings } from "./app/config/settings"
import { sitePlugins } from "./pipeline/astro-integration"

// A config of its own: Astro's Vite plugins are not needed to test components and modules.
export default defineConfig({
  // The documented defaults, as in a build without .env (an example build).
  define: { __SITE_SETTINGS__: JSON.stringify(readSiteSettings({})), __BUILD_KIND__: JSON.stringify("example") },
  // The modules a build gives the site's code, with no voice widget as in a build without .env.
  plugins: sitePlugins({ voice: { vendor: "none" }, analytics: { provider: "none" }, leadWebhookUrl: null }),
  // The `~` alias, declared once, in tsconfig.json (Astro reads it there too).
  resolve: { tsconfigPaths: true },
  test: {
    // Modules run in Node; a test file that needs a document says so (`@vitest-environment jsdom`).
    environment: "node",
    // Every core (Vitest leaves one free by default, which on a two-core machine halves the speed).
    maxWorkers: availableParallelism(),
    // A time limit finds a test that hangs; it is no measure of speed. `npm test` runs the unit tests beside the
    // build, the lint and, on a fresh machine, apt-get, on two cores: a test then takes up to four times its time on
    // a quiet machine (the share cards, 1.2 s alone, took 5.4 s beside apt). Vitest's 5 s would fail a sound test for
    // what else the machine does, so the limit is far above any test's busiest time, and what costs is drawn or
    // built once per file (decision 047). Speed is held by budgets and benchmarks that print their figures.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    css: false,
    // Each test file runs apart, with modules, mocks and globals of its own, in a worker thread
    // rather than a process of its own. The site's files each get a fresh VM context in a worker
    // that stays: starting a process per file was two fifths of the run's processor time. The build's,
    // the scripts' and the deployment's files call native code (Rolldown), which takes no value
    // made in another context, so they get a thread of their own per file (decision 040).
    projects: [
      { extends: true, test: { name: "site", include: ["app/**/*.test.{ts,tsx}"], pool: "vmThreads" } },
      {
        extends: true,
        test: {
          name: "build",
          include: ["pipeline/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
          pool: "threads",
        },
      },
    ],
  },
})
