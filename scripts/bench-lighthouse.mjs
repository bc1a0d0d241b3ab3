#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the main pages
 * of the build (build/pages.json, from app/config/pages.ts) or the routes given, served the way
 * `npm start` serves it, in Debian's Chromium. Each route is run
 * several times and the median is reported: a table on stdout and JSON in reports/.
 * A benchmark, not a test: these machines are shared and timings vary between runs, so only
 * figures measured in the same run compare. In the same run, each route is also measured on:
 * - the same build with JavaScript off (every script removed, `<noscript>` content applied), so
 *   `site TBT − JS-off TBT` is the blocking time the site's scripts add;
 * - reference sites given with `--reference name=folder` (a static build: a floor page, another
 *   template), on the routes they have; LCP ratios are given against a reference named `floor`.
 * Every site is served by `npm start`'s server from a precompressed copy without headers (the
 * build is also measured with its production headers), and the sites are run in turn, route by
 * route. Byte columns are
 * what crossed the wire; the page list's budgets count gzip bodies (npm run test:budgets).
 *
 *   node scripts/bench-lighthouse.mjs [--runs 3] [--dir build] [--out reports/lighthouse.json]
 *     [--routes /,/services]
 *     [--reference floor=path/to/floor --reference astrowind=path/to/astrowind] [--no-js-off]
 *     [--color-scheme dark] [--font-variant]
 * `--font-variant` also measures the build with a self-hosted webfont instead of the system font
 * stack (see withInter below), preloaded and not, in the same run: the figures of decision 013.
 * `--color-scheme dark` runs Chromium with a dark system (`--force-dark-mode`): the site's dark
 * theme, which follows the system when the visitor has chosen none.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { brotliCompressSync, gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { readPageList } from "./lib/page-list.mjs"
import { chromiumFlags, chromiumPath, startSiteServer } from "./lib/site-server.mjs"

const root = path.resolve(import.meta.dirname, "..")
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    dir: { type: "string", default: "build" },
    port: { type: "string", default: "4180" },
    out: { type: "string", default: "reports/lighthouse.json" },
    routes: { type: "string" },
    reference: { type: "string", multiple: true, default: [] },
    "no-js-off": { type: "boolean", default: false },
    "color-scheme": { type: "string", default: "light" },
    "font-variant": { type: "boolean", default: false },
  },
})
const runs = Number(options.runs)
const routes =
  options.routes?.split(",") ??
  readPageList(path.join(root, options.dir))
    .filter((page) => page.main)
    .map((page) => page.path)

/**
 * Every site measured in this run. The comparisons serve every site alike: a copy with no headers
 * of its own (reference builds have none). The build is also measured as `npm start` serves it in
 * production ("site, production headers"): its headers travel with the HTML in the first round
 * trip, and a header that changes how Chromium loads the page (as Cross-Origin-Opener-Policy
 * did: a new process) shows here.
 */
