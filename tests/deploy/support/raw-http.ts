import { readdirSync, readFileSync } from "node:fs"
import { connect as connectTcp, type Socket } from "node:net"
import { connect as connectTls } from "node:tls"

/**
 * Requests written byte for byte to a server on the loopback address, and clients that misbehave
 * on purpose: nothing is normalised, encoded or checked on the way out, as it would be by `fetch`
 * or a browser.
 */

/**
 * Where to connect: a port of the loopback address, over TLS when `tls` is given (the name sent
 * in the handshake, and the certificate to trust).
 */
export type Endpoint = { port: number; tls?: { servername: string; ca: Buffer } }

/** Connects to the endpoint and calls `onOpen` once the connection (and its handshake) is up. */
export function open({ port, tls }: Endpoint, onOpen: () => void): Socket {
  if (!tls) return connectTcp(port, "127.0.0.1", onOpen)
  // A name that is not the certificate's is still sent: whether the server answers it is the test.
  return connectTls({ port, host: "127.0.0.1", ...tls, checkServerIdentity: () => undefined }, onOpen)
}

/** The descriptors the process holds open: its sockets and the files it is reading. */
export function openDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length
}

/** TCP states in which a server's end of a connection is still its to answer or close. */
const heldStates = new Set([
  "01", // established: accepted or waiting in the queue to be
  "03", // SYN received: still in its handshake
  "08", // close-wait: the client hung up, the server has not yet closed its end
])

/**
 * How many connections to `port` the server on it has yet to accept, answer or close, read from
 * the kernel's TCP tables. A client that hangs up knows nothing of the server's side: this counts
 * the connections still queued for the server to accept, which hold no descriptor of its own yet.
 */
export function connectionsHeld(port: number): number {
  let held = 0
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/)
      if (local && state && heldStates.has(state) && Number.parseInt(local.split(":").at(-1) ?? "", 16) === port)
        held += 1
    }
  }
  return held
}

export type RawAnswer = {
  /** 0 when the server closed the connection without answering. */
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** A request written byte for byte: nothing is normalised, encoded or checked on the way out. */
export function requestText({
  method = "GET",
  target,
  host = "localhost",
  headers = {},
  body = "",
}: {
  method?: string
  target: string
  host?: string
  headers?: Record<string, string>
  body?: string
}): string {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, "Connection: close"]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  return `${lines.join("\r\n")}\r\n\r\n${body}`
}

/**
 * Sends one request on a new connection and reads until the server closes it. A server that
 * stops mid-write (or never answers) gives whatever arrived, status 0 when nothing did.
 * `endAfterRequest` closes our side once the request is out: Node's server drops a request whose
 * client half-closes, so by default the side stays open, but Cloudflare's runtime (workerd) holds
 * a connection 5 s after answering, whatever `Connection: close` says, unless the client has ended.
 */
export function exchange(
  endpoint: Endpoint,
  request: string,
  { timeout = 10_000, endAfterRequest = false } = {},
): Promise<RawAnswer> {
  const head = request.slice(0, request.indexOf(" "))
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = open(endpoint, () => (endAfterRequest ? socket.end(request) : socket.write(request)))
    const timer = setTimeout(() => socket.destroy(), timeout)
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    // A server that refuses early (431) may reset the connection while the request is still going out.
    socket.on("error", () => undefined)
    socket.once("close", () => {
      clearTimeout(timer)
      resolve(parseAnswer(Buffer.concat(chunks), head === "HEAD"))
    })
  })
}

function parseAnswer(raw: Buffer, isHead: boolean): RawAnswer {
  const end = raw.indexOf("\r\n\r\n")
  if (end === -1) return { status: 0, headers: {}, body: Buffer.alloc(0) }
  const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n")
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value
  }
  const status = Number(statusLine.split(" ")[1] ?? 0)
  let body = raw.subarray(end + 4)
  if (isHead || status === 304 || status === 204) body = Buffer.alloc(0)
  else if (headers["transfer-encoding"]?.includes("chunked")) body = dechunk(body)
  else if (headers["content-length"] !== undefined) body = body.subarray(0, Number(headers["content-length"]))
  return { status, headers, body }
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset)
    if (lineEnd === -1) break
    const size = parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16)
    if (!size) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Starts a download and hangs up as soon as its first bytes arrive, as a cancelled download does. */
