import { spawn } from "node:child_process"
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import type { ListedPage } from "../../../pipeline/built-pages"

/**
 * The site as Cloudflare Pages serves it, in Cloudflare's own local runtime: `wrangler pages dev`
 * runs workerd with the Pages asset server, which reads `_headers`, answers an unknown address
 * with the nearest folder's 404.html, and makes the clean-URL redirects itself. No rule of ours
 * decides any of that, so only the host's own code can show what a visitor gets.
 *
 * playwright.config.ts starts it once per deploy run (`node tests/deploy/support/cloudflare.ts
 * --port N`): it serves a copy of build/client with one page added (`injectedPage`), so the build
 * itself is never touched, and removes the copy when it is stopped. The rest of this module is
 * what tests/deploy/cloudflare.spec.ts reads.
 *
 * This file runs under Node itself (type stripping), so it imports only Node's modules and types.
 */

const clientDir = "build/client"

/** Every page the build made, as its list gives it (pipeline/built-pages.ts). */
export function readPageList(): ListedPage[] {
  return (JSON.parse(readFileSync("build/pages.json", "utf8")) as { pages: ListedPage[] }).pages
}

/** A built page's file, as the host serves it. */
export function readBuiltFile(file: string): string {
  return readFileSync(path.join(clientDir, file), "utf8")
}

/**
 * A page that was changed after the build: the services page with a script and a style written
 * into it, as an attacker who can write to the served folder or a compromised content source
 * would. Neither has a hash in any policy, so the browser must refuse both: the title stays the
 * page's own, and the body stays visible.
 */
export const injectedPage = {
  path: "/injected-check",
  file: "injected-check.html",
  /** What the script would set the title to. */
  title: "injected",
  /** The page it is a copy of (build/pages.json's `name`). */
  copyOf: "services",
} as const

/**
 * A file in the copy's `uploads/`, the content editor's media folder, named as a script
 * (tests/e2e/support/uploaded-script.ts): no page may run it.
 */
export const uploadedScript = "/uploads/cloudflare-check.js"

/**
 * `_headers` as the copy is deployed with it: a static host's policy names the site's folders under
 * the site's URL, which a deploy at another address gives its own, as a preview built with its
 * address would (docs/deploying.md). Here that address is wrangler's.
 */
export function deployedHeaders(origin: string): string {
  const { origin: siteOrigin } = JSON.parse(readFileSync("build/headers.json", "utf8")) as { origin: string }
  return readBuiltFile("_headers").replaceAll(`${siteOrigin}/`, `${origin}/`)
}

const injectedCode = `<script>document.title=${JSON.stringify(injectedPage.title)}</script><style>body{display:none}</style>`

/** The page `injectedPage` is a copy of, as the build listed it. */
export function injectedPageSource(): ListedPage {
  const source = readPageList().find((page) => page.name === injectedPage.copyOf)
  if (!source) throw new Error(`build/pages.json lists no page named "${injectedPage.copyOf}"`)
  return source
}

function injectedPageHtml(): string {
  const html = readBuiltFile(injectedPageSource().file)
  if (!html.includes("</body>")) throw new Error(`${injectedPageSource().file} has no </body>`)
  return html.replace("</body>", `${injectedCode}</body>`)
}

/**
 * Keeps wrangler off the network: no usage metrics, no update check (it runs with the banner),
 * and no download of the `request.cf` object from workers.cloudflare.com (miniflare's
 * placeholder is enough for static files).
 */
const offline = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
}

/** The runtime's behaviour as of this date; pinned so a wrangler update changes nothing unseen. */
const compatibilityDate = "2026-05-01"

/**
 * Copies the build, starts wrangler on it, and on SIGTERM or SIGINT (Playwright's graceful
 * shutdown) stops wrangler and workerd and removes the copy. It is ready when wrangler answers:
 * Playwright asks the address until it does.
 */
/** Wrangler's command, where its package says it is: since 4.1xx its exports no longer name the file. */
function wranglerBin(): string {
  const packageFile = createRequire(import.meta.url).resolve("wrangler/package.json")
  const { bin } = JSON.parse(readFileSync(packageFile, "utf8")) as { bin: { wrangler: string } }
  return path.join(path.dirname(packageFile), bin.wrangler)
}

function serve(port: number): void {
  const root = mkdtempSync(path.join(tmpdir(), "cloudflare-pages-"))
  const site = path.join(root, "site")
  cpSync(clientDir, site, { recursive: true })
  writeFileSync(path.join(site, injectedPage.file), injectedPageHtml())
  writeFileSync(path.join(site, "_headers"), deployedHeaders(`http://127.0.0.1:${port}`))
  mkdirSync(path.join(site, path.dirname(uploadedScript)), { recursive: true })
  copyFileSync("tests/fixtures/uploads/uploaded-script.js", path.join(site, uploadedScript))

  const wrangler = spawn(
    process.execPath,
    [
      wranglerBin(),
      ...["pages", "dev", site, "--compatibility-date", compatibilityDate, "--ip", "127.0.0.1", "--port", String(port)],
    ],
    // Its state folder (.wrangler/) and logs go into the copy's folder, and go with it; no
    // wrangler configuration of the repository's is read.
    { cwd: root, env: { ...process.env, ...offline, WRANGLER_LOG_PATH: root }, stdio: ["ignore", "pipe", "pipe"] },
  )
  // What it printed last, shown only if it stops by itself: its banner is noise in every run, and
  // after start-up it logs every answer, the errors the hostile requests provoke on purpose among
  // them, which the spec judges by the answers themselves.
  let printed = ""
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString("utf8")).slice(-20_000))
  wrangler.stdout.on("data", keep)
  wrangler.stderr.on("data", keep)
  let isStopping = false

  const stop = () => {
    isStopping = true
    wrangler.kill("SIGTERM")
  }
  process.once("SIGTERM", stop)
  process.once("SIGINT", stop)
  wrangler.once("exit", (code, signal) => {
    rmSync(root, { recursive: true, force: true })
    if (isStopping) process.exit(0)
    process.stderr.write(`${printed}\nwrangler stopped by itself (${signal ?? `exit code ${code}`})\n`)
    process.exit(code || 1)
  })
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: "string" } } })
  if (!values.port) throw new Error("Usage: node tests/deploy/support/cloudflare.ts --port <port>")
  serve(Number(values.port))
}
