import { spawn, type ChildProcess } from "node:child_process"
import { createServer } from "node:net"

/**
 * `npm start`'s server (scripts/serve.mjs) on the existing build, on a free port of the loopback
 * address, started by the spec itself: the deploy suite's own web server is nginx. It runs with
 * `--trace-warnings`, and what it warns about is kept: Node warns when its garbage collector
 * closes a file the handler forgot, a leak that a later Node turns into an error.
 */
export type SiteServer = {
  port: number
  origin: string
  pid: number
  /** Whether the process is gone (it crashed, or was stopped). */
  exited: () => boolean
  /** What the process wrote to stderr: the reason, when it crashed. */
  stderr: () => string
  stop: () => Promise<void>
}

/** Every server this worker started, with how many of its warnings were already reported. */
const started: { server: SiteServer; reported: number }[] = []

/**
 * The warnings Node printed on the servers' stderr (`(node:PID) Warning: …`, each with the stack
 * `--trace-warnings` adds) that no earlier call returned, from every server started so far.
 */
export function newWarnings(): string[] {
  const fresh: string[] = []
  for (const entry of started) {
    const warnings = warningsIn(entry.server.stderr())
    fresh.push(...warnings.slice(entry.reported))
    entry.reported = warnings.length
  }
  return fresh
}

function warningsIn(stderr: string): string[] {
  const warnings: string[] = []
  for (const line of stderr.split("\n")) {
    if (/^\(node:\d+\) /.test(line)) warnings.push(line)
    else if (/^\s+at /.test(line) && warnings.length > 0) warnings[warnings.length - 1] += `\n${line}`
  }
  return warnings
}

export async function startServer(extraArgs: string[] = []): Promise<SiteServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    ["--trace-warnings", "scripts/serve.mjs", "--no-build", "--port", String(port), ...extraArgs],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
  let stderr = ""
  let exited = false
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true
      resolve()
    }),
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve())
    void exit.then(() =>
      reject(new Error(`serve.mjs stopped before listening (exit code ${child.exitCode}):\n${stderr}`)),
    )
  })
  const server: SiteServer = {
    port,
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited: () => exited,
    stderr: () => stderr,
    stop: async () => {
      if (!exited) child.kill("SIGTERM")
      await exit
    },
  }
  started.push({ server, reported: 0 })
  return server
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })
}
