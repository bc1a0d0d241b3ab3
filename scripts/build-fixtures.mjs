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
 * build, which the tests of the editor use, has it.
 *
 * Each build's output is printed when it ends, whole; the first failure fails the command.
 */
import { spawn } from "node:child_process"

const builds = [
  "build:fixture:voice",
  "build:fixture:umami",
  "build:fixture:ga4",
  "build:fixture:editor",
  "build:fixture:language",
]

const results = await Promise.all(
  builds.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] })
        let output = ""
        child.stdout.on("data", (chunk) => (output += chunk))
        child.stderr.on("data", (chunk) => (output += chunk))
        child.on("close", (code) => {
          process.stdout.write(`\n> ${script} (exit ${code})\n${output}`)
          resolve(code ?? 1)
        })
      }),
  ),
)

process.exit(results.some((code) => code !== 0) ? 1 : 0)
