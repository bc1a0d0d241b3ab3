#!/usr/bin/env node
/**
 * `npm run build:fixture`: the builds the browser tests need besides the site's own, side by side
 * (each is mostly one busy thread, so together they take little longer than one alone):
 *
 * - build-fixture/: a voice assistant (ElevenLabs), analytics (Plausible) and lead delivery
 *   (`npm run build:fixture:voice`);
 * - build-fixture-umami/: analytics with Umami (`npm run build:fixture:umami`);
 * - build-fixture-ga4/: Google Analytics 4 behind the consent dialog (`npm run build:fixture:ga4`),
 *   with its content editor as a site of its own (VITE_CMS_EDITOR_URL), built into
 *   build-fixture-ga4/editor/ (`npm run build:fixture:editor`);
 * - build-fixture-language/: the site with a third language, made from the locale list and a
 *   content folder only (`npm run build:fixture:language`, scripts/build-language-fixture.mjs).
 *
 * None has the content editor at /admin (BUILD_CONTENT_EDITOR=false, or an editor of its own): no
 * test opens it there, and bundling it would take two thirds of each build's time. The site's own
 * build, which the tests of the editor use, has it. Each compresses fast (BUILD_COMPRESSION=fast):
 * Brotli's level 11 was half of what finishing their pages cost, for bytes no budget counts.
 *
 * Each build's output is printed when it ends, whole; the first failure fails the command.
 *
 * Each builds in a copy of the working tree (scripts/lib/working-tree.ts), and its folder is moved
 * into the project when it is done: every Astro command syncs its content into its project's
 * `.astro/`, through the same temporary file, and writes there what its own config makes of it
 * (the editor's build, which has no content, types no collection), so builds side by side in one
 * project could stop one another, or leave the site's type check reading the editor's types.
 *
 * A fixture build with no cache of its own starts from the site's build's (pipeline/build-cache.ts,
 * linked, not copied): the same content makes the same share images and the same bundles' twins,
 * which would otherwise be drawn and compressed five times over. Each build then keeps and sweeps
 * its own folder; an entry is replaced by renaming, never written in place, so a link is never
 * changed under another build.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { hasSynced } from "./lib/astro-output.mjs"
import { copyWorkingTree, moveFolder } from "./lib/working-tree.ts"

/**
 * Each build's npm script, and the folder it writes, moved into the project once it is done; in
 * this order, as the editor's folder goes inside the GA4 build's. The third language's build
 * makes a copy of its own, with a change to the code, and is run in the project.
 */
const builds = [
  { script: "build:fixture:voice", output: "build-fixture" },
  { script: "build:fixture:umami", output: "build-fixture-umami" },
  { script: "build:fixture:ga4", output: "build-fixture-ga4" },
  { script: "build:fixture:editor", output: "build-fixture-ga4/editor" },
  { script: "build:fixture:language", output: null },
]

const root = process.cwd()
/** Astro's cache folder of a build (astro.config.ts's `cacheDir`), where the build cache lives. */
const cacheOf = (buildDirectory) => path.join("node_modules/.astro", buildDirectory, "site-build")
const siteCache = cacheOf("build")
const { scripts } = JSON.parse(readFileSync("package.json", "utf8"))
const fixtureDirectories = [
  ...builds.flatMap(({ script }) =>
    [...(scripts[script] ?? "").matchAll(/BUILD_DIRECTORY=(\S+)/g)].map((match) => match[1]),
  ),
  "build-fixture-language",
]
for (const directory of new Set(fixtureDirectories)) {
  const cache = cacheOf(directory)
  if (!existsSync(siteCache) || existsSync(cache)) continue
  mkdirSync(path.dirname(cache), { recursive: true })
  spawnSync("cp", ["-al", siteCache, cache], { stdio: "inherit" })
}

/**
 * Runs one build, in a copy of the working tree when it has an `output`; resolves to its exit code
 * and copy. `onSynced` is called once its content sync is done, or once it ends.
 */
function run({ script, output }, onSynced) {
  const copy = output ? mkdtempSync(path.join(tmpdir(), "fixture-build-")) : null
  if (copy) copyWorkingTree(root, copy)
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { cwd: copy ?? root, stdio: ["ignore", "pipe", "pipe"] })
    let log = ""
    const read = (chunk) => {
      log += chunk
      if (hasSynced(log)) onSynced()
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.on("close", (code) => {
      onSynced()
      process.stdout.write(`\n> ${script} (exit ${code})\n${log}`)
      resolve({ code: code ?? 1, copy })
    })
  })
}

/**
 * Each build starts once the one before it has synced its content: an Astro build starts with
 * several seconds of one busy thread, and five at once, beside the unit tests and the type check,
 * slowed them all (the fixture builds took 103 s in a fresh clone's run, against 84 s started one
 * after another's sync).
 */
let previousSynced = Promise.resolve()
const results = await Promise.all(
  builds.map((build) => {
    const mayStart = previousSynced
    let markSynced = () => {}
    previousSynced = new Promise((resolve) => (markSynced = resolve))
    return mayStart.then(() => run(build, markSynced))
  }),
)
builds.forEach(({ output }, index) => {
  const { code, copy } = results[index]
  if (copy && code === 0) moveFolder(path.join(copy, output), path.join(root, output))
  if (copy) rmSync(copy, { recursive: true, force: true })
})

process.exit(results.some(({ code }) => code !== 0) ? 1 : 0)
