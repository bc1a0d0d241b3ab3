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
 * A fixture build with no cache of its own starts from the site's build's (pipeline/build-cache.ts,
 * linked, not copied): the same content makes the same share images and the same bundles' twins,
 * which would otherwise be drawn and compressed five times over. Each build then keeps and sweeps
 * its own folder; an entry is replaced by renaming, never written in place, so a link is never
 * changed under another build.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { hasSynced } from "./lib/astro-output.mjs"

const builds = [
  "build:fixture:voice",
  "build:fixture:umami",
  "build:fixture:ga4",
  "build:fixture:editor",
  "build:fixture:language",
]

/** Astro's cache folder of a build (astro.config.ts's `cacheDir`), where the build cache lives. */
const cacheOf = (buildDirectory) => path.join("node_modules/.astro", buildDirectory, "site-build")
const siteCache = cacheOf("build")
const { scripts } = JSON.parse(readFileSync("package.json", "utf8"))
const fixtureDirectories = [
  ...builds.flatMap((script) =>
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
 * Each build starts once the one before it has synced its content: every Astro build of the project
 * rewrites the same files in the project's `.astro/` folder, each through the same temporary file,
 * so two syncing at once can lose one's rename and stop that build. The line Astro prints once
 * the sync is done, or the build's end, lets the next one start.
 */
let previousSynced = Promise.resolve()
const results = await Promise.all(
  builds.map((script) => {
    const mayStart = previousSynced
    let markSynced = () => {}
    previousSynced = new Promise((resolve) => (markSynced = resolve))
    return mayStart.then(
      () =>
        new Promise((resolve) => {
          const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] })
          let output = ""
          const read = (chunk) => {
            output += chunk
            if (hasSynced(output)) markSynced()
          }
          child.stdout.on("data", read)
          child.stderr.on("data", read)
          child.on("close", (code) => {
            markSynced()
            process.stdout.write(`\n> ${script} (exit ${code})\n${output}`)
            resolve(code ?? 1)
          })
        }),
    )
  }),
)

process.exit(results.some((code) => code !== 0) ? 1 : 0)
