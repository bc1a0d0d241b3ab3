#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on every route
 * of the build, served the way `npm start` serves it, in Debian's Chromium. Each route is run
 * several times and the median is reported: a table on stdout and JSON in reports/.
 * A benchmark, not a test: these machines are shared and timings vary between runs. Byte
 * columns are what crossed the wire (brotli bodies and response headers); the budgets in
 * budgets.json count gzip bodies (npm run test:budgets).
 *
 *   node scripts/bench-lighthouse.mjs [--runs 3] [--dir build] [--out reports/lighthouse.json]
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromiumFlags, chromiumPath, startSiteServer } from "./lib/site-server.mjs"

const root = path.resolve(import.meta.dirname, "..")
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    dir: { type: "string", default: "build" },
    port: { type: "string", default: "4180" },
    out: { type: "string", default: "reports/lighthouse.json" },
    routes: { type: "string", default: "/,/services,/process,/case-studies,/contact,/privacy,/terms" },
  },
})
const runs = Number(options.runs)
const routes = options.routes.split(",")

const server = await startSiteServer({ dir: options.dir, port: options.port })
const origin = server.origin

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const results = []
try {
  for (const route of routes) {
    const samples = []
    for (let run = 0, attempts = 0; run < runs; attempts++) {
      const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" })
      // On a busy machine Lighthouse now and then fails to compute a metric: say so, and run again.
      const missing = [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
      ]
        .filter((id) => typeof lhr.audits[id]?.numericValue !== "number")
        .map((id) => `${id} (${lhr.audits[id]?.errorMessage ?? "no value"})`)
      if (lhr.runtimeError || missing.length > 0) {
        console.error(`${route}: run discarded: ${lhr.runtimeError?.message ?? missing.join(", ")}`)
        if (attempts >= runs * 2) throw new Error(`${route}: Lighthouse keeps failing; see above.`)
        continue
      }
      run++
      const requests = lhr.audits["network-requests"]?.details?.items ?? []
      samples.push({
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
      })
    }
    const summary = { route, runs: samples.length }
    for (const key of Object.keys(samples[0]).filter((key) => key !== "failedAudits")) {
      summary[key] = median(samples.map((sample) => sample[key]))
    }
    summary.failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))]
    summary.samples = samples
    results.push(summary)
    console.error(`${route}: performance ${summary.performance}, LCP ${summary.lcpMs} ms`)
  }
} finally {
  await chrome.kill()
  server.stop()
}

console.table(
  results.map(
    ({ route, performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls, jsBytes, totalBytes }) => ({
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
  if (result.failedAudits.length > 0) console.log(`${result.route} failed audits: ${result.failedAudits.join(", ")}`)
}
const out = path.resolve(root, options.out)
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`)
console.log(`Medians of ${runs} runs per route; written to ${path.relative(root, out)}`)
