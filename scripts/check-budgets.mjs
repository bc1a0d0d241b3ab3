#!/usr/bin/env node
/**
 * `npm run test:budgets`: the start-up bytes (and JavaScript files) of every route of the build
 * against the limits in budgets.json. Prints a table; fails naming the route, the figure and the
 * limit.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { kb, pageWeight } from "./page-weight.mjs"

const root = path.resolve(import.meta.dirname, "..")
const clientDir = path.join(root, process.argv[2] ?? "build", "client")
const { routes } = JSON.parse(readFileSync(path.join(root, "budgets.json"), "utf8"))

/** "/blog/*": every page below /blog, each by its own route ("/blog/a-post", "/blog/tags/roi"). */
function expand(route) {
  if (!route.endsWith("/*")) return [route]
  const base = route.slice(0, -2)
  if (!existsSync(path.join(clientDir, base))) throw new Error(`budgets.json: no page matches ${route}`)
  const found = readdirSync(path.join(clientDir, base), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => `${base}/${file.slice(0, -"/index.html".length)}`)
    .sort()
  if (found.length === 0 || !existsSync(path.join(clientDir, base)))
    throw new Error(`budgets.json: no page matches ${route}`)
  return found
}

const failures = []
const rows = []
const expanded = Object.entries(routes).flatMap(([route, limits]) => expand(route).map((page) => [page, limits]))
for (const [route, limits] of expanded) {
  const weight = pageWeight(clientDir, route)
  const figures = { ...weight, jsFiles: weight.scripts.length }
  rows.push({
    route,
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
      failures.push(`${route}: ${figure} is ${figures[figure]}${unit}, over its limit of ${limit}${unit}`)
  }
}
console.table(rows)
if (failures.length > 0) {
  console.error(
    `\nOver budget (bytes are gzip, or brotli where the figure says so):\n${failures.map((failure) => `  - ${failure}`).join("\n")}`,
  )
  process.exit(1)
}
console.log("Every route is within its budget.")
