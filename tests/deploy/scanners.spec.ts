import { execFile } from "node:child_process"
import { existsSync, writeFileSync } from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { expect, test } from "@playwright/test"
import { certificateFile, host, httpsOrigin } from "./support/nginx"

const run = promisify(execFile)
/** Node with the test certificate trusted, as a real visitor's machine trusts the real one. */
const trustingEnv = { ...process.env, NODE_EXTRA_CA_CERTS: certificateFile }

test("Mozilla's HTTP Observatory grades the server A+ with at least 130", async () => {
  test.setTimeout(120_000)
  const scanner = path.resolve("node_modules/@mdn/mdn-http-observatory")
  // The package's install step downloads the HSTS preload list; this site is not on it.
  const preloadList = path.join(scanner, "conf/hsts-preload.json")
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n")
  // Its command wrapper replaces NODE_EXTRA_CA_CERTS, so the scanner's own entry point is run.
  const { stdout } = await run(process.execPath, [path.join(scanner, "src/scan.js"), host], {
    env: trustingEnv,
    timeout: 90_000,
  })
  const result = JSON.parse(stdout) as {
    error?: string
    scan: { grade: string; score: number; testsFailed: number; testsPassed: number }
    tests: Record<string, { pass: boolean; result: string }>
  }
  expect(result.error).toBeUndefined()
  console.log(
    `Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ` +
      `${result.scan.testsPassed} passed, ${result.scan.testsFailed} failed`,
  )
  const failed = Object.entries(result.tests)
    .filter(([, outcome]) => !outcome.pass)
    .map(([name, outcome]) => `${name}: ${outcome.result}`)
  expect(failed).toEqual([])
  expect(result.scan.grade).toBe("A+")
  expect(result.scan.score).toBeGreaterThanOrEqual(130)
})

test("linkinator finds no broken link and no internal redirect", async () => {
  test.setTimeout(120_000)
  const { stdout } = await run(
    process.execPath,
    [
      path.resolve("node_modules/linkinator/build/src/cli.js"),
      `${httpsOrigin}/`,
      "--recurse",
      // Addresses without an extension are pages, not folders (so "#top" on /services is /services#top).
      "--clean-urls",
      "--check-fragments",
      "--redirects",
      "error",
      // Outside pages (calendar, video, canonical URLs on the real domain) are not this server's.
      "--skip",
      `^(?!${httpsOrigin.replace(/\./g, "\\.")})`,
      "--format",
      "json",
    ],
    { env: trustingEnv, timeout: 110_000, maxBuffer: 10 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }))
  const report = JSON.parse(stdout) as {
    passed: boolean
    links: { url: string; status?: number; state: string; parent?: string }[]
  }
  const checked = report.links.filter((link) => link.state !== "SKIPPED")
  const broken = checked
    .filter((link) => link.state !== "OK")
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`)
  console.log(`linkinator: ${checked.length} links checked, ${broken.length} broken or redirected`)
  expect(broken).toEqual([])
  // Every page was reached by following links from the home page.
  for (const page of ["/services", "/process", "/case-studies", "/contact", "/privacy", "/terms"]) {
    expect(checked.map((link) => new URL(link.url).pathname)).toContain(page)
  }
  expect(report.passed).toBe(true)
})
