#!/usr/bin/env node
/**
 * `npm run bench:build -- --posts 1000`: how the build's time grows with the content. In a copy of
 * the project made for the run (its files as they stand, build outputs left out, the installed
 * packages linked), it builds, one after the other:
 * 1. the site as shipped, cold (no build folder, no cache);
 * 2. the same with `--posts` copies of a shipped post in each language, cold;
 * 3. that big site again after an edit to one post's text, with the caches of build 2.
 * It prints the three times, the big build's against the small one's, and checks every page of
 * the big build against its budget (scripts/check-budgets.mjs). The copy is deleted afterwards,
 * unless `--keep` is given (the builds' logs are kept beside it then). A benchmark, not a test; run it alone on the machine.
 *
 *   node scripts/bench-build.mjs [--posts 1000] [--post speed-to-lead-automation] [--keep]
 */
import { spawn, spawnSync } from "node:child_process"
import { createWriteStream, existsSync } from "node:fs"
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"

const { values: options } = parseArgs({
  options: {
    posts: { type: "string", default: "1000" },
    post: { type: "string", default: "speed-to-lead-automation" },
    keep: { type: "boolean", default: false },
  },
})
const postCount = Number(options.posts)
if (!Number.isInteger(postCount) || postCount < 1)
  throw new Error(`--posts must be a whole number above 0, got ${options.posts}`)

const root = path.resolve(import.meta.dirname, "..")
const copy = await mkdtemp(path.join(os.tmpdir(), "agency-bench-build-"))
const log = (line) => console.log(line)

try {
  log(`Copying the project (${await copyProject(root, copy)} files) into ${copy}`)
  const small = await timedBuild("small", "the site as shipped, cold")
  const pagesSmall = await pageCount()
  const written = await addPosts(copy, options.post, postCount)
  await clean()
  const big = await timedBuild("big", `with ${written} more posts, cold`)
  const pagesBig = await pageCount()
  const edited = await editPost(copy, options.post)
  const rebuilt = await timedBuild("edit", `after an edit to ${edited}`)
  const budgets = checkBudgets()

  log("")
  log(`Small build (${pagesSmall} pages):             ${seconds(small)}`)
  log(`Big build (${pagesBig} pages), cold:          ${seconds(big)}`)
  log(`Big build again after one edited post:   ${seconds(rebuilt)}`)
  log(
    `Big against small: ${(big / small).toFixed(2)}x; one edit against the big cold build: ${(rebuilt / big).toFixed(2)}x`,
  )
  log(`Budgets at ${pagesBig} pages: ${budgets}`)
} finally {
  if (options.keep) log(`Kept ${copy}`)
  else await rm(copy, { recursive: true, force: true })
}

/**
 * The project's files as they stand (tracked, or new and not ignored: build outputs and caches
 * are ignored), with its installed packages linked one by one, so the copy's caches
 * (node_modules/.astro, node_modules/.cache) are its own.
 */
async function copyProject(from, to) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: from,
    encoding: "utf8",
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  const files = listed.stdout.split("\0").filter((file) => file && existsSync(path.join(from, file)))
  for (const file of files) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true })
    await copyFile(path.join(from, file), path.join(to, file))
  }
  const modules = path.join(to, "node_modules")
  await mkdir(modules)
  for (const entry of await readdir(path.join(from, "node_modules"))) {
    if ([".astro", ".cache", ".vite"].includes(entry)) continue
    await symlink(path.join(from, "node_modules", entry), path.join(modules, entry))
  }
  return files.length
}

/**
 * `count` copies of the post `slug` in each language it is written in, each with its own file
 * name, title (numbered, within the 70 characters a title may have) and day of publication.
 */
async function addPosts(project, slug, count) {
  const folders = [path.join(project, "app/content/blog"), path.join(project, "app/content/es/blog")]
  let written = 0
  for (const folder of folders) {
    const file = path.join(folder, `${slug}.md`)
    if (!existsSync(file)) continue
    const source = await readFile(file, "utf8")
    for (let number = 1; number <= count; number++) {
      const post = source
        .replace(/^title: "(.*)"$/m, (_, title) => `title: ${JSON.stringify(numbered(title, number))}`)
        .replace(/^publishedAt: .*$/m, `publishedAt: ${dayBefore("2026-09-22", number)}`)
      await writeFile(path.join(folder, `${slug}-${number}.md`), post)
    }
    written = count
  }
  if (written === 0) throw new Error(`No post app/content/blog/${slug}.md to copy`)
  return written
}

/** One paragraph more in the English text of the first copy: what an editor's fix of a word changes. */
async function editPost(project, slug) {
  const file = path.join(project, "app/content/blog", `${slug}-1.md`)
  await writeFile(file, `${await readFile(file, "utf8")}\nOne more sentence, added by an editor.\n`)
  return path.relative(project, file)
}

function numbered(title, number) {
  const suffix = ` (${number})`
  if (title.length + suffix.length <= 70) return title + suffix
  return title.slice(0, title.lastIndexOf(" ", 70 - suffix.length)) + suffix
}

function dayBefore(day, days) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** No build folder and no cache: the next build starts cold. */
async function clean() {
  for (const dir of ["build", "node_modules/.astro", "node_modules/.cache"])
    await rm(path.join(copy, dir), { recursive: true, force: true })
}

/** `npm run build` in the copy; its output goes to a log beside the copy, named after `name`. */
async function timedBuild(name, description) {
  process.stdout.write(`Building ${description}... `)
  const logFile = `${copy}-${name}.log`
  const output = createWriteStream(logFile)
  const started = performance.now()
  const code = await new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: copy, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.pipe(output, { end: false })
    child.stderr.pipe(output, { end: false })
    child.on("error", reject)
    child.on("close", resolve)
  })
  const elapsed = performance.now() - started
  output.end()
  if (code !== 0) {
    const tail = (await readFile(logFile, "utf8")).split("\n").slice(-40).join("\n")
    throw new Error(`The ${name} build failed (exit ${code}); the end of ${logFile}:\n${tail}`)
  }
  if (!options.keep) await rm(logFile)
  console.log(seconds(elapsed))
  return elapsed
}

async function pageCount() {
  const { pages } = JSON.parse(await readFile(path.join(copy, "build/pages.json"), "utf8"))
  return pages.length
}

/** scripts/check-budgets.mjs on the copy's build: its verdict, and the failures when there are any. */
function checkBudgets() {
  const result = spawnSync(process.execPath, ["scripts/check-budgets.mjs"], {
    cwd: copy,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  })
  if (result.status === 0) return result.stdout.trim().split("\n").at(-1)
  process.exitCode = 1
  return `FAILED\n${result.stderr.trim()}`
}

function seconds(milliseconds) {
  return `${(milliseconds / 1000).toFixed(1)} s`
}
