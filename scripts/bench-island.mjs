#!/usr/bin/env node
/**
 * `npm run bench:island`: the main-thread blocking time a visitor meets when they scroll to an
 * island on a slow phone (Chromium's CPU slowed 4x), from the moment the scroll starts until the
 * island has hydrated and the page is quiet again, measured with the Long Tasks API: blocking
 * time is the sum of each task's time over 50 ms (as Lighthouse's TBT), beside the longest task
 * and the code that crossed the wire once the scroll started. An island is a React one
 * (`<astro-island>` whose component file starts with the name, hydrated once it loses `ssr`) or a
 * section run without React (`data-island="estimator"`, started once it loses `data-pending`).
 * The page is served the way `npm start` serves it. A benchmark, not a test: it prints figures
 * (min, median and max of the runs).
 *
 *   node scripts/bench-island.mjs [--dir build] [--runs 5] [--route /services] [--island estimator]
 *   node scripts/bench-island.mjs --route / --island faq-island
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
    island: { type: "string", default: "estimator" },
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
    let isScrolling = false
    page.on("response", async (response) => {
      if (isScrolling && new URL(response.url()).pathname.endsWith(".js"))
        islandBytes += Number(response.headers()["content-length"] ?? (await response.body()).length)
    })
    await page.goto(`${server.origin}${options.route}`, { waitUntil: "networkidle" })
    await page.evaluate(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: "longtask" })
    })
    const islandSelector = `astro-island[component-url*="/${options.island}."], [data-island="${options.island}"]`
    isScrolling = true
    // An astro-island draws no box (display: contents): its first element is scrolled to.
    await page
      .locator(islandSelector)
      .evaluate((element) =>
        (element.tagName === "ASTRO-ISLAND" ? element.firstElementChild : element)?.scrollIntoView({ block: "start" }),
      )
    // Hydrated or started: Astro removes `ssr` once the component has rendered; the estimator, `data-pending`.
    await page.waitForFunction(
      (selector) => {
        const island = document.querySelector(selector)
        return island !== null && !island.hasAttribute("ssr") && !island.hasAttribute("data-pending")
      },
      islandSelector,
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
console.log(`  code on the wire after the scroll (bytes): ${round(stats(runs.map((run) => run.islandBytes)))}`)
