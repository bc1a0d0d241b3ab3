#!/usr/bin/env node
/**
 * `npm run test:budgets`: the start-up bytes (and JavaScript files) of every page of the build
 * against the limits of the page list (app/config/pages.ts, its `Budget` says what each figure is),
 * as the build wrote them into build/pages.json with the pages it made. Each page takes the limits
 * of its own route, or of the nearest `/x/*` above it; a translated page (/es/...) without a route
 * of its own takes its twin's in the default language, so every language is held to the same
 * limits unless the page list gives it its own. Prints a table; fails naming the route, the figure
 * and the limit, and also when a page has no budget or a budget's route matches no page.
 *
 *   node scripts/check-budgets.mjs [build directory, default build]
 */
import path from "node:path"
import { kb, pageWeight } from "./page-weight.mjs"
import { readBudgets, readPageList } from "./lib/page-list.mjs"
import { unlocalizedPath } from "../app/config/locales.ts"

const root = path.resolve(import.meta.dirname, "..")
const buildDir = path.resolve(root, process.argv[2] ?? "build")
const clientDir = path.join(buildDir, "client")
const routes = readBudgets(buildDir)
const pages = readPageList(buildDir)

/** "/blog/*": every page below /blog ("/blog/a-post", "/blog/tags/roi"); a page's own route comes first. */
function budgetOf(localizedPath) {
  if (Object.hasOwn(routes, localizedPath)) return localizedPath
  const pagePath = unlocalizedPath(localizedPath)
  if (Object.hasOwn(routes, pagePath)) return pagePath
  return Object.keys(routes)
    .filter((route) => route.endsWith("/*") && pagePath.startsWith(route.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0]
}

const failures = []
const rows = []
const budgeted = new Set()
for (const page of pages) {
  const route = budgetOf(page.path)
  if (!route) {
    failures.push(
      `${page.path}: no budget; give it an entry in app/config/pages.ts, or a kind of page (/parent/*) above it`,
    )
    continue
  }
  budgeted.add(route)
  const limits = routes[route]
  const weight = pageWeight(clientDir, page)
  const figures = { ...weight, jsFiles: weight.scripts.length }
  rows.push({
    route: page.path,
    HTML: kb(weight.htmlGzip),
    "HTML (brotli)": `${kb(weight.htmlBrotli)} / ${kb(limits.htmlBrotli)}`,
    JS: `${kb(weight.jsGzip)} / ${kb(limits.jsGzip)}`,
    "island JS": `${kb(weight.islandJsGzip)} / ${kb(limits.islandJsGzip)}`,
    CSS: `${kb(weight.cssGzip)} / ${kb(limits.cssGzip)}`,
    total: `${kb(weight.totalGzip)} / ${kb(limits.totalGzip)}`,
    "JS files": `${figures.jsFiles} / ${limits.jsFiles}`,
  })
  for (const [figure, limit] of Object.entries(limits)) {
    const unit = /(Gzip|Brotli)$/.test(figure) ? " bytes" : ""
    if (figures[figure] > limit)
      failures.push(`${page.path}: ${figure} is ${figures[figure]}${unit}, over its limit of ${limit}${unit}`)
  }
}
for (const route of Object.keys(routes)) {
  if (!budgeted.has(route)) failures.push(`app/config/pages.ts: ${route} matches no page of the build`)
}
console.table(rows)
if (failures.length > 0) {
  console.error(
    `\nOver budget or without one (bytes are gzip, or brotli where the figure says so):\n${failures.map((failure) => `  - ${failure}`).join("\n")}`,
  )
  process.exit(1)
}
console.log("Every page is within its budget.")
