import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { type Server } from "node:http"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { expect, test } from "@playwright/test"
import { notFoundPage } from "virtual:content/notFoundPage"
import { notFound } from "../e2e/support/routes"
import { expectAnswer } from "./support/answers"
import { hostileRequests, leaks, redirectOrigin } from "./support/hostile-requests"
import { newWarnings, startServer, type SiteServer } from "./support/npm-start"
import {
  abandonedDownload,
  connectionsHeld,
  cutOffDownload,
  eventually,
  exchange,
  openDescriptors,
  requestText,
  stalledDownload,
  trickle,
  type RawAnswer,
} from "./support/raw-http"
import {
  directivesOf,
  expectedSecurityHeaders,
  hostileHosts,
  inlineCodeHashes,
  scriptAddresses,
} from "./support/policy"
import { requestOrigin } from "../../pipeline/security-headers"
import { defaultTimeouts } from "../../scripts/lib/static-server.mjs"
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

/**
 * The Content-Security-Policy build/headers.json gives a path: the last matching rule that sets one,
 * naming the site's folders under the origin asked for (here `Host: localhost`).
 */
const { origin: siteOrigin, rules: headerRules } = JSON.parse(readFileSync("build/headers.json", "utf8")) as {
  origin: string
  rules: { pattern: string; headers: Record<string, string> }[]
}
function policyFor(pathname: string, origin = "http://localhost"): string | undefined {
  return headerRules
    .filter((rule) => new RegExp(rule.pattern).test(pathname))
    .findLast((rule) => rule.headers["Content-Security-Policy"])
    ?.headers["Content-Security-Policy"]?.replaceAll(requestOrigin, origin)
}

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

// A warning from a server fails the test it appeared in: Node warns when its garbage collector
// closes a file the handler forgot (DEP0137), and says that a later version throws instead.
test.afterEach(() => {
  expect(newWarnings(), "the server's warnings").toEqual([])
})

