import { readFileSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"

/** Where Debian's Chromium is and the flags it runs with, shared with the scripts (benchmarks, screenshots). */
const chromium = JSON.parse(readFileSync(new URL("./scripts/lib/chromium.json", import.meta.url), "utf8")) as {
  path: string
  flags: string[]
}

const port = Number(process.env.E2E_PORT ?? 4173)
/**
 * nginx with the shipped config (scripts/nginx-local.mjs), on the ports the Observatory scanner
 * knows: binding them needs root (or CAP_NET_BIND_SERVICE), which the test command has. By name:
 * like production, it refuses a TLS handshake that names no host (a browser asking for an address).
 */
const nginxOrigin = "https://localhost"
/**
 * The same site built with a voice assistant, analytics (Plausible) and lead delivery configured
 * (`npm run build:fixture`).
 */
export const fixtureBuildUrl = `http://127.0.0.1:${port + 1}`
/** The same site with Google Analytics 4 (`npm run build:fixture:ga4`): the consent dialog. */
export const ga4FixtureBuildUrl = `http://127.0.0.1:${port + 2}`
/** The same site with Umami (`npm run build:fixture:umami`). */
export const umamiFixtureBuildUrl = `http://127.0.0.1:${port + 3}`
/** The GA4 build's content editor, a site of its own (`npm run build:fixture:editor`). */
export const editorFixtureUrl = `http://127.0.0.1:${port + 4}`
/**
 * Cloudflare Pages' own runtime (wrangler) serving a copy of the build: tests/deploy/support/cloudflare.ts.
 * Not 4190: that port is on the Fetch standard's list of blocked ports, which wrangler's own
 * fetch and Chromium both honour.
 */
export const cloudflareOrigin = "http://127.0.0.1:4191"

/**
 * The site with a third language (scripts/build-language-fixture.mjs), served by `npm start` and by
 * nginx with the shipped config: tests/deploy/third-language.spec.ts.
 */
export const languageFixtureOrigins = {
  "npm start": "http://127.0.0.1:4193",
  nginx: "https://localhost:8443",
} as const

/**
 * `npm start`'s server for the site suite. A deprecation warning stops it, and the tests after it
 * fail: Node warns (DEP0137) when its garbage collector closes a file the server forgot, and a
 * later Node throws there. `--trace-warnings` prints where any other warning came from.
 */
const serve = "node --trace-warnings --throw-deprecation scripts/serve.mjs --no-build"
/** The lead receiver the fixture build posts to (its VITE_LEAD_WEBHOOK_URL is `${leadReceiverUrl}/leads`). */
export const leadReceiverUrl = "http://127.0.0.1:4186"

/** Debian's Chromium, never a downloaded browser; flags keep it off the network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
  args: chromium.flags,
}

/**
 * Which suite to run: `site` (npm run test:e2e: the site in Chromium against npm start's server),
 * `deploy` (npm run test:deploy: nginx with the shipped config and the static hosts' files), or
 * both when unset. Only the servers the suite needs are started; only `deploy` needs root.
 */
const suite = process.env.SUITE ?? "all"
const runsSite = suite === "all" || suite === "site"
const runsDeploy = suite === "all" || suite === "deploy"

/**
 * Two workers for the site's tests, which keep a processor busy each (axe, Chromium drawing). Run
 * with them, the deployment's tests get a third, as most of their time is spent waiting on a
 * server (a slow client dropped by nginx's timeout, wrangler, a scanner's requests): on two
 * processors it fills the gaps rather than taking turns.
 */
const siteWorkers = 2

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
    // No trace by default: recording one snapshots the page at every action, which cost the
    // keyboard walks 88 s against 48 s without, and a run's log is all CI keeps. To see a failure
    // step by step, run it again with `--trace on`.
    trace: "off",
  },
  projects: [
    // The site's behaviour, on the build served by `npm start`'s server.
    runsSite && {
      name: "site",
      testDir: "tests/e2e",
      workers: siteWorkers,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    // The deployment: nginx's answers and headers, the static hosts' files, and the site under them.
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
  // The built sites, served exactly as `npm start` serves them (the test command builds first).
  webServer: [
    runsSite && {
      command: `${serve} --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsSite && {
      command: `${serve} --dir build-fixture --port ${port + 1}`,
      url: `${fixtureBuildUrl}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsSite && {
      command: `${serve} --dir build-fixture-ga4 --port ${port + 2}`,
      url: `${ga4FixtureBuildUrl}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsSite && {
      command: `${serve} --dir build-fixture-umami --port ${port + 3}`,
      url: `${umamiFixtureBuildUrl}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsSite && {
      command: `${serve} --dir build-fixture-ga4/editor --port ${port + 4}`,
      url: `${editorFixtureUrl}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsSite && {
      command: `node tests/e2e/support/lead-receiver.mjs --port ${new URL(leadReceiverUrl).port}`,
      url: `${leadReceiverUrl}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsDeploy && {
      command: "node scripts/nginx-local.mjs --no-build",
      url: `${nginxOrigin}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsDeploy && {
      command: `${serve} --dir build-fixture-language --port ${new URL(languageFixtureOrigins["npm start"]).port}`,
      url: `${languageFixtureOrigins["npm start"]}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsDeploy && {
      command: `node scripts/nginx-local.mjs --no-build --dir build-fixture-language --state .cache/nginx-language --http-port 8080 --https-port ${new URL(languageFixtureOrigins.nginx).port}`,
      url: `${languageFixtureOrigins.nginx}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    runsDeploy && {
      command: `node tests/deploy/support/cloudflare.ts --port ${new URL(cloudflareOrigin).port}`,
      url: `${cloudflareOrigin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets it stop wrangler and workerd and remove its copy of the build.
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    },
  ].filter((server) => server !== false),
})