const sites = [
  { name: "site", dir: preparedCopy("site", path.join(root, options.dir, "client"), (html) => html) },
  { name: "site, production headers", dir: options.dir },
]
if (!options["no-js-off"]) {
  sites.push({
    name: "site, JS off",
    dir: preparedCopy("js-off", path.join(root, options.dir, "client"), withoutScripts),
  })
}
if (options["font-variant"]) {
  const client = path.join(root, options.dir, "client")
  sites.push(
    { name: "site, Inter", dir: preparedCopy("inter", client, (html) => withInter(html), interFiles()) },
    {
      name: "site, Inter not preloaded",
      dir: preparedCopy("inter-late", client, (html) => withInter(html, { preload: false }), interFiles()),
    },
  )
}
for (const reference of options.reference) {
  const [name, folder] = reference.split("=")
  if (!name || !folder || !existsSync(folder)) throw new Error(`--reference ${reference}: expected name=folder`)
  sites.push({ name, dir: preparedCopy(`reference-${name}`, path.resolve(folder), (html) => html) })
}
let port = Number(options.port)
for (const site of sites) {
  site.server = await startSiteServer({ dir: site.dir, port: port++ })
  // A route is a page of the site as a file named after it (services.html, this build) or as a
  // folder's index.html (the reference builds).
  const client = path.join(root, site.dir, "client")
  site.routes = routes.filter(
    (route) => existsSync(path.join(client, route, "index.html")) || existsSync(path.join(client, `${route}.html`)),
  )
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    "--headless=new",
    ...chromiumFlags,
    ...(options["color-scheme"] === "dark" ? ["--force-dark-mode"] : []),
  ],
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const results = []
const measure = async (url) => {
  for (let attempts = 0; ; attempts++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
    // On a busy machine Lighthouse now and then fails to compute a metric: say so, and run again.
    const missing = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]
      .filter((id) => typeof lhr.audits[id]?.numericValue !== "number")
      .map((id) => `${id} (${lhr.audits[id]?.errorMessage ?? "no value"})`)
    if (!lhr.runtimeError && missing.length === 0) return sampleOf(lhr)
    console.error(`${url}: run discarded: ${lhr.runtimeError?.message ?? missing.join(", ")}`)
    if (attempts >= runs * 2) throw new Error(`${url}: Lighthouse keeps failing; see above.`)
  }
}
try {
  for (const route of routes) {
    const samplesBySite = new Map(sites.map((site) => [site, []]))
    for (let run = 0; run < runs; run++) {
      // The sites in turn, so a busy moment of the machine falls on all of them alike.
      for (const site of sites) {
        if (site.routes.includes(route)) samplesBySite.get(site).push(await measure(`${site.server.origin}${route}`))
      }
    }
    for (const [site, samples] of samplesBySite) {
      if (samples.length === 0) continue
      const summary = { site: site.name, route, runs: samples.length }
      for (const key of Object.keys(samples[0]).filter((key) => key !== "failedAudits")) {
        summary[key] = median(samples.map((sample) => sample[key]))
      }
      summary.failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))]
      summary.samples = samples
      results.push(summary)
      console.error(
        `${site.name} ${route}: performance ${summary.performance}, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms`,
      )
    }
  }
} finally {
  await chrome.kill()
  for (const site of sites) site.server.stop()
}

console.table(
  results.map(
    ({
      site,
      route,
      performance,
      accessibility,
      bestPractices,
      seo,
      fcpMs,
      lcpMs,
      tbtMs,
      cls,
      jsBytes,
      totalBytes,
    }) => ({
      site,
      route,
      perf: performance,
      a11y: accessibility,
      "best pr.": bestPractices,
      seo,
      "FCP ms": fcpMs,
      "LCP ms": lcpMs,
      "TBT ms": tbtMs,
      CLS: cls,
      "JS kB (wire)": (jsBytes / 1000).toFixed(1),
      "total kB (wire)": (totalBytes / 1000).toFixed(1),
    }),
  ),
)
for (const result of results) {
  if (result.failedAudits.length > 0)
    console.log(`${result.site} ${result.route} failed audits: ${result.failedAudits.join(", ")}`)
}
// What the goal is judged by: the scripts' own blocking time, and LCP against the floor page.
const resultOf = (site, route) => results.find((result) => result.site === site && result.route === route)
const floor = resultOf("floor", "/")
const comparison = routes
  .map((route) => ({ route, site: resultOf("site", route), jsOff: resultOf("site, JS off", route) }))
  .filter(({ site }) => site)
  .map(({ route, site, jsOff }) => ({
    route,
    "TBT added by scripts (ms)": jsOff ? site.tbtMs - jsOff.tbtMs : "",
    "LCP / floor LCP": floor ? (site.lcpMs / floor.lcpMs).toFixed(2) : "",
    ...(options["font-variant"] && {
      "LCP with Inter / floor LCP": floor ? (resultOf("site, Inter", route).lcpMs / floor.lcpMs).toFixed(2) : "",
      "not preloaded / floor LCP": floor
        ? (resultOf("site, Inter not preloaded", route).lcpMs / floor.lcpMs).toFixed(2)
        : "",
    }),
  }))