export function cutOffDownload(endpoint: Endpoint, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = open(endpoint, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`))
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no byte of ${target} within 5 s`))
    }, 5_000)
    socket.once("data", () => {
      clearTimeout(timer)
      socket.destroy()
      resolve()
    })
    socket.once("error", (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}

/**
 * Asks for `target` and hangs up as soon as the request is out, before any answer, as a browser
 * does when a page is left while it loads: the server learns of it while it is still looking for
 * the file. Resolves once the connection is closed.
 */
export function abandonedDownload(endpoint: Endpoint, target: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = open(endpoint, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n`, () => socket.destroy()),
    )
    socket.on("error", () => undefined)
    socket.once("close", () => resolve())
  })
}

/**
 * Opens a connection, writes `first`, then one byte of `rest` every `interval` ms, and resolves
 * when the server closes the connection (or after `limit` ms), with how long it stayed open and
 * what the server sent.
 */
export function trickle(
  endpoint: Endpoint,
  {
    first = "",
    rest = "",
    interval = 1_000,
    limit = 40_000,
  }: { first?: string; rest?: string; interval?: number; limit?: number },
): Promise<{ openFor: number; closedByServer: boolean; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    let sent = 0
    let timer: NodeJS.Timeout | undefined
    const socket: Socket = open(endpoint, () => {
      if (first) socket.write(first)
      timer = setInterval(() => {
        if (!socket.writable) return
        socket.write(rest[sent % Math.max(rest.length, 1)] ?? "a")
        sent += 1
      }, interval)
    })
    const giveUp = setTimeout(() => socket.destroy(), limit)
    let closedByServer = true
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", () => undefined)
    socket.once("close", () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      const openFor = Date.now() - started
      if (openFor >= limit) closedByServer = false
      resolve({ openFor, closedByServer, answer: Buffer.concat(chunks).toString("latin1") })
    })
  })
}

/** Polls `check` until it holds or `timeout` ms pass; resolves with whether it held. */
export async function eventually(check: () => boolean, timeout: number, every = 100): Promise<boolean> {
  const deadline = Date.now() + timeout
  for (;;) {
    if (check()) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, every))
  }
}

/**
 * Asks for `target` `times` times on one connection (pipelined) and reads nothing, as a stalled
 * client does: once the kernel's buffers are full the server is stuck mid-file. Calls `whileStuck`
 * a second in, runs `whileStalled` after `stallFor` ms, then reads again. Resolves with how many bytes arrived in all and
 * whether the server had closed the connection (the bytes then stop short of the whole).
 */
export function stalledDownload(
  endpoint: Endpoint,
  target: string,
  {
    times,
    stallFor,
    whileStuck,
    whileStalled,
  }: { times: number; stallFor: number; whileStuck: () => void; whileStalled: () => Promise<void> },
): Promise<{ received: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    let received = 0
    let closed = false
    const request = `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`
    const socket = open(endpoint, () => socket.write(request.repeat(times)))
    socket.pause()
    socket.on("error", () => undefined)
    socket.once("close", () => (closed = true))
    setTimeout(whileStuck, 1_000)
    setTimeout(() => {
      void whileStalled().then(async () => {
        socket.on("data", (chunk: Buffer) => (received += chunk.length))
        socket.resume()
        // What the kernel still holds arrives at once; a server still sending sends it all.
        const closedByServer = await eventually(() => closed, 3_000)
        socket.destroy()
        resolve({ received, closedByServer })
      })
    }, stallFor)
  })
}

/** Opens a TLS connection and closes it: "ok", or the reason the handshake failed. */
export function handshake(endpoint: Endpoint): Promise<string> {
  return new Promise((resolve) => {
    const socket = open(endpoint, () => {
      socket.destroy()
      resolve("ok")
    })
    socket.once("error", (error) => resolve(error.message))
  })
}
