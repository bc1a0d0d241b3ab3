#!/usr/bin/env node
/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves
 * build/client the way production does: clean URLs, one canonical form of each URL, 404.html with
 * status 404 for unknown paths (no SPA fallback), precompressed files, and the headers the build
 * wrote to build/headers.json. Slow or stalled clients are dropped after 30 s (decision 015).
 *
 *   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--no-build]
 *                          [--header-timeout 30] [--idle-timeout 30]
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { ensureBuild } from "./lib/ensure-build.mjs"
import { createStaticServer } from "./lib/static-server.mjs"

const root = path.resolve(import.meta.dirname, "..")

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
    dir: { type: "string", default: "build" },
    "no-build": { type: "boolean", default: false },
    // Seconds; the tests shorten them so as not to wait 30 s.
    "header-timeout": { type: "string" },
    "idle-timeout": { type: "string" },
  },
})
const buildDir = path.resolve(root, options.dir)

ensureBuild(root, buildDir, { rebuild: !options["no-build"] })

const server = createStaticServer({
  buildDir,
  headerTimeout: milliseconds("header-timeout"),
  idleTimeout: milliseconds("idle-timeout"),
})

server.listen(Number(options.port), options.host, () => {
  console.log(
    `Serving ${path.relative(root, path.join(buildDir, "client"))} at http://${options.host}:${options.port}/`,
  )
})

function milliseconds(name) {
  if (options[name] === undefined) return undefined
  const seconds = Number(options[name])
  if (!(seconds > 0)) {
    console.error(`--${name} takes a number of seconds above 0, not "${options[name]}".`)
    process.exit(1)
  }
  return seconds * 1000
}
