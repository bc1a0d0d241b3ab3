#!/usr/bin/env node
/**
 * `npm test`: every test. Each step starts as soon as the steps it reads have passed, side by
 * side with whatever else may run: most steps keep one processor busy, and on a machine of two
 * a step alone would leave the other idle. The fixture builds start from the site's build cache,
 * so they follow the build, not the checks beside it; the browser tests read every build and
 * start last, once everything before them has passed, so a broken build or a failing unit test
 * ends the run in a minute or two rather than after the browser tests.
 *
 * Each step's output is printed whole when it ends, and at the end a table of every step's start
 * and time, so a slow step is seen at once (docs/testing.md). Once a step fails, no other starts.
 */
import { spawn } from "node:child_process"
import { hasSynced } from "./lib/astro-output.mjs"

/**
 * The steps, each an npm script or a command of its own, and the steps it waits for. A step that
 * names `synced` passes a milestone of that name once its output shows Astro's content sync is
 * done (`hasSynced`), and other steps may wait for it as for a step.
 */
const steps = [
  // Only the browser tests need what it installs (Chromium, nginx): on a fresh machine the checks
  // and builds run while apt-get downloads and unpacks, rather than after it.
  { name: "system packages", command: ["bash", "scripts/install-system-deps.sh"], after: [] },
  // Every Astro command of the project syncs its content into the same `.astro/` files, each
  // through the same temporary file, and two syncing at once can stop one: the type check reads
  // what the build's sync wrote rather than syncing beside it.
  { name: "types", command: [...npm("typecheck"), "--", "--noSync"], after: ["build synced"] },
  { name: "lint", command: npm("lint"), after: [] },
  { name: "format", command: npm("format:check"), after: [] },
  { name: "unit tests", command: npm("test:unit"), after: [] },
  { name: "build", command: npm("build"), after: [], synced: "build synced" },
  { name: "budgets", command: npm("test:budgets"), after: ["build"] },
  { name: "fixture builds", command: npm("build:fixture"), after: ["build"] },
  // The site's browser tests and the deployment's in one run: their servers start once, and a
  // test that waits on a server's timeout leaves its processor to the others.
  {
    name: "browser tests",
    command: ["npx", "playwright", "test"],
    after: ["system packages", "types", "lint", "format", "unit tests", "budgets", "fixture builds"],
    isLive: true,
  },
]

function npm(script) {
  return ["npm", "run", "--silent", script]
}

/**
 * Runs one step; a step marked `isLive` prints as it goes (it runs last, alone). `onSynced` is
 * called once, when the output of a step that names `synced` shows its content sync done.
 */
function run({ name, command, isLive = false, synced }, onSynced) {
  return new Promise((resolve) => {
    const start = performance.now()
    const child = spawn(command[0], command.slice(1), {
      stdio: ["ignore", isLive ? "inherit" : "pipe", isLive ? "inherit" : "pipe"],
    })
    let output = ""
    let isSynced = false
    const read = (chunk) => {
      output += chunk
      if (synced && !isSynced && hasSynced(output)) {
        isSynced = true
        onSynced()
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    child.on("close", (code, signal) => {
      const seconds = (performance.now() - start) / 1000
      const exit = code ?? signal ?? 1
      if (!isLive)
        process.stdout.write(`\n> ${name}: ${command.join(" ")} (exit ${exit}, ${seconds.toFixed(1)} s)\n${output}`)
      resolve({ name, seconds, exit })
    })
  })
}

const started = performance.now()
const secondsSinceStart = () => (performance.now() - started) / 1000
/** Each step's run, once started: a promise of its result. */
const running = new Map()
const results = []
let hasFailed = false

/** Starts every step whose steps before it have all passed; resolves when nothing is left to start. */
async function runReadySteps() {
  for (;;) {
    const ready = hasFailed
      ? []
      : steps.filter(
          ({ name, after }) =>
            !running.has(name) && after.every((before) => results.some((r) => r.name === before && r.exit === 0)),
        )
    for (const step of ready) {
      const startedAt = secondsSinceStart()
      // The milestone passes with the sync, or fails with its step if that ends first.
      let passMilestone = () => {}
      if (step.synced)
        running.set(
          step.synced,
          new Promise((resolve) => (passMilestone = resolve)).then((exit) => {
            results.push({ name: step.synced, seconds: secondsSinceStart() - startedAt, exit, startedAt })
            if (exit !== 0) hasFailed = true
          }),
        )
      running.set(
        step.name,
        run(step, () => passMilestone(0)).then((result) => {
          passMilestone(1)
          results.push({ ...result, startedAt })
          if (result.exit !== 0) hasFailed = true
        }),
      )
    }
    const unfinished = [...running.entries()].filter(([name]) => !results.some((r) => r.name === name))
    if (unfinished.length === 0) return
    await Promise.race(unfinished.map(([, promise]) => promise))
  }
}

await runReadySteps()
const total = secondsSinceStart()

const rows = results.map(({ name, startedAt, seconds, exit }) => [
  name,
  `${startedAt.toFixed(1)} s`,
  `${seconds.toFixed(1)} s`,
  String(exit),
])
rows.push(["total", "", `${total.toFixed(1)} s`, ""])
const width = Math.max(...rows.map(([name]) => name.length))
console.log(`\nStep${" ".repeat(width - 2)}   Start      Time  Exit`)
for (const [name, start, time, exit] of rows)
  console.log(`${name.padEnd(width + 2)}${start.padStart(8)}  ${time.padStart(8)}  ${exit}`)

const failed = results.filter((step) => step.exit !== 0)
const notRun = steps.filter(({ name }) => !results.some((result) => result.name === name))
if (failed.length > 0 || notRun.length > 0) {
  if (failed.length > 0) console.error(`\nFailed: ${failed.map((step) => step.name).join(", ")}`)
  if (notRun.length > 0) console.error(`Not run: ${notRun.map((step) => step.name).join(", ")}`)
  process.exit(1)
}
