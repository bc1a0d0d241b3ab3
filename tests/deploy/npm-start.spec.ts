import { readdirSync, readFileSync, statSync } from "node:fs"
import { type Server } from "node:http"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { expect, test } from "@playwright/test"
import { notFound } from "../e2e/support/routes"
import {
  cutOffDownload,
  eventually,
  exchange,
  openDescriptors,
  requestText,
  stalledDownload,
  startServer,
  trickle,
  type RawAnswer,
  type SiteServer,
} from "./support/npm-start"
import { directivesOf, expectedSecurityHeaders, inlineCodeHashes } from "./support/policy"
import { expectSecurityTxt, otherWellKnownPaths, placeAcmeToken } from "./support/well-known"

/**
 * `npm start` (scripts/serve.mjs) under hostile requests. The README tells users how to listen on
 * every interface, so it must neither crash, leak, hang on to slow clients, nor answer a path
 * production answers with 404.
 */

// In order, in one worker: one server for the file, and the status table below covers all of it.
test.describe.configure({ mode: "default" })

const client = "build/client"
const largestAsset = readdirSync(`${client}/assets`)
  .filter((file) => !/\.(gz|br)$/.test(file))
  .map((file) => ({ file, size: statSync(path.join(client, "assets", file)).size }))
  .sort((a, b) => b.size - a.size)[0]
if (!largestAsset) throw new Error(`${client}/assets is empty: build the site first`)
const asset = `/assets/${largestAsset.file}`
const assetBytes = readFileSync(`${client}${asset}`)

/** The Content-Security-Policy build/headers.json gives a path: the last matching rule that sets one. */
const headerRules = (
  JSON.parse(readFileSync("build/headers.json", "utf8")) as {
    rules: { pattern: string; headers: Record<string, string> }[]
  }
).rules
function policyFor(pathname: string): string | undefined {
  return headerRules
    .filter((rule) => new RegExp(rule.pattern).test(pathname))
    .findLast((rule) => rule.headers["Content-Security-Policy"])?.headers["Content-Security-Policy"]
}

/** A line of /etc/passwd ("root:x:0:0:root:/root:/bin/bash"); the 404 page's stylesheet has ":root:". */
const passwdLine = /^root:[^:\n]*:0:0:/m

const statusTable: { request: string; status: string }[] = []
function record(label: string, answer: RawAnswer | string) {
  statusTable.push({ request: label, status: typeof answer === "string" ? answer : String(answer.status || "---") })
}

let server: SiteServer

test.beforeAll(async () => {
  server = await startServer()
})

// A request that crashed the server fails its own test; the next test gets a new server.
test.beforeEach(async () => {
  if (server.exited()) server = await startServer()
})

test.afterAll(async () => {
  await server?.stop()
  console.log(
    [
      "npm start status table (--- = no answer):",
      ...statusTable.map(({ request, status }) => `  ${status.padStart(3)}  ${request}`),
    ].join("\n"),
  )
})

/** Every answer, whatever its status, carries the headers of the policy. */
function expectPolicyHeaders(label: string, answer: RawAnswer) {
  for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
    expect.soft(answer.headers[name.toLowerCase()], `${name} on ${label}`).toBe(value)
  }
  const policy = directivesOf(answer.headers["content-security-policy"] ?? "")
  expect.soft(policy.get("default-src"), `Content-Security-Policy on ${label}`).toEqual(["'none'"])
  expect.soft(answer.headers["cache-control"], `Cache-Control on ${label}`).toBeTruthy()
}

type Hostile = {
  label: string
  request: string
  expect: (answer: RawAnswer) => void
}

