import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs"
import { open, realpath, stat } from "node:fs/promises"
import { createServer, STATUS_CODES } from "node:http"
import path from "node:path"
import { pipeline } from "node:stream/promises"
// The site's languages, as the build has them: Node strips the file's types as it loads it.

/**
 * `npm start`'s server (scripts/serve.mjs): build/client served as deploy/nginx/site.conf serves
 * it. The README tells users how to listen on every interface, so every request is treated as
 * hostile: a path resolves to one file inside build/client or to the 404 page, and no client can
 * hold a connection, a file or the process.
 */

/**
 * The longest a client may take to send its request (`header`), and to read or send anything at
 * all (`idle`), before it is dropped, in ms. A slow client holds a socket, and a stalled download
 * an open file too. A browser sends its request in milliseconds; 20 s, checked every second, drops
 * a client trickling its headers within 30 s, as decision 015 promises.
 */
export const defaultTimeouts = { header: 20_000, idle: 30_000 }

/**
 * Drops the connection of a download its client stopped reading once nothing has left for
 * `idleTimeout` ms, which closes its file. Node's own socket timeout cannot: it skips its first
 * expiry while a write is pending, so a stalled download held its socket and file for up to twice
 * the timeout (about 60 s where decision 015 promises 30). Progress is the bytes handed to the
 * socket, which stop when the kernel's buffers are full. Returns what stops the watch.
 */
function dropWhenStalled(res, idleTimeout) {
  const socket = res.socket
  let written = socket.bytesWritten
  let lastProgress = Date.now()
  const watch = setInterval(
    () => {
      if (socket.bytesWritten !== written) {
        written = socket.bytesWritten
        lastProgress = Date.now()
      } else if (Date.now() - lastProgress >= idleTimeout) socket.destroy()
    },
    Math.min(1_000, idleTimeout / 4),
  )
  watch.unref()
  return () => clearInterval(watch)
}

/** How often Node compares its connections with the header timeout (its default is 30 s). */
export const connectionsCheckingInterval = 1_000

/** Between two requests on one connection; Node's own default. */
const keepAliveTimeout = 5_000

/**
 * The types of the files the build writes (and of those the old server named); anything else is
 * sent as bytes. Text gets a charset, as nginx's `charset utf-8` adds.
 */
const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "text/xml; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
}

/** The precompressed twins the build writes, best first. */
const twins = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
]

/** Errors that mean "no such file here", whatever the path held. */
const missing = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "ELOOP", "EINVAL"])

/**
 * The server, not yet listening. `headerTimeout` bounds how long a request may take to arrive,
 * `idleTimeout` how long a connection may stay silent either way (both in ms).
 */
