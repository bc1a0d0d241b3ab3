#!/usr/bin/env node
/**
 * `npm test`: every test, in stages. The steps of a stage do not depend on each other, so they
 * run side by side: most are one busy thread, and on a machine of two processors one step alone
 * leaves the other idle. A stage starts when the one before it has passed, as a later stage reads
 * what an earlier one made (the budgets and the browser tests read the builds).
 *
 * Each step's output is printed whole when it ends, and at the end a table of every step's time,
 * so a slow step is seen at once (docs/testing.md). The first stage with a failed step ends the run.
 */
import { spawn } from "node:child_process"

/** The stages, in order; each step is an npm script, or a command of its own. */
const stages = [
  [{ name: "system packages", command: ["bash", "scripts/install-system-deps.sh"] }],
  [
    { name: "types", command: npm("typecheck") },
    { name: "lint", command: npm("lint") },
    { name: "format", command: npm("format:check") },
    { name: "build", command: npm("build") },
  ],
  [
    { name: "unit tests", command: npm("test:unit") },
    { name: "budgets", command: npm("test:budgets") },
    { name: "fixture builds", command: npm("build:fixture") },
  ],
  // The site's browser tests and the deployment's in one run: their servers start once, and a
  // test that waits on a server's timeout leaves its processor to the others.
  [{ name: "browser tests", command: ["npx", "playwright", "test"], isLive: true }],
]

function npm(script) {
  return ["npm", "run", "--silent", script]
}

/** Runs one step; a step marked `isLive` prints as it goes (it is alone in its stage). */
function run({ name, command, isLive = false }) {
  return new Promise((resolve) => {
    const start = performance.now()
    const child = spawn(command[0], command.slice(1), {
      stdio: ["ignore", isLive ? "inherit" : "pipe", isLive ? "inherit" : "pipe"],
    })
    let output = ""
    child.stdout?.on("data", (chunk) => (output += chunk))
    child.stderr?.on("data", (chunk) => (output += chunk))
    child.on("close", (code, signal) => {
      const seconds = (performance.now() - start) / 1000
      const exit = code ?? signal ?? 1
      if (!isLive)
        process.stdout.write(`\n> ${name}: ${command.join(" ")} (exit ${exit}, ${seconds.toFixed(1)} s)\n${output}`)
      resolve({ name, seconds, exit })
    })
  })
}

const results = []
const started = performance.now()
for (const [index, stage] of stages.entries()) {
  const stageStart = performance.now()
  const ran = await Promise.all(stage.map(run))
  results.push(...ran.map((step) => ({ ...step, stage: index + 1 })))
  results.push({ name: `stage ${index + 1}`, seconds: (performance.now() - stageStart) / 1000, exit: "" })
  if (ran.some((step) => step.exit !== 0)) break
}
const total = (performance.now() - started) / 1000

const rows = results.map(({ name, seconds, exit }) => [name, `${seconds.toFixed(1)} s`, String(exit)])
rows.push(["total", `${total.toFixed(1)} s`, ""])
const width = Math.max(...rows.map(([name]) => name.length))
console.log(`\nStep${" ".repeat(width - 2)}Time      Exit`)
for (const [name, time, exit] of rows) console.log(`${name.padEnd(width + 2)}${time.padStart(8)}  ${exit}`)

const failed = results.filter((step) => step.exit !== "" && step.exit !== 0)
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((step) => step.name).join(", ")}`)
  process.exit(1)
}
