#!/usr/bin/env node
/**
 * `npm run test:stress`: the browser tests that depend on timing (tagged @timing: early taps on
 * the carousel, an FAQ question, the contact form, the menu and Chat with AI Assistant; reloads,
 * Back and Forward, anchors; a blog search typed before its code has loaded), each repeated 20 times with two workers, every one under a 4x CPU
 * slowdown. Prints passes and failures per test. Not part of `npm test`; run it after changing
 * anything in app/start/, the layout, or how a page loads. Uses the existing builds (build/ and
 * the fixture builds): `npm run build && npm run build:fixture` first.
 *
 *   node scripts/stress.mjs [--repeat 20]
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"

const root = path.resolve(import.meta.dirname, "..")
const { values: options } = parseArgs({ options: { repeat: { type: "string", default: "20" } } })
for (const dir of ["build", "build-fixture", "build-fixture-umami", "build-fixture-ga4"]) {
  if (!existsSync(path.join(root, dir, "client", "index.html"))) {
    console.error(`No build in ${dir}/: run \`npm run build && npm run build:fixture\` first.`)
    process.exit(1)
  }
}

const report = path.join(root, "reports", "stress.json")
const run = spawnSync(
  "npx",
  ["playwright", "test", "--grep", "@timing", `--repeat-each=${options.repeat}`, "--reporter=dot,json"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SUITE: "site", PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  },
)

const tally = new Map()
const visit = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const name = [...titles, spec.title].filter(Boolean).join(" › ")
      const counts = tally.get(name) ?? { passed: 0, failed: 0 }
      for (const result of test.results) counts[result.status === "passed" ? "passed" : "failed"]++
      tally.set(name, counts)
    }
  }
  for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
}
if (existsSync(report)) {
  for (const suite of JSON.parse(readFileSync(report, "utf8")).suites) visit(suite, [])
}
console.table([...tally].map(([test, counts]) => ({ test, ...counts })))
const passed = [...tally.values()].reduce((sum, counts) => sum + counts.passed, 0)
const failed = [...tally.values()].reduce((sum, counts) => sum + counts.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status === 0 && failed === 0 ? 0 : 1)
