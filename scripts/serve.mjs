#!/usr/bin/env node
/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves
 * build/client the way production does: clean URLs, one canonical form of each URL, 404.html with
 * status 404 for unknown paths (no SPA fallback), precompressed files, and the headers the build
 * wrote to build/headers.json.
 *
 *   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--no-build]
 */
import { existsSync, readFileSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import { parseArgs } from "node:util"
import sirv from "sirv"
import { ensureBuild } from "./lib/ensure-build.mjs"

const root = path.resolve(import.meta.dirname, "..")

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
    dir: { type: "string", default: "build" },
    "no-build": { type: "boolean", default: false },
  },
})
const buildDir = path.resolve(root, options.dir)
const clientDir = path.join(buildDir, "client")
const headersFile = path.join(buildDir, "headers.json")

ensureBuild(root, buildDir, { rebuild: !options["no-build"] })

/** @type {{ rules: { pattern: string, headers: Record<string, string> }[] }} */
const headerRules = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, "utf8")) : { rules: [] }
const notFoundPage = readFileSync(path.join(clientDir, "404.html"))

/** Types the server library does not know. */
const extraTypes = {
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".md": "text/markdown; charset=utf-8",
}

const serveStatic = sirv(clientDir, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  // Headers for files sirv answers; the same rules apply to everything else below.
  setHeaders: (res, pathname) => {
    const type = extraTypes[path.extname(pathname)]
    if (type) res.setHeader("Content-Type", type)
    applyHeaders(res, canonicalPath(pathname))
  },
})

const server = createServer((req, res) => {
  const url = requestUrl(req.url ?? "/")
  if (url === null) return sendNotFound(req, res, 400)
  const pathname = safeDecode(url.pathname)

  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD")
    return sendPage(res, 405, "Method Not Allowed")
  }
  if (pathname === null || pathname.includes("\0") || isHiddenFile(pathname) || isNotFoundPage(pathname)) {
    return sendNotFound(req, res, pathname === null ? 400 : 404)
  }
  // One canonical form per URL: no trailing slash (except the home page), no index.html.
  const canonical = canonicalPath(url.pathname)
  if (canonical !== url.pathname) {
    res.statusCode = 301
    res.setHeader("Location", canonical + url.search)
    applyHeaders(res, canonical)
    return res.end()
  }
  serveStatic(req, res, () => sendNotFound(req, res, 404))
})

server.listen(Number(options.port), options.host, () => {
  console.log(`Serving ${path.relative(root, clientDir)} at http://${options.host}:${options.port}/`)
})

function sendNotFound(req, res, status) {
  res.statusCode = status
  applyHeaders(res, "/404.html")
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.setHeader("Content-Length", notFoundPage.length)
  res.end(req.method === "HEAD" ? undefined : notFoundPage)
}

function sendPage(res, status, text) {
  res.statusCode = status
  applyHeaders(res, "/error")
  res.setHeader("Content-Type", "text/plain; charset=utf-8")
  res.end(`${status} ${text}\n`)
}

function applyHeaders(res, pathname) {
  for (const rule of headerRules.rules) {
    if (new RegExp(rule.pattern).test(pathname)) {
      for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value)
    }
  }
}

/**
 * The request's address. Parsed against a fixed origin by concatenation: as a relative reference,
 * a path starting with "//" ("//", "//services") would be read as a host name.
 */
function requestUrl(target) {
  try {
    return new URL(target.startsWith("/") ? `http://localhost${target}` : target)
  } catch {
    return null
  }
}

function canonicalPath(pathname) {
  let result = pathname.replace(/\/{2,}/g, "/").replace(/\/index\.html$/, "/")
  if (result.length > 1) result = result.replace(/\/+$/, "")
  return result || "/"
}

/** Dotfiles, source maps and the precompressed twins are never served by their own names. */
function isHiddenFile(pathname) {
  return /(^|\/)\./.test(pathname) || /\.(map|gz|br)$/.test(pathname)
}

/** The 404 page is what unknown paths get, never a page of its own. */
function isNotFoundPage(pathname) {
  return pathname === "/404" || pathname === "/404.html"
}

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}