const get = (target: string, headers: Record<string, string> = {}) => requestText({ target, headers })
const status = (expected: number) => (answer: RawAnswer) => expect.soft(answer.status).toBe(expected)
const redirectsTo = (location: string) => (answer: RawAnswer) => {
  expect.soft(answer.status).toBe(301)
  expect.soft(answer.headers.location).toBe(location)
}
const refused = (expected: number) => (answer: RawAnswer) => {
  expect.soft(answer.status).toBe(expected)
  expect.soft(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
  expect.soft(answer.body.toString("utf8")).toContain(notFound.h1)
}
/** Range is not supported: whatever it says, the whole file comes back with 200 (RFC 9110, 14.2). */
const wholeFile = (answer: RawAnswer) => {
  expect.soft(answer.status).toBe(200)
  expect.soft(answer.headers["content-range"]).toBeUndefined()
  expect.soft(answer.headers["accept-ranges"]).toBe("none")
  expect.soft(answer.headers["content-length"]).toBe(String(assetBytes.length))
  expect.soft(answer.body.equals(assetBytes), "the body is the whole file").toBe(true)
}
const notAllowed = (answer: RawAnswer) => {
  expect.soft(answer.status).toBe(405)
  expect.soft(answer.headers.allow).toBe("GET, HEAD")
}

const hostile: Hostile[] = [
  // Ranges: each of these made the server exit, answer 206 with a wrong body, or 416.
  ...[
    "bytes=100-1",
    "bytes=0-18446744073709551615",
    "bytes=-18446744073709551615",
    "bytes=-0",
    "bytes=abc",
    "bytes=0-1,5-6",
    "items=0-1",
    `bytes=${assetBytes.length}-`,
    `bytes=${assetBytes.length + 1000}-${assetBytes.length + 2000}`,
    "bytes=0-99",
  ].map((range) => ({
    label: `GET ${asset.slice(0, 24)}… Range: ${range}`,
    request: get(asset, { Range: range }),
    expect: wholeFile,
  })),
  // Slashes and backslashes, raw and encoded: never a Location a browser reads as another host.
  { label: "GET //evil.com/", request: get("//evil.com/"), expect: redirectsTo("/evil.com") },
  { label: "GET ///evil.com/", request: get("///evil.com/"), expect: redirectsTo("/evil.com") },
  { label: "GET //evil.com/index.html", request: get("//evil.com/index.html"), expect: redirectsTo("/evil.com") },
  { label: "GET /\\evil.com/", request: get("/\\evil.com/"), expect: refused(404) },
  { label: "GET /\\/evil.com/", request: get("/\\/evil.com/"), expect: refused(404) },
  { label: "GET /%5Cevil.com/", request: get("/%5Cevil.com/"), expect: refused(404) },
  { label: "GET /%5C%5Cevil.com/", request: get("/%5C%5Cevil.com/"), expect: refused(404) },
  { label: "GET /%5cevil.com/index.html", request: get("/%5cevil.com/index.html"), expect: refused(404) },
  { label: "GET /services/%5C%5Cevil.com/", request: get("/services/%5C%5Cevil.com/"), expect: refused(404) },
  { label: "GET /%2F%2Fevil.com/", request: get("/%2F%2Fevil.com/"), expect: refused(404) },
  { label: "GET /%2F/evil.com/", request: get("/%2F/evil.com/"), expect: refused(404) },
  { label: "GET /%09/evil.com/", request: get("/%09/evil.com/"), expect: redirectsTo("/%09/evil.com") },
  {
    label: "GET http://evil.com/services/ (absolute form)",
    request: get("http://evil.com/services/"),
    expect: redirectsTo("/services"),
  },
  // Out of the folder.
  { label: "GET /..%2f..%2fetc/passwd", request: get("/..%2f..%2fetc/passwd"), expect: refused(404) },
  { label: "GET /../../etc/passwd", request: get("/../../etc/passwd"), expect: refused(404) },
  { label: "GET /%2e%2e/%2e%2e/etc/passwd", request: get("/%2e%2e/%2e%2e/etc/passwd"), expect: refused(404) },
  {
    label: "GET /assets/..%2f..%2f..%2fpackage.json",
    request: get("/assets/..%2f..%2f..%2fpackage.json"),
    expect: refused(404),
  },
  { label: "GET /..%5c..%5cpackage.json", request: get("/..%5c..%5cpackage.json"), expect: refused(404) },
  { label: "GET /..%252f..%252fpackage.json", request: get("/..%252f..%252fpackage.json"), expect: refused(404) },
  // Bytes no file name has, and sizes no address has.
  { label: "GET /%00", request: get("/%00"), expect: refused(404) },
  { label: "GET /index.html%00.txt", request: get("/index.html%00.txt"), expect: refused(404) },
  { label: "GET /services%00", request: get("/services%00"), expect: refused(404) },
  { label: "GET /%E0%A4%A (malformed escape)", request: get("/%E0%A4%A"), expect: refused(400) },
  { label: "GET /aaa… (10,000 characters)", request: get(`/${"a".repeat(10_000)}`), expect: refused(404) },
  { label: "GET /a/a/a… (10,000 characters)", request: get("/a".repeat(5_000)), expect: refused(404) },
  { label: "GET / with a 100 kB header", request: get("/", { "X-Padding": "a".repeat(100_000) }), expect: status(431) },
  // Methods.
  {
    label: "POST / with a body",
    request: requestText({ method: "POST", target: "/", body: "name=x&email=x%40example.com" }),
    expect: notAllowed,
  },
  {
    label: "PUT /services",
    request: requestText({ method: "PUT", target: "/services", body: "x" }),
    expect: notAllowed,
  },
  { label: "OPTIONS /", request: requestText({ method: "OPTIONS", target: "/" }), expect: notAllowed },
  { label: "OPTIONS *", request: requestText({ method: "OPTIONS", target: "*" }), expect: notAllowed },
  {
    label: "DELETE /index.html",
    request: requestText({ method: "DELETE", target: "/index.html" }),
    expect: notAllowed,
  },
  // One canonical form per address; the other forms redirect to it or are not found.
  { label: "GET /index.html", request: get("/index.html"), expect: redirectsTo("/") },
  {
    label: "GET /services/index.html?x=1",
    request: get("/services/index.html?x=1"),
    expect: redirectsTo("/services?x=1"),
  },
  { label: "GET /services/", request: get("/services/"), expect: redirectsTo("/services") },
  { label: "GET /index", request: get("/index"), expect: refused(404) },
  { label: "GET /services/index", request: get("/services/index"), expect: refused(404) },
  { label: "GET /blog/index", request: get("/blog/index"), expect: refused(404) },
  { label: "GET /services.html", request: get("/services.html"), expect: refused(404) },
  { label: "GET /services%2Findex.html", request: get("/services%2Findex.html"), expect: refused(404) },
  { label: "GET /services%2F", request: get("/services%2F"), expect: refused(404) },
  { label: "GET /assets (a folder without a page)", request: get("/assets"), expect: refused(404) },
  { label: "GET /404", request: get("/404"), expect: refused(404) },
  { label: "GET /404.html", request: get("/404.html"), expect: refused(404) },
  // Files never served by their own names.
  { label: "GET /.env", request: get("/.env"), expect: refused(404) },
  { label: "GET /.git/config", request: get("/.git/config"), expect: refused(404) },
  { label: "GET /assets/….js.map", request: get(`${asset}.map`), expect: refused(404) },
  { label: "GET /index.html.gz", request: get("/index.html.gz"), expect: refused(404) },
  { label: "GET /index.md.br", request: get("/index.md.br"), expect: refused(404) },
]

test.describe("hostile requests", () => {
  for (const row of hostile) {
    test(row.label, async () => {
      const answer = await exchange(server.port, row.request)
      record(row.label, answer)
      const home = await exchange(server.port, get("/"))
      expect(home.status, `GET / afterwards${server.exited() ? `: the server exited\n${server.stderr()}` : ""}`).toBe(
        200,
      )
      expect(answer.status, "an answer").toBeGreaterThan(0)
      expect(answer.status, "no 5xx").toBeLessThan(500)
      expectPolicyHeaders(row.label, answer)
      const location = answer.headers.location
      // As a browser reads it: a backslash counts as a slash, so "/\\evil.com" is the host evil.com.
      if (location !== undefined)
        expect(new URL(location, `${server.origin}/services`).origin, location).toBe(server.origin)
      const body = answer.body.toString("utf8")
      expect(body).not.toMatch(passwdLine)
      expect(body).not.toContain('"name": "agency-site"')
      row.expect(answer)
    })
  }
})

test.describe("what the server keeps doing", () => {
  for (const target of ["/", "/services", "/blog/speed-to-lead-automation", "/admin"]) {
    test(`${target} answers 200 with the policy of its own path`, async () => {
      const answer = await exchange(server.port, get(target))
      record(`GET ${target}`, answer)
      expect(answer.status).toBe(200)
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
      expectPolicyHeaders(target, answer)
      expect(answer.headers["content-security-policy"]).toBe(policyFor(target))
      if (target !== "/admin") {
        const policy = directivesOf(answer.headers["content-security-policy"] ?? "")
        for (const hash of inlineCodeHashes(answer.body.toString("utf8")).scripts) {
          expect(policy.get("script-src"), `${target} may run its inline scripts`).toContain(hash)
        }
      }
    })
  }

  test("/.well-known/ serves security.txt and ACME tokens, and nothing else", async () => {
    const security = await exchange(server.port, get("/.well-known/security.txt"))
    record("GET /.well-known/security.txt", security)
    expect(security.status).toBe(200)
    expect(security.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expectSecurityTxt(security.body.toString("utf8"))
    const acme = placeAcmeToken()
    try {
      const token = await exchange(server.port, get(acme.target))
      record(`GET ${acme.target}`, token)
      expect(token.status).toBe(200)
      expect(token.body.toString("utf8")).toBe(acme.content)
    } finally {
      acme.remove()
    }
    for (const target of otherWellKnownPaths) {
      const answer = await exchange(server.port, get(target))
      record(`GET ${target}`, answer)
      expect(answer.status, target).toBeGreaterThanOrEqual(400)
      expect(answer.status, target).toBeLessThan(500)
    }
  })

  test("redirects keep the query string and fold doubled slashes", async () => {
    for (const [target, location] of [
      ["/services/?utm_source=test", "/services?utm_source=test"],
      ["//services", "/services"],
      ["/case-studies//", "/case-studies"],
      ["//", "/"],
    ] as const) {
      const answer = await exchange(server.port, get(target))
      record(`GET ${target}`, answer)
      expect(answer.status, target).toBe(301)
      expect(answer.headers.location, target).toBe(location)
      expectPolicyHeaders(target, answer)
    }
  })

  test("files by their names, with their types", async () => {
    for (const [target, type] of [
      ["/index.md", "text/markdown; charset=utf-8"],
      ["/services.md", "text/markdown; charset=utf-8"],
      ["/llms.txt", "text/plain; charset=utf-8"],
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/sitemap.xml", "text/xml; charset=utf-8"],
      [asset, "text/javascript; charset=utf-8"],
    ] as const) {
      const answer = await exchange(server.port, get(target))
      record(`GET ${target.length > 40 ? `${target.slice(0, 24)}…` : target}`, answer)
      expect(answer.status, target).toBe(200)
      expect(answer.headers["content-type"], target).toBe(type)
      expect(answer.body.equals(readFileSync(`${client}${target}`)), `${target} is the file`).toBe(true)
      expect(answer.headers["cache-control"], target).toBe(
        target.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      )
    }
  })

  test("unknown addresses get the 404 page with status 404, HEAD without its body", async () => {
    const answer = await exchange(server.port, get("/no-such-page"))
    record("GET /no-such-page", answer)
    expect(answer.status).toBe(404)
    expect(answer.headers["content-security-policy"]).toBe(policyFor("/404.html"))
    expect(answer.body.toString("utf8")).toContain(notFound.h1)
    const head = await exchange(server.port, requestText({ method: "HEAD", target: "/no-such-page" }))
    expect(head.status).toBe(404)
    expect(head.body.length).toBe(0)
  })

  test("the precompressed twins go to clients that accept them, with Vary", async () => {
    for (const [accept, encoding, file] of [
      ["br, gzip", "br", `${client}${asset}.br`],
      ["gzip, deflate, br;q=0", "gzip", `${client}${asset}.gz`],
      ["gzip", "gzip", `${client}${asset}.gz`],
      ["identity", undefined, `${client}${asset}`],
      ["br;q=0, gzip;q=0", undefined, `${client}${asset}`],
      ["", undefined, `${client}${asset}`],
    ] as const) {
      const answer = await exchange(server.port, get(asset, accept ? { "Accept-Encoding": accept } : {}))
      record(`GET …js (Accept-Encoding: ${accept || "none"})`, answer)
      expect(answer.status, accept).toBe(200)
      expect(answer.headers["content-encoding"], accept).toBe(encoding)
      expect(answer.headers.vary, accept).toContain("Accept-Encoding")
      expect(answer.headers["content-type"], accept).toBe("text/javascript; charset=utf-8")
      expect(answer.body.equals(readFileSync(file)), `${accept}: the body is ${file}`).toBe(true)
    }
    const page = await exchange(server.port, get("/services", { "Accept-Encoding": "gzip" }))
    expect(page.headers["content-encoding"]).toBe("gzip")
    expect(page.body.equals(readFileSync(`${client}/services/index.html.gz`))).toBe(true)
  })

  test("ETag and If-None-Match: 304 without a body, with the headers; one tag per encoding", async () => {
    const first = await exchange(server.port, get("/services", { "Accept-Encoding": "br" }))
    const tag = first.headers.etag
    expect(tag).toBeTruthy()
    const again = await exchange(
      server.port,
      get("/services", { "Accept-Encoding": "br", "If-None-Match": String(tag) }),
    )
    record("GET /services (If-None-Match)", again)
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(tag)
    expect(again.headers["content-security-policy"]).toBe(policyFor("/services"))
    expectPolicyHeaders("304", again)
    const plain = await exchange(server.port, get("/services"))
    expect(plain.headers.etag).not.toBe(tag)
    const otherTag = await exchange(server.port, get("/services", { "If-None-Match": String(tag) }))
    expect(otherTag.status, "the brotli tag does not match the plain file").toBe(200)
  })

  test("HEAD answers like GET, without a body", async () => {
    const [getAnswer, headAnswer] = await Promise.all([
      exchange(server.port, get(asset)),
      exchange(server.port, requestText({ method: "HEAD", target: asset })),
    ])
    record(`HEAD ${asset.slice(0, 24)}…`, headAnswer)
    expect(headAnswer.status).toBe(200)
    expect(headAnswer.headers["content-length"]).toBe(String(assetBytes.length))
    expect(headAnswer.headers["content-length"]).toBe(getAnswer.headers["content-length"])
    expect(headAnswer.headers.etag).toBe(getAnswer.headers.etag)
    expect(headAnswer.body.length).toBe(0)
  })
})

test.describe("resources", () => {
  test("50 downloads cut off after their first bytes leave no file open", async () => {
    await exchange(server.port, get("/"))
    const before = openDescriptors(server.pid)
    for (let i = 0; i < 50; i += 1) await cutOffDownload(server.port, asset)
    const settled = await eventually(() => openDescriptors(server.pid) <= before + 3, 5_000)
    const after = openDescriptors(server.pid)
    record(
      `50 cut-off downloads of ${asset.slice(0, 24)}… (descriptors ${before} -> ${after})`,
      settled ? "ok" : "LEAK",
    )
    expect(after, `open descriptors before: ${before}, after: ${after}`).toBeLessThanOrEqual(before + 3)
    expect((await exchange(server.port, get("/"))).status).toBe(200)
  })

  test("the timeouts are on by default: a slow client is dropped within 30 s", async () => {
    const module = (await import(pathToFileURL(path.resolve("scripts/lib/static-server.mjs")).href)) as {
      createStaticServer: (options: { buildDir: string }) => Server
      connectionsCheckingInterval: number
    }
    const defaults = module.createStaticServer({ buildDir: "build" })
    record(
      `defaults: headers ${defaults.headersTimeout} ms, request ${defaults.requestTimeout} ms, idle ${defaults.timeout} ms, keep-alive ${defaults.keepAliveTimeout} ms, checked every ${module.connectionsCheckingInterval} ms`,
      "ok",
    )
    // The tests below show a client dropped one check after its deadline at most.
    for (const [name, value] of [
      ["headersTimeout", defaults.headersTimeout],
      ["requestTimeout", defaults.requestTimeout],
    ] as const) {
      expect(value, name).toBeGreaterThan(0)
      expect(value + module.connectionsCheckingInterval, name).toBeLessThanOrEqual(30_000)
    }
    for (const [name, value] of [
      ["timeout", defaults.timeout],
      ["keepAliveTimeout", defaults.keepAliveTimeout],
    ] as const) {
      expect(value, name).toBeGreaterThan(0)
      expect(value, name).toBeLessThanOrEqual(30_000)
    }
  })

  test.describe("slow clients, with the timeouts at 3 s (--header-timeout 3 --idle-timeout 3)", () => {
    const timeout = 3_000
    // The deadline, the server's once-a-second check of its connections, and a margin for a busy machine.
    const droppedWithin = timeout + 2_500
    let slow: SiteServer

    test.beforeAll(async () => {
      slow = await startServer(["--header-timeout", "3", "--idle-timeout", "3"])
    })
    test.afterAll(async () => {
      await slow?.stop()
    })

    const slowClients = [
      {
        client: "a client sending one header byte a second",
        row: "1 header byte/s",
        send: { first: "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", rest: "a" },
        // Dropped before its request is whole: the answer, if any, is Request Timeout.
        answer: /^HTTP\/1\.1 408 /,
      },
      { client: "a client that connects and sends nothing", row: "silent connection", send: { interval: 60_000 } },
      {
        client: "a client sending its body one byte a second",
        row: "1 body byte/s",
        send: { first: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n", rest: "a" },
      },
    ]
    for (const { client, row, send, answer } of slowClients) {
      test(`${client} is dropped`, async () => {
        const result = await trickle(slow.port, { ...send, limit: droppedWithin + 5_000 })
        record(`${row}: dropped after ${(result.openFor / 1000).toFixed(1)} s`, result.closedByServer ? "ok" : "KEPT")
        expect(result.closedByServer).toBe(true)
        expect(result.openFor).toBeLessThanOrEqual(droppedWithin)
        if (answer && result.answer) expect(result.answer).toMatch(answer)
      })
    }

    test("a client that stops reading its downloads holds one file, then is dropped and the file closed", async () => {
      await exchange(slow.port, get("/"))
      const before = openDescriptors(slow.pid)
      // More than the kernel's socket buffers hold, so the server is stuck in the middle of a file.
      const times = 20
      // Node re-arms the idle timer once when the kernel took more of a blocked write since it was
      // queued, so a stalled download goes between one and two idle timeouts after its last byte.
      const stalledWithin = 2 * timeout + 2_500
      let stuck = 0
      let released = false
      const stalled = await stalledDownload(slow.port, asset, {
        times,
        stallFor: stalledWithin,
        whileStalled: async () => {
          released = await eventually(() => openDescriptors(slow.pid) <= before, 1_000)
        },
        whileStuck: () => (stuck = openDescriptors(slow.pid)),
      })
      const whole = times * assetBytes.length
      record(
        `${times} pipelined downloads, unread: descriptors ${before} -> ${stuck} -> ${released ? "back" : "still open"} after ${stalledWithin / 1000} s; ${(stalled.received / 1e6).toFixed(1)} of ${(whole / 1e6).toFixed(1)} MB`,
        stalled.closedByServer && released ? "ok" : "KEPT",
      )
      expect(stuck - before, "one socket and one file while stuck").toBeLessThanOrEqual(2)
      expect(released, `the file and the socket are closed after ${stalledWithin} ms`).toBe(true)
      expect(stalled.closedByServer).toBe(true)
      expect(stalled.received, "the server stopped before the end").toBeLessThan(whole)
    })
  })
})
