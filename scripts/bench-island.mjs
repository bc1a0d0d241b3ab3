#!/usr/bin/env node
/**
 * `npm run bench:island`: the main-thread blocking time a visitor meets when they scroll to an
 * island on a slow phone (Chromium's CPU slowed 4x), from the moment the scroll starts until the
 * island has hydrated and the page is quiet again, measured with the Long Tasks API: blocking
 * time is the sum of each task's time over 50 ms (as Lighthouse's TBT), beside the longest task
 * and the island's code that crossed the wire. The page is served the way `npm start` serves it.
 * A benchmark, not a test: it prints figures (min, median and max of the runs).
 *
 *   node scripts/bench-island.mjs [--dir build] [--runs 5] [--route /services] [--island estimator-island]
 */
/* global window, document -- the functions given to page.evaluate run in the page */
import { parseArgs } from "node:util"
import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath, startSiteServer } from "./lib/site-server.mjs"

const { values: options } = parseArgs({
  options: {
    dir: { type: "string", default: "build" },
    runs: { type: "string", default: "5" },
    route: { type: "string", default: "/services" },
    island: { type: "string", default: "estimator-island" },
    slowdown: { type: "string", default: "4" },
  },
})

const server = await startSiteServer({ dir: options.dir, port: 4190 })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const runs = []
try {
  for (let run = 0; run < Number(options.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(options.slowdown) })
    let islandBytes = 0
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname.includes(`/assets/${options.island}.`))
        islandBytes += Number(response.headers()["content-length"] ?? (await response.body()).length)
    })
    await page.goto(`${server.origin}${options.route}`, { waitUntil: "networkidle" })
    await page.evaluate(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: "longtask" })
    })
    const island = page.locator(`astro-island[component-url*="/${options.island}."]`)
    // The island itself draws no box (display: contents): its first element is scrolled to.
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: "start" }))
    // Hydrated: Astro removes the `ssr` attribute once the island's component has rendered.
    await page.waitForFunction(
      (name) => !document.querySelector(`astro-island[component-url*="/${name}."]`)?.hasAttribute("ssr"),
      options.island,
      { timeout: 60_000 },
    )
    await page.waitForTimeout(1500)
    const tasks = await page.evaluate(() => window.__longTasks)
    runs.push({
      blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks),
      islandBytes,
    })
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) }
}
const round = ({ min, median, max }) => `${Math.round(min)} / ${Math.round(median)} / ${Math.round(max)}`
console.log(
  `${options.route}, scrolling to ${options.island} at ${options.slowdown}x CPU slowdown, ${runs.length} runs (min / median / max):`,
)
console.log(`  blocking time (ms): ${round(stats(runs.map((run) => run.blocking)))}`)
console.log(`  longest task (ms):  ${round(stats(runs.map((run) => run.longest)))}`)
console.log(`  island code on the wire (bytes): ${round(stats(runs.map((run) => run.islandBytes)))}`)
