#!/usr/bin/env node
/**
 * `npm run test:integrations`: the tests under tests/integrations/ that need real services, for now
 * the n8n lead intake in a real n8n. Installs the pinned n8n into .cache/n8n on first use (about
 * 10 minutes; reused afterwards), then runs the tests with node:test, and renders the visitor's
 * emails they captured (reports/lead-emails/) in Chromium. Not part of `npm test`: the install,
 * the follow-up's wait and the 12,000-lead flood take far longer than the rest of the suite.
 *
 *   npm run test:integrations                     everything, in one n8n with SQLite (n8n's default)
 *   npm run test:integrations:queue               the same tests in n8n's queue mode: Postgres and Redis
 *                                                 (from Debian's packages, installed when missing), one main
 *                                                 process and one worker
 *   LEAD_FLOOD=3000 npm run test:integrations     a smaller flood, for a quicker run
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { pictureEmails } from "../tests/integrations/support/email-pictures.mjs"
import { ensureN8n } from "../tests/integrations/support/n8n.mjs"

const root = path.resolve(import.meta.dirname, "..")
const isQueueMode = process.argv.includes("--queue")

if (isQueueMode) {
  const install = spawnSync(
    "bash",
    [path.join(root, "scripts/install-system-deps.sh"), "redis-server", "pg_ctlcluster:postgresql"],
    {
      stdio: "inherit",
    },
  )
  if (install.status !== 0) process.exit(install.status ?? 1)
}

const startedAt = performance.now()
const hasInstalled = await ensureN8n()
const installMs = performance.now() - startedAt

const tests = spawn(
  process.execPath,
  ["--test", "--test-concurrency=1", "--test-reporter=spec", "tests/integrations/**/*.test.mjs"],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      N8N_INSTALL_MS: String(installMs),
      N8N_INSTALLED: hasInstalled ? "now" : "reused",
      ...(isQueueMode ? { N8N_QUEUE_MODE: "1" } : {}),
    },
  },
)
// Ctrl-C reaches the tests too (same terminal); they stop n8n on their way out, so wait for them.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => tests.kill(signal))
tests.on("exit", async (code, signal) => {
  const emails = path.join(root, "reports", "lead-emails")
  if (code === 0 && existsSync(emails)) await pictureEmails(emails)
  process.exit(code ?? (signal ? 1 : 0))
})
