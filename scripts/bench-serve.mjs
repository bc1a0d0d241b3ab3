#!/usr/bin/env node
/**
 * `npm run bench:serve`: requests per second from nginx (the shipped config, HTTPS) and from
 * `npm start`'s server (HTTP), for the home page and the largest JavaScript file, with wrk on the
 * loopback address: 10 s, 2 threads, 50 connections, asking for brotli or gzip as a browser does.
 * A benchmark, not a test: the figures depend on the machine and what else runs on it, so only
 * figures from one run compare. `--baseline <commit>` also measures `npm start`'s server as that
 * commit had it, in the same run, on the same build: a change to the server is measured against
 * what it replaces.
 *
 *   node scripts/bench-serve.mjs [--duration 10s] [--connections 50] [--threads 2] [--baseline <commit>]
 */
import { spawn, spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { get as httpGet } from "node:http"
import { get as httpsGet } from "node:https"
import path from "node:path"
import { parseArgs } from "node:util"
import { ensureBuild } from "./lib/ensure-build.mjs"

const root = path.resolve(import.meta.dirname, "..")
const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10s" },
    connections: { type: "string", default: "50" },
    threads: { type: "string", default: "2" },
    baseline: { type: "string" },
  },
})

const install = spawnSync("bash", [path.join(root, "scripts/install-system-deps.sh"), "wrk"], { stdio: "inherit" })
if (install.status !== 0) process.exit(install.status ?? 1)
ensureBuild(root, path.join(root, "build"))

const assetsDir = path.join(root, "build/client/assets")
const largestScript = readdirSync(assetsDir)
  .filter((file) => file.endsWith(".js"))
  .sort((a, b) => statSync(path.join(assetsDir, b)).size - statSync(path.join(assetsDir, a)).size)[0]
const targets = ["/", `/assets/${largestScript}`]

const servers = [
  {
    name: "nginx (HTTPS)",
    // By name: nginx refuses a TLS handshake that names no host, as in production.
    origin: "https://localhost:18443",
    command: [
      "scripts/nginx-local.mjs",
      "--no-build",
      "--http-port",
      "18080",
      "--https-port",
      "18443",
      "--state",
      ".cache/nginx-bench",
    ],
  },
  {
    name: "npm start (HTTP)",
    origin: "http://127.0.0.1:18000",
    command: ["scripts/serve.mjs", "--no-build", "--port", "18000"],
  },
]

// The server's files as the baseline commit had them (scripts/ and the settings it may read), in
// a folder of their own, serving this build.
const baselineDir = options.baseline ? checkout(options.baseline) : undefined
if (baselineDir) {
  servers.splice(1, 0, {
    name: `npm start at ${options.baseline} (HTTP)`,
    origin: "http://127.0.0.1:18001",
    command: [
      path.join(baselineDir, "scripts/serve.mjs"),
      "--no-build",
      "--dir",
      path.join(root, "build"),
      "--port",
      "18001",
    ],
  })
}

const rows = []
for (const server of servers) {
  const child = spawn(process.execPath, server.command, { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
  try {
    await waitUntilUp(server.origin)
    for (const target of targets) {
      const output = wrk(`${server.origin}${target}`)
      rows.push({
        server: server.name,
        path: target,
        "requests/s": Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN)),
        "latency avg": /Latency\s+(\S+)/.exec(output)?.[1] ?? "?",
        "transfer/s": /Transfer\/sec:\s+(\S+)/.exec(output)?.[1] ?? "?",
        errors: /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? "0",
      })
    }
  } finally {
    child.kill("SIGTERM")
  }
}
console.table(rows)
console.log(`wrk -t${options.threads} -c${options.connections} -d${options.duration}, Accept-Encoding: br, gzip`)

function checkout(commit) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-serve-"))
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }))
  const archive = spawnSync("git", ["archive", "--format=tar", commit, "scripts", "app/config"], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  })
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed:\n${archive.stderr}`)
  const unpack = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout })
  if (unpack.status !== 0) throw new Error(`tar failed:\n${unpack.stderr}`)
  return dir
}

function wrk(url) {
  const result = spawnSync(
    "wrk",
    [
      `-t${options.threads}`,
      `-c${options.connections}`,
      `-d${options.duration}`,
      "-H",
      "Accept-Encoding: br, gzip",
      url,
    ],
    { encoding: "utf8" },
  )
  if (result.status !== 0) throw new Error(`wrk failed on ${url}:\n${result.stderr}`)
  return result.stdout
}

async function waitUntilUp(origin) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await statusOf(origin)) === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${origin} did not answer`)
}

/** The status of the origin's home page, or 0 while nothing answers. */
function statusOf(origin) {
  const get = origin.startsWith("https:") ? httpsGet : httpGet
  return new Promise((resolve) => {
    // The loopback certificate is self-signed; this only waits for the server to answer.
    get(`${origin}/`, { rejectUnauthorized: false }, (response) => {
      response.resume()
      resolve(response.statusCode)
    }).on("error", () => resolve(0))
  })
}