if (comparison.length > 0) console.table(comparison)
const out = path.resolve(root, options.out)
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), runs, results, comparison }, null, 2)}\n`)
console.log(`Medians of ${runs} runs per route; written to ${path.relative(root, out)}`)

function sampleOf(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    totalBytes: lhr.audits["total-byte-weight"].numericValue,
    jsBytes: requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + request.transferSize, 0),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  }
}

/** The page as it is with JavaScript off: no scripts (JSON-LD is data), `<noscript>` applied. */
function withoutScripts(html) {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, "$1")
}

/**
 * The page with Inter (variable, latin subset, 48 kB woff2) in place of the system font stack, the
 * way it would ship: the file self-hosted and preloaded, `font-display: optional` (the text is
 * never redrawn, so no layout shift: a font that misses the first 100 ms is not used on that page
 * view), and size-adjusted local fallbacks so the fallback's lines break about where Inter's do.
 * The adjustments were measured in Chromium (width of the same sentence at 400 and 700) against
 * Arial (Windows, macOS) and DejaVu Sans (Linux); the overrides carry Inter's vertical metrics.
 */
function interFiles() {
  const file = "inter-latin-wght-normal.woff2"
  return { [`fonts/${file}`]: path.join(root, "node_modules/@fontsource-variable/inter/files", file) }
}
function withInter(html, { preload = true } = {}) {
  const fallback = (name, local, weight, sizeAdjust) =>
    `@font-face{font-family:"${name}";src:local("${local}");font-weight:${weight};size-adjust:${sizeAdjust}%;` +
    `ascent-override:${((96.875 / sizeAdjust) * 100).toFixed(2)}%;descent-override:${((24.12 / sizeAdjust) * 100).toFixed(2)}%;line-gap-override:0%}`
  const faces =
    '@font-face{font-family:"Inter";src:url(/fonts/inter-latin-wght-normal.woff2) format("woff2");' +
    "font-weight:100 900;font-display:optional;unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}" +
    fallback("Inter Arial", "Arial", "100 900", 107.4) +
    fallback("Inter DejaVu", "DejaVu Sans", "100 599", 93.85) +
    fallback("Inter DejaVu", "DejaVu Sans Bold", "600 900", 85.57)
  return html
    .replace(
      '<meta charset="utf-8">',
      `<meta charset="utf-8">${preload ? '<link rel="preload" href="/fonts/inter-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin>' : ""}`,
    )
    .replace(/<style>/, `<style>${faces}`)
    .replaceAll("--font-sans:ui-sans-serif,", '--font-sans:"Inter","Inter Arial","Inter DejaVu",ui-sans-serif,')
}

/**
 * A copy of a static site under reports/bench/<name>/client that `npm start`'s server can serve
 * as it serves the build: HTML changed by `transform`, any extra files (copy path → source), a
 * 404.html, and precompressed twins.
 */
function preparedCopy(name, sourceDir, transform, extraFiles = {}) {
  const dir = path.join("reports", "bench", name)
  const clientDir = path.join(root, dir, "client")
  rmSync(path.join(root, dir), { recursive: true, force: true })
  cpSync(sourceDir, clientDir, { recursive: true, filter: (file) => !/\.(gz|br)$/.test(file) })
  for (const [file, source] of Object.entries(extraFiles)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
    cpSync(source, path.join(clientDir, file))
  }
  const notFound = path.join(clientDir, "404.html")
  if (!existsSync(notFound)) writeFileSync(notFound, "<!doctype html><title>Not found</title><h1>Not found</h1>")
  for (const file of filesUnder(clientDir)) {
    if (file.endsWith(".html")) writeFileSync(file, transform(readFileSync(file, "utf8")))
    if (/\.(html|css|js|svg|json|xml|txt|webmanifest)$/.test(file)) {
      const content = readFileSync(file)
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
      writeFileSync(`${file}.br`, brotliCompressSync(content))
    }
  }
  return dir
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}