test.afterAll(async () => {
  await server?.stop()
  expect(newWarnings(), "the server's warnings after the last test").toEqual([])
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

const get = (target: string, headers: Record<string, string> = {}) => requestText({ target, headers })

test("a page's policy names the site's folders under the loopback name asked for, and the site's URL for any other Host", async () => {
  const siteHost = new URL(siteOrigin).host
  for (const [hostHeader, origin] of [
    ["localhost", "http://localhost"],
    ["127.0.0.1:4173", "http://127.0.0.1:4173"],
    ["[::1]:3000", "http://[::1]:3000"],
    [siteHost, siteOrigin],
    ...hostileHosts.map((hostile) => [hostile, siteOrigin] as const),
  ] as const) {
    const answer = await exchange(server, requestText({ target: "/contact", host: hostHeader }))
    record(`GET /contact (Host: ${hostHeader})`, answer)
    expect(answer.status, hostHeader).toBe(200)
    const policy = answer.headers["content-security-policy"] ?? ""
    expect(policy, hostHeader).toBe(policyFor("/contact", origin))
    expect(scriptAddresses(policy), hostHeader).toEqual([`${origin}/assets/`])
    expect(policy, hostHeader).not.toMatch(/evil|\*/)
  }
})

test.describe("hostile requests (tests/deploy/support/hostile-requests.ts)", () => {
  for (const row of hostileRequests({ path: asset, size: assetBytes.length })) {
    test(row.label, async () => {
      const { method, target, host, headers, body } = row
      const answer = await exchange(server, requestText({ method, target, host, headers, body }))
      record(row.label, answer)
      const home = await exchange(server, get("/"))
      expect(home.status, `GET / afterwards${server.exited() ? `: the server exited\n${server.stderr()}` : ""}`).toBe(
        200,
      )
      expect(answer.status, "an answer").toBeGreaterThan(0)
      expect(answer.status, "no 5xx").toBeLessThan(500)
      expectPolicyHeaders(row.label, answer)
      const location = answer.headers.location
      if (location !== undefined) expect(redirectOrigin(location, server.origin), location).toBe(server.origin)
      expect(leaks(answer.body.toString("utf8"))).toEqual([])
      expectAnswer(answer, row.expected, { path: asset, bytes: assetBytes })
      // Range is not supported, and says so (RFC 9110, 14.3): decision 015.
      if (headers?.Range) expect.soft(answer.headers["accept-ranges"]).toBe("none")
    })
  }
})

test.describe("what the server keeps doing", () => {
  for (const target of ["/", "/services", "/blog/speed-to-lead-automation", "/admin"]) {
    test(`${target} answers 200 with the policy of its own path`, async () => {
      const answer = await exchange(server, get(target))
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
    const security = await exchange(server, get("/.well-known/security.txt"))
    record("GET /.well-known/security.txt", security)
    expect(security.status).toBe(200)
    expect(security.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expectSecurityTxt(security.body.toString("utf8"))
    const acme = placeAcmeToken()
    try {
      const token = await exchange(server, get(acme.target))
      record(`GET ${acme.target}`, token)
      expect(token.status).toBe(200)
      expect(token.body.toString("utf8")).toBe(acme.content)
    } finally {
      acme.remove()
    }
    for (const target of otherWellKnownPaths) {
      const answer = await exchange(server, get(target))
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
      const answer = await exchange(server, get(target))
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
      ["/llms-full.txt", "text/plain; charset=utf-8"],
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/sitemap.xml", "text/xml; charset=utf-8"],
      [asset, "text/javascript; charset=utf-8"],
    ] as const) {
      const answer = await exchange(server, get(target))
      record(`GET ${target.length > 40 ? `${target.slice(0, 24)}…` : target}`, answer)
      expect(answer.status, target).toBe(200)
      expect(answer.headers["content-type"], target).toBe(type)
      expect(answer.body.equals(readFileSync(`${client}${target}`)), `${target} is the file`).toBe(true)
      expect(answer.headers["cache-control"], target).toBe(
        target.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      )
    }
  })

  test("an empty file answers 200 with an empty body", async () => {
    const file = `${client}/empty-file.txt`
    writeFileSync(file, "")
    try {
      const answer = await exchange(server, get("/empty-file.txt"))
      record("GET /empty-file.txt (0 bytes)", answer)
      expect(answer.status).toBe(200)
      expect(answer.headers["content-length"]).toBe("0")
      expect(answer.body.length).toBe(0)
    } finally {
      rmSync(file)
    }
  })

  test("unknown addresses get the 404 page with status 404, HEAD without its body", async () => {
    const answer = await exchange(server, get("/no-such-page"))
    record("GET /no-such-page", answer)
    expect(answer.status).toBe(404)
    expect(answer.headers["content-security-policy"]).toBe(policyFor("/404.html"))
    expect(answer.body.toString("utf8")).toContain(notFound.h1)
    const head = await exchange(server, requestText({ method: "HEAD", target: "/no-such-page" }))
    expect(head.status).toBe(404)
    expect(head.body.length).toBe(0)
  })

  test("unknown addresses under /es get the Spanish 404 page with status 404", async () => {
    const spanish = notFoundPage.es
    for (const target of ["/es/no-existe", "/es/404", "/es/404.html"]) {
      const answer = await exchange(server, get(target))
      record(`GET ${target}`, answer)
      expect(answer.status, target).toBe(404)
      expect(answer.body.toString("utf8"), target).toContain(spanish.title)
    }
    // An English address that only starts with the same letters gets the English page.
    expect((await exchange(server, get("/escalation"))).body.toString("utf8")).toContain(notFound.h1)
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
      const answer = await exchange(server, get(asset, accept ? { "Accept-Encoding": accept } : {}))
      record(`GET …js (Accept-Encoding: ${accept || "none"})`, answer)
      expect(answer.status, accept).toBe(200)
      expect(answer.headers["content-encoding"], accept).toBe(encoding)
      expect(answer.headers.vary, accept).toContain("Accept-Encoding")
      expect(answer.headers["content-type"], accept).toBe("text/javascript; charset=utf-8")
      expect(answer.body.equals(readFileSync(file)), `${accept}: the body is ${file}`).toBe(true)
    }
    const page = await exchange(server, get("/services", { "Accept-Encoding": "gzip" }))
    expect(page.headers["content-encoding"]).toBe("gzip")
    expect(page.body.equals(readFileSync(`${client}/services.html.gz`))).toBe(true)
  })

  test("ETag and If-None-Match: 304 without a body, with the headers; one tag per encoding", async () => {
    const first = await exchange(server, get("/services", { "Accept-Encoding": "br" }))
    const tag = first.headers.etag
    expect(tag).toBeTruthy()
    const again = await exchange(server, get("/services", { "Accept-Encoding": "br", "If-None-Match": String(tag) }))
    record("GET /services (If-None-Match)", again)
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(tag)
    expect(again.headers["content-security-policy"]).toBe(policyFor("/services"))
    expectPolicyHeaders("304", again)
    const plain = await exchange(server, get("/services"))
    expect(plain.headers.etag).not.toBe(tag)
    const otherTag = await exchange(server, get("/services", { "If-None-Match": String(tag) }))
    expect(otherTag.status, "the brotli tag does not match the plain file").toBe(200)
  })

  test("HEAD answers like GET, without a body", async () => {
    const [getAnswer, headAnswer] = await Promise.all([
      exchange(server, get(asset)),
      exchange(server, requestText({ method: "HEAD", target: asset })),
    ])
    record(`HEAD ${asset.slice(0, 24)}…`, headAnswer)
    expect(headAnswer.status).toBe(200)
    expect(headAnswer.headers["content-length"]).toBe(String(assetBytes.length))
    expect(headAnswer.headers["content-length"]).toBe(getAnswer.headers["content-length"])
    expect(headAnswer.headers.etag).toBe(getAnswer.headers.etag)
    expect(headAnswer.body.length).toBe(0)
  })
})

/**
 * Whether the server has caught up with the clients that left (the kernel holds no connection of
 * theirs for it to accept or close) and its open descriptors are back to `before`. A busy machine
 * may take seconds to catch up with 300 clients; the deadline only has to come before the first of
 * the server's own timers (20 s for a request that never finished), so that what it closed only
 * because its clients had gone counts. A file the handler forgot never comes back, and one the
 * garbage collector closes makes Node warn, which fails the test (afterEach).
 */
async function caughtUp(target: SiteServer, before: number): Promise<{ settled: boolean; detail: string }> {
  const started = Date.now()
  const settled = await eventually(
    () => connectionsHeld(target.port) === 0 && openDescriptors(target.pid) <= before,
    defaultTimeouts.header / 2,
    10,
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  return {
    settled,
    detail: `descriptors ${before} -> ${openDescriptors(target.pid)}, connections held ${connectionsHeld(target.port)}, after ${seconds} s`,
  }
}

test.describe("resources", () => {
  test("300 downloads cut off after their first bytes leave no file open, once the server has caught up", async () => {
    await exchange(server, get("/"))
    const before = openDescriptors(server.pid)
    for (let i = 0; i < 300; i += 1) await cutOffDownload(server, asset)
    const { settled, detail } = await caughtUp(server, before)
    record(`300 cut-off downloads of ${asset.slice(0, 24)}… (${detail})`, settled ? "ok" : "LEAK")
    expect(settled, detail).toBe(true)
    expect((await exchange(server, get("/"))).status).toBe(200)
  })

  test("300 downloads abandoned before their first byte leave no file open, once the server has caught up", async () => {
    await exchange(server, get("/"))
    const before = openDescriptors(server.pid)
    // Ten at a time, as a page left while it loads drops its requests.
    for (let i = 0; i < 30; i += 1)
      await Promise.all(Array.from({ length: 10 }, () => abandonedDownload(server, asset)))
    const { settled, detail } = await caughtUp(server, before)
    record(`300 abandoned downloads of ${asset.slice(0, 24)}… (${detail})`, settled ? "ok" : "LEAK")
    expect(settled, detail).toBe(true)
    expect((await exchange(server, get("/"))).status).toBe(200)
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
        const result = await trickle(slow, { ...send, limit: droppedWithin + 5_000 })
        record(`${row}: dropped after ${(result.openFor / 1000).toFixed(1)} s`, result.closedByServer ? "ok" : "KEPT")
        expect(result.closedByServer).toBe(true)
        expect(result.openFor).toBeLessThanOrEqual(droppedWithin)
        if (answer && result.answer) expect(result.answer).toMatch(answer)
      })
    }

    test("a client that stops reading its downloads holds one file, then is dropped and the file closed", async () => {
      await exchange(slow, get("/"))
      const before = openDescriptors(slow.pid)
      // More than the kernel's socket buffers hold, so the server is stuck in the middle of a file.
      const times = 20
      // Dropped one idle timeout after its last byte left, the checks' interval later at most
      // (Node's own timer alone let it stay up to two: dropWhenStalled).
      const stalledWithin = timeout + 2_500
      let stuck = 0
      let released = false
      const stalled = await stalledDownload(slow, asset, {
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
