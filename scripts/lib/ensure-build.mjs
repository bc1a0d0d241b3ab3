import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"

/** Where the site's sources live; a change under any of them makes the build stale. */
const sources = ["app", "public", "pipeline", "package-lock.json", "astro.config.ts", ".env"]

/**
 * Builds the site (`npm run build`, into build/) when build/ has no build or a source changed after
 * it was made, unless `rebuild` is false; then exits with a message if `buildDir` has no build.
 * Other build directories (the test fixtures) are used as they are.
 */
export function ensureBuild(root, buildDir, { rebuild = true } = {}) {
  const page = path.join(buildDir, "client", "index.html")
  if (rebuild && buildDir === path.join(root, "build") && isStale(root, page)) {
    console.log("Building the site...")
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  if (!existsSync(page)) {
    console.error(`No build found in ${path.relative(root, buildDir) || "."}: run \`npm run build\` first.`)
    process.exit(1)
  }
}

function isStale(root, page) {
  if (!existsSync(page)) return true
  const builtAt = statSync(page).mtimeMs
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt)
}

function newestChange(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)))
  return newest
}
