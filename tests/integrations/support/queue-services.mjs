import { execFileSync, spawn } from "node:child_process"
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from "node:fs"
import { once } from "node:events"
import { connect } from "node:net"
import path from "node:path"
import { freePort } from "./n8n.mjs"

/**
 * What n8n's queue mode needs beside n8n, from Debian's packages, each on loopback in a folder of its own:
 * Postgres (n8n's database; queue mode does not take SQLite) and Redis (the queue between n8n's main
 * process and its workers). Started and stopped by the tests; nothing is left running or installed as a service.
 */

/** Postgres's own programs (initdb, pg_ctl), from the newest version Debian installed. */
function postgresBin() {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => b - a) : []
  const bin = versions
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((each) => existsSync(`${each}/initdb`))
  if (!bin)
    throw new Error("Postgres is not installed: run `bash scripts/install-system-deps.sh pg_ctlcluster:postgresql`.")
  return bin
}

/** Runs a Postgres program as the user `postgres` when this process is root, since Postgres refuses to run as root. */
function asPostgresUser(command, args, options = {}) {
  const isRoot = process.getuid?.() === 0
  return isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args], options] : [command, args, options]
}

/**
 * A Postgres cluster in `folder`, listening on loopback only, with a database and a user named n8n that sign in
 * without a password (trust, on loopback). Returns its port, `query(sql)` (rows, synchronously, through psql) and stop().
 */
export async function startPostgres(folder) {
  const bin = postgresBin()
  const data = path.join(folder, "postgres")
  mkdirSync(data, { recursive: true })
  if (process.getuid?.() === 0) {
    // The user postgres must reach its folder through the test's own, which only its owner may enter.
    chmodSync(folder, 0o711)
    chownSync(data, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0)
  }
  execFileSync(
    ...asPostgresUser(`${bin}/initdb`, ["-D", data, "-U", "n8n", "--auth=trust", "-E", "UTF8"], { stdio: "ignore" }),
  )
  const port = await freePort()
  execFileSync(
    ...asPostgresUser(
      `${bin}/pg_ctl`,
      [
        "-D",
        data,
        "-l",
        path.join(data, "log"),
        "-w",
        "-o",
        `-p ${port} -k ${data} -c listen_addresses=127.0.0.1`,
        "start",
      ],
      { stdio: "ignore" },
    ),
  )
  const psql = (sql, database = "n8n") =>
    execFileSync("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "n8n", "-d", database, "-At", "-c", sql], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    })
  psql("CREATE DATABASE n8n", "postgres")
  return {
    port,
    /** The rows `sql` selects, as objects. */
    query(sql) {
      return JSON.parse(psql(`SELECT coalesce(json_agg(row), '[]') FROM (${sql}) AS row`))
    },
    /** Runs a statement that selects nothing (CREATE INDEX, …). */
    execute(sql) {
      psql(sql)
    },
    stop() {
      execFileSync(...asPostgresUser(`${bin}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "stop"], { stdio: "ignore" }))
    },
  }
}

/** A Redis server on loopback that keeps nothing on disk. Returns its port and stop(). */
export async function startRedis(folder) {
  const port = await freePort()
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", folder],
    { stdio: "ignore" },
  )
  const exited = once(redis, "exit")
  const deadline = Date.now() + 20_000
  while (!(await answers(port))) {
    if (redis.exitCode !== null || Date.now() > deadline) throw new Error("Redis did not start")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    async stop() {
      redis.kill("SIGTERM")
      await exited
    },
    /** For a process on its way out, which cannot wait. */
    kill() {
      redis.kill("SIGKILL")
    },
  }
}

/** Whether something answers on the port: Redis once it is ready. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.end()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}
