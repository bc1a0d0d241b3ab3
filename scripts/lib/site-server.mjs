import { spawn } from "node:child_process"
import path from "node:path"
import chromium from "./chromium.json" with { type: "json" }

const root = path.resolve(import.meta.dirname, "../..")

/**
 * Starts `npm start`'s server (scripts/serve.mjs) on an existing build and resolves once it
 * listens, with its origin and a `stop()`. Used by the benchmarks and the screenshot script, which
 * must see the site exactly as it is served.
 */
export async function startSiteServer({ dir = "build", port }) {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--no-build", "--dir", dir, "--port", String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve)
    server.once("exit", (code) => reject(new Error(`The server stopped (exit code ${code}); is port ${port} free?`)))
  })
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() }
}

/**
 * Debian's Chromium, never a downloaded browser, and the flags that keep it off the network
 * (chromium.json, which the browser tests' playwright.config.ts reads too).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.path
export const chromiumFlags = chromium.flags