export function createStaticServer({
  buildDir,
  headerTimeout = defaultTimeouts.header,
  idleTimeout = defaultTimeouts.idle,
}) {
  const clientDir = realpathSync(path.join(path.resolve(buildDir), "client"))
  const headersFile = path.join(buildDir, "headers.json")
  /** @type {{ origin?: string, rules: { pattern: string, headers: Record<string, string> }[] }} */
  const { origin: siteOrigin = "", rules } = existsSync(headersFile)
    ? JSON.parse(readFileSync(headersFile, "utf8"))
    : { rules: [] }
  const headerRules = rules.map((rule) => ({ pattern: new RegExp(rule.pattern), headers: rule.headers }))
  // Each language's 404 page, for the addresses under its folder (/es/…: es/404.html), as nginx
  // picks it (deploy/nginx/site.conf): any other address gets the root's. Found by folder, so a
  // new language in app/config/locales.ts needs nothing here.
  const rootNotFoundPage = readFileSync(path.join(clientDir, "404.html"))
  const notFoundPages = new Map(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(clientDir, entry.name, "404.html")))
      .map((entry) => [entry.name, readFileSync(path.join(clientDir, entry.name, "404.html"))]),
  )

  /**
   * The headers build/headers.json gives a path, later rules overriding earlier ones, with the
   * origin the request was sent to where a policy names the site's folders under it.
   */
  function headersFor(pathname, origin = siteOrigin) {
    const headers = {}
    for (const rule of headerRules) if (rule.pattern.test(pathname)) Object.assign(headers, rule.headers)
    for (const [name, value] of Object.entries(headers)) headers[name] = value.replaceAll(requestOrigin, origin)
    return headers
  }

  function applyHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(pathname, originOf(res.req, siteOrigin))))
      res.setHeader(name, value)
  }

  function sendNotFound(req, res, status) {
    const folder = /^\/([A-Za-z0-9_-]+)(?=[/?#]|$)/.exec(req.url ?? "/")?.[1]
    const inFolder = folder !== undefined && notFoundPages.has(folder)
    const page = inFolder ? notFoundPages.get(folder) : rootNotFoundPage
    res.statusCode = status
    applyHeaders(res, inFolder ? `/${folder}/404.html` : "/404.html")
    res.setHeader("Content-Type", "text/html; charset=utf-8")
    res.setHeader("Content-Length", page.length)
    res.end(req.method === "HEAD" ? undefined : page)
  }

  function sendText(res, status) {
    const text = `${status} ${STATUS_CODES[status]}\n`
    res.statusCode = status
    applyHeaders(res, "/error")
    res.setHeader("Content-Type", "text/plain; charset=utf-8")
    res.setHeader("Content-Length", Buffer.byteLength(text))
    res.end(text)
  }

  /**
   * The one file a canonical, decoded path names inside build/client: `/` by index.html, a page by
   * the file named after it (/services by services.html, build.format "file") or else by its
   * folder's index.html, other files by their names. Pages by their files' names, the 404 page,
   * dotfiles, source maps, the twins and `_headers` are never found, and no path leaves the
   * folder, through `..` or a link.
   */
  async function findFile(pathname) {
    if (pathname === "/") return path.join(clientDir, "index.html")
    const segments = pathname.slice(1).split("/")
    if (!isWellKnown(pathname) && segments.some((segment) => segment === "" || segment.startsWith("."))) return null
    if (/\.(html|map|gz|br)$/.test(pathname)) return null
    // The headers file written for Netlify and Cloudflare Pages, which read it and never publish it.
    if (pathname === "/_headers") return null
    // A page is the file named after it (this site's build); a build of folders (the benchmarks'
    // reference sites) has it as the folder's index.html.
    const named = path.join(clientDir, ...segments)
    for (const file of [named, `${named}.html`, path.join(named, "index.html")]) {
      const info = await statOrNull(file)
      if (info?.isFile()) return (await isInside(clientDir, file)) ? file : null
    }
    return null
  }

  /** The file as the client accepts it: its .br twin, else its .gz twin, else itself. */
  async function representationOf(file, acceptEncoding) {
    const accepted = acceptedEncodings(acceptEncoding)
    for (const twin of twins) {
      if (!accepted.has(twin.encoding)) continue
      const info = await statOrNull(file + twin.suffix)
      if (info?.isFile()) return { path: file + twin.suffix, encoding: twin.encoding }
    }
    return { path: file, encoding: undefined }
  }

  async function sendFile(req, res, file, pathname) {
    const representation = await representationOf(file, req.headers["accept-encoding"])
    // A pipelined request waits for the answers before it on its connection; its file is opened
    // only when its turn comes, so a connection holds one open file however many requests it sends.
    // If the connection closes first, Node drops the queued answer and this handler with it.
    if (!res.socket) await new Promise((resolve) => res.once("socket", resolve))
    // Opened before its size is read, so Content-Length is that of the bytes sent even if a build
    // replaces the file meanwhile.
    const handle = await open(representation.path, "r")
    let stream
    try {
      const info = await handle.stat()
      // One tag per representation: a cached .br body must never match the plain file's tag.
      const tag = [Math.trunc(info.mtimeMs).toString(16), info.size.toString(16), representation.encoding]
      const etag = `"${tag.filter(Boolean).join("-")}"`
      applyHeaders(res, pathname)
      res.setHeader("Content-Type", contentTypes[path.extname(file)] ?? "application/octet-stream")
      res.setHeader("Vary", "Accept-Encoding")
      res.setHeader("ETag", etag)
      res.setHeader("Last-Modified", info.mtime.toUTCString())
      // Range is ignored, whatever it asks for (RFC 9110, 14.2): decision 015.
      res.setHeader("Accept-Ranges", "none")
      if (representation.encoding) res.setHeader("Content-Encoding", representation.encoding)
      if (isNotModified(req, etag, info.mtime)) {
        res.statusCode = 304
        return res.end()
      }
      res.statusCode = 200
      res.setHeader("Content-Length", info.size)
      if (req.method === "HEAD" || info.size === 0) return res.end()
      // Exactly the bytes Content-Length announced: the stream ends there without asking the
      // disk for the end of the file, one read fewer for a page (decision 023).
      stream = handle.createReadStream({ start: 0, end: info.size - 1 })
      // A client gone mid-file makes pipeline destroy the stream; one gone before it starts makes it
      // throw at once, leaving the stream as it was (ERR_STREAM_UNABLE_TO_PIPE, since Node 23:
      // decision 023). Neither is an error of ours: there is nobody left to answer.
      const stopWatching = dropWhenStalled(res, idleTimeout)
      await pipeline(stream, res)
        .catch(() => undefined)
        .finally(stopWatching)
    } finally {
      // Whatever happened, the stream and the file are closed here, never by the garbage collector.
      stream?.destroy()
      await handle.close()
    }
  }

  async function answer(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return sendText(res, 405)
    }
    const target = req.url ?? "/"
    const url = requestUrl(target)
    if (url === null) return sendNotFound(req, res, 400)
    const pathname = safeDecode(url.pathname)
    if (pathname === null) return sendNotFound(req, res, 400)
    // No file's name holds a slash, a backslash or a NUL. A backslash would also reach Location,
    // where a browser reads "/\evil.com" as another host; the URL parser already made raw ones
    // into slashes, so the target is checked as sent.
    const sentPath = target.split("?")[0] ?? ""
    if (/\\|%5c|%2f/i.test(sentPath) || pathname.includes("\0")) return sendNotFound(req, res, 404)
    if (isHiddenFile(pathname) || isNotFoundPage(pathname)) return sendNotFound(req, res, 404)
    // One canonical form per URL: no trailing slash (except the home page), no ".html", no "/index".
    const canonical = canonicalPath(url.pathname)
    if (canonical !== url.pathname) {
      res.statusCode = 301
      res.setHeader("Location", canonical + url.search)
      applyHeaders(res, canonical)
      return res.end()
    }
    const file = await findFile(pathname)
    if (file === null) return sendNotFound(req, res, 404)
    // The headers of the path that found the file: a page's policy allows that page's inline code.
    await sendFile(req, res, file, pathname)
  }

  const server = createServer(
    {
      headersTimeout: headerTimeout,
      requestTimeout: headerTimeout,
      connectionsCheckingInterval: Math.min(connectionsCheckingInterval, headerTimeout),
    },
    (req, res) => {
      answer(req, res).catch((error) => {
        console.error(error)
        if (!res.headersSent) sendText(res, 500)
        else res.destroy()
      })
    },
  )
  server.keepAliveTimeout = Math.min(keepAliveTimeout, idleTimeout)
  // A download the client stopped reading: dropping the socket closes its file.
  server.setTimeout(idleTimeout)
  // What Node answers by itself (400, 408, 431) gets the headers too, as every other answer does.
  server.on("clientError", (error, socket) => {
    if (socket.writable && socket.bytesWritten === 0 && error.code !== "ECONNRESET") {
      const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
      const text = `${status} ${STATUS_CODES[status]}\n`
      const headers = {
        ...headersFor("/error"),
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(text)),
        Connection: "close",
      }
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${text}`)
      socket.destroySoon()
    } else {
      socket.destroy()
    }
  })
  return server
}

/** Stands for the request's origin in build/headers.json's policies (the build's `requestOrigin`). */
export const requestOrigin = "$agency_origin"

/**
 * The origin a policy names the site's folders under: the one the browser asked for when its Host
 * is a loopback name with a port (the server as a developer or a test reaches it), the site's own
 * otherwise. A Host header is the client's to write: any other value, the site's own name behind a
 * proxy among them, gets the site's URL, so no client can make a policy name another host, which a
 * cache could then hand to every visitor.
 */
export function originOf(req, siteOrigin) {
  const host = req?.headers.host ?? ""
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host) ? `http://${host.toLowerCase()}` : siteOrigin
}

/**
 * The request's address. Parsed against a fixed origin by concatenation: as a relative reference,
 * a path starting with "//" ("//", "//services") would be read as a host name.
 */
function requestUrl(target) {
  try {
    return new URL(target.startsWith("/") ? `http://localhost${target}` : target)
  } catch {
    return null
  }
}

/**
 * The address as every host answers it: runs of slashes as one, then no trailing slash, no
 * ".html" and no "/index" (Cloudflare Pages' rules for a build of files named after their pages).
 */
function canonicalPath(pathname) {
  let result = pathname.replace(/\/{2,}/g, "/")
  if (result.length > 1) result = result.replace(/\/+$/, "")
  result = result.replace(/\.html$/, "").replace(/^\/index$/, "/")
  return result || "/"
}

/**
 * The two files of /.well-known/ the site has, as nginx serves them: security.txt and the tokens
 * an ACME client puts there to renew a certificate. Every other dotted path stays hidden.
 */
function isWellKnown(pathname) {
  return /^\/\.well-known\/(security\.txt|acme-challenge\/[A-Za-z0-9_-]+)$/.test(pathname)
}

/** Dotfiles, source maps and the precompressed twins are never served by their own names. */
function isHiddenFile(pathname) {
  if (isWellKnown(pathname)) return false
  return /(^|\/)\./.test(pathname) || /\.(map|gz|br)$/.test(pathname)
}

/** Each language's 404 page (/404.html, /es/404.html) is what unknown paths get, never a page of its own. */
function isNotFoundPage(pathname) {
  return /^(\/[^/]+)?\/404(\.html)?$/.test(pathname)
}

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

async function statOrNull(file) {
  try {
    return await stat(file)
  } catch (error) {
    if (missing.has(error.code)) return null
    throw error
  }
}

/** Whether `file`, links followed, is inside `dir` (itself resolved). */
async function isInside(dir, file) {
  try {
    return (await realpath(file)).startsWith(dir + path.sep)
  } catch {
    return false
  }
}

/** The codings of an Accept-Encoding header with a non-zero weight (RFC 9110, 12.5.3). */
function acceptedEncodings(header = "") {
  const weights = new Map()
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase())
    if (!coding) continue
    const q = parameters.find((parameter) => parameter.startsWith("q="))
    weights.set(coding === "x-gzip" ? "gzip" : coding, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const accepted = new Set()
  for (const { encoding } of twins) if ((weights.get(encoding) ?? weights.get("*") ?? 0) > 0) accepted.add(encoding)
  return accepted
}

/**
 * Whether the client's copy is current: If-None-Match when sent (weak comparison, RFC 9110,
 * 13.1.2), else If-Modified-Since, to the second.
 */
function isNotModified(req, etag, modified) {
  const noneMatch = req.headers["if-none-match"]
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === "*") return true
    return noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "")
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}
