import { readFileSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"
import "./tests/content-hooks"

/** Where Debian's Chromium is and the flags it runs with, shared with the scripts (benchmarks, screenshots). */
const chromium = JSON.parse(readFileSync(new URL("./scripts/lib/chromium.json", import.meta.url), "utf8")) as {
  headlessShellPath: string
  flags: string[]
  disabledFeatures: string[]
}

const port = Number(process.env.E2E_PORT ?? 4173)
/** On the ports the Observatory scanner knows (binding needs root), by name: nginx refuses a TLS handshake naming no host. */
const nginxOrigin = "https://localhost"
/** The site with a voice assistant, Plausible and lead delivery (`npm run build:fixture`). */
export const fixtureBuildUrl = `http://127.0.0.1:${port + 1}`
export const ga4FixtureBuildUrl = `http://127.0.0.1:${port + 2}`
export const umamiFixtureBuildUrl = `http://127.0.0.1:${port + 3}`
/** The GA4 build's content editor, a site of its own. */
export const editorFixtureUrl = `http://127.0.0.1:${port + 4}`
/** Wrangler serving a copy of the build; not 4190, which the Fetch standard blocks in wrangler and Chromium. */
export const cloudflareOrigin = "http://127.0.0.1:4191"

/** The site with a third language, served by `npm start` and by nginx. */
export const languageFixtureOrigins = {
  "npm start": "http://127.0.0.1:4193",
  nginx: "https://localhost:8443",
} as const

/** A deprecation stops the server (DEP0137, a file left for the garbage collector, throws in later Node). */
const serve = "node --trace-warnings --throw-deprecation scripts/serve.mjs --no-build"
/** The fixture build's VITE_LEAD_WEBHOOK_URL is `${leadReceiverUrl}/leads`. */
export const leadReceiverUrl = "http://127.0.0.1:4186"

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (Debian's chromium-headless-shell,
 * built from the same source as its chromium), the Blink and V8 of the browser without the window
 * around them, as Playwright runs headless tests by default. The whole browser set up a profile's
 * services for every test's context and drew with a software GPU: the suite took 1,098
 * processor-seconds with it, 819 with the shell (decision 040). Flags keep it off the network.
 * Chromium 156 draws the address bar's suggestion popups as pages of their own, two renderers for
 * every window, so they are turned off for a run with the whole browser (CHROMIUM_PATH). A second
 * --disable-features replaces Playwright's own, so `disabledFeatures` repeats Playwright's list
 * before them (scripts/lib/chromium.test.ts checks it still does).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
  args: [...chromium.flags, `--disable-features=${chromium.disabledFeatures.join(",")}`],
}

/** `site`, `deploy` (which alone needs root) or both when unset: only the servers the suite needs start. */
const suite = process.env.SUITE ?? "all"
const runsSite = suite === "all" || suite === "site"
const runsDeploy = suite === "all" || suite === "deploy"

/**
 * Three workers for the site's tests on two processors: a test spends most of its time waiting on
 * the page (a frame, a hydration, a round trip to the browser), not computing, so a third fills
 * the gaps (136 of them took 139 s with three, 155 s with two, 135-142 s with four). Run with them,
 * the deployment's tests get one more, as they mostly wait on a server (nginx's timeouts, wrangler).
 */
const siteWorkers = 3

/** A server started for the run and stopped after it, ready once `origin` answers. */
function serverAt(
  command: string,
  origin: string,
  options: {
    ignoreHTTPSErrors?: boolean
    timeout?: number
    gracefulShutdown?: { signal: "SIGTERM"; timeout: number }
  } = {},
) {
  return { command, url: `${origin}/`, reuseExistingServer: false, timeout: 30_000, ...options }
}

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: runsSite && runsDeploy ? siteWorkers + 1 : siteWorkers,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    // A trace cost the keyboard walks 88 s against 48 s without; run again with `--trace on` to see a failure.
    trace: "off",
  },
  projects: [
    runsSite && {
      name: "site",
      testDir: "tests/e2e",
      workers: siteWorkers,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    runsDeploy && {
      name: "nginx",
      testDir: "tests/deploy",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
        baseURL: nginxOrigin,
        // The certificate is self-signed; tests/deploy/support/nginx.ts trusts exactly it.
        ignoreHTTPSErrors: true,
      },
    },
  ].filter((project) => project !== false),
  webServer: [
    runsSite && serverAt(`${serve} --port ${port}`, `http://127.0.0.1:${port}`),
    runsSite && serverAt(`${serve} --dir build-fixture --port ${port + 1}`, fixtureBuildUrl),
    runsSite && serverAt(`${serve} --dir build-fixture-ga4 --port ${port + 2}`, ga4FixtureBuildUrl),
    runsSite && serverAt(`${serve} --dir build-fixture-umami --port ${port + 3}`, umamiFixtureBuildUrl),
    runsSite && serverAt(`${serve} --dir build-fixture-ga4/editor --port ${port + 4}`, editorFixtureUrl),
    runsSite &&
      serverAt(`node tests/e2e/support/lead-receiver.mjs --port ${new URL(leadReceiverUrl).port}`, leadReceiverUrl),
    runsDeploy && serverAt("node scripts/nginx-local.mjs --no-build", nginxOrigin, { ignoreHTTPSErrors: true }),
    runsDeploy &&
      serverAt(
        `${serve} --dir build-fixture-language --port ${new URL(languageFixtureOrigins["npm start"]).port}`,
        languageFixtureOrigins["npm start"],
      ),
    runsDeploy &&
      serverAt(
        `node scripts/nginx-local.mjs --no-build --dir build-fixture-language --state .cache/nginx-language --http-port 8080 --https-port ${new URL(languageFixtureOrigins.nginx).port}`,
        languageFixtureOrigins.nginx,
        { ignoreHTTPSErrors: true },
      ),
    runsDeploy &&
      serverAt(`node tests/deploy/support/cloudflare.ts --port ${new URL(cloudflareOrigin).port}`, cloudflareOrigin, {
        timeout: 60_000,
        // SIGTERM lets it stop wrangler and workerd and remove its copy of the build.
        gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
      }),
  ].filter((server) => server !== false),
})
