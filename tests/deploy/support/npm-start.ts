import { spawn, type ChildProcess } from "node:child_process"
import { createServer } from "node:net"

/**
 * `npm start`'s server (scripts/serve.mjs) on the existing build, on a free port of the loopback
 * address, started by the spec itself: the deploy suite's own web server is nginx.
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

export async function startServer(extraArgs: string[] = []): Promise<SiteServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--no-build", "--port", String(port), ...extraArgs],
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
  return {
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
