import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { everyPage, notFound } from "../e2e/support/routes"
import { httpOrigin, httpsOrigin, rawRequest, type RawResponse } from "./support/nginx"
import { adminContentSecurityPolicy } from "../../scripts/build/security-headers"
import { cacheControlFor, directivesOf, expectedSecurityHeaders, inlineCodeHashes } from "./support/policy"
import { expectSecurityTxt, otherWellKnownPaths, placeAcmeToken } from "./support/well-known"

// In order, in one worker, so the status table below covers the whole file.
test.describe.configure({ mode: "default" })

/** Every status the tests saw, printed at the end as the server's status table. */
const statusTable: { request: string; status: number }[] = []

async function send(label: string, target: string, options?: Parameters<typeof rawRequest>[1]): Promise<RawResponse> {
  const response = await rawRequest(target, options)
  statusTable.push({ request: label, status: response.status })
  expectEveryHeader(label, response)
  return response
}

/** Every response, whatever its status, carries every header of the policy. */
function expectEveryHeader(label: string, response: RawResponse) {
  for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
    expect(response.headers[name.toLowerCase()], `${name} on ${label}`).toBe(value)
  }
  const policy = directivesOf(String(response.headers["content-security-policy"] ?? ""))
  expect(policy.get("default-src"), `Content-Security-Policy on ${label}`).toEqual(["'none'"])
  expect(response.headers["cache-control"], `Cache-Control on ${label}`).toBeTruthy()
}

const largestScript = readdirSync("build/client/assets")
  .filter((file) => file.endsWith(".js"))
  .map((file) => ({ file, size: readFileSync(path.join("build/client/assets", file)).length }))
  .sort((a, b) => b.size - a.size)[0]?.file

test.afterAll(() => {
  console.log(
    ["nginx status table:", ...statusTable.map(({ request, status }) => `  ${status}  ${request}`)].join("\n"),
  )
})

test.describe("every page", () => {
  for (const page of everyPage) {
    test(`${page.path} answers 200 with its own policy, revalidated`, async () => {
      const response = await send(`GET ${page.path}`, page.path)
      expect(response.status).toBe(200)
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(response.headers["cache-control"]).toBe(cacheControlFor(page.path))
      const html = response.body.toString("utf8")
      expect(html).toContain(`>${page.h1.replace(/'/g, "&#x27;")}<`)
      // The policy allows exactly what the page runs inline, and never anything unsafe.
      const policy = directivesOf(String(response.headers["content-security-policy"]))
      const inline = inlineCodeHashes(html)
      expect(inline.scripts.length).toBeGreaterThan(0)
      for (const hash of inline.scripts) expect(policy.get("script-src")).toContain(hash)
      for (const hash of inline.styles) expect(policy.get("style-src")).toContain(hash)
      expect(String(response.headers["content-security-policy"])).not.toMatch(/unsafe-inline|unsafe-eval/)
    })

    if (page.path !== "/") {
      test(`${page.path}/ redirects to the canonical ${page.path}`, async () => {
        const response = await send(`GET ${page.path}/`, `${page.path}/?utm_source=test`)
        expect(response.status).toBe(301)
        expect(response.headers.location).toBe(`${page.path}?utm_source=test`)
        const indexFile = await send(`GET ${page.path}/index.html`, `${page.path}/index.html`)
        expect(indexFile.status).toBe(301)
        expect(indexFile.headers.location).toBe(page.path)
      })
    }
  }
})

test("the content editor gets its own policy, and only it", async () => {
  const response = await send("GET /admin", "/admin")
  expect(response.status).toBe(200)
  expect(response.headers["content-security-policy"]).toBe(adminContentSecurityPolicy())
  expect(response.body.toString("utf8")).toContain('<meta name="robots" content="noindex, nofollow">')
  const home = await send("GET /", "/")
  expect(String(home.headers["content-security-policy"])).not.toMatch(/unsafe-inline/)
})

test("/llms.txt and each page's Markdown version are served as text", async () => {
  const llms = await send("GET /llms.txt", "/llms.txt")
  expect(llms.status).toBe(200)
  expect(llms.headers["content-type"]).toBe("text/plain; charset=utf-8")
  for (const target of ["/index.md", "/services.md", "/blog/speed-to-lead-automation.md"]) {
    const response = await send(`GET ${target}`, target)
    expect(response.status, target).toBe(200)
    expect(response.headers["content-type"], target).toBe("text/markdown; charset=utf-8")
    expect(response.headers["x-content-type-options"], target).toBe("nosniff")
    expect(response.body.toString("utf8"), target).toMatch(/^# /m)
  }
})

test("/index.html redirects to /", async () => {
  const response = await send("GET /index.html", "/index.html")
  expect(response.status).toBe(301)
  expect(response.headers.location).toBe("/")
})

test("HEAD answers like GET, without a body", async () => {
  const response = await send("HEAD /services", "/services", { method: "HEAD" })
  expect(response.status).toBe(200)
  expect(response.body.length).toBe(0)
})

test("plain HTTP redirects to HTTPS, with the headers too", async () => {
  const response = await send("GET http://…/services", "/services", { origin: httpOrigin })
  expect(response.status).toBe(301)
  expect(response.headers.location).toBe(`${httpsOrigin}/services`)
})

test("unknown addresses get the 404 screen with status 404", async () => {
  for (const target of ["/no-such-page", "/services/no-such-page", "/404", "/404.html", "/assets/missing.js"]) {
    const response = await send(`GET ${target}`, target)
    expect(response.status, target).toBe(404)
    expect(response.headers["content-type"], target).toBe("text/html; charset=utf-8")
    expect(response.body.toString("utf8"), target).toContain(notFound.h1)
  }
})

test("hidden files, source maps, precompressed twins and hostile paths are refused, never with a 5xx", async () => {
  const targets = [
    "/..%2f..%2fetc/passwd",
    "/../../etc/passwd",
    "/%00",
    "/index.html%00.txt",
    `/${"a".repeat(10_000)}`,
    "/.git/config",
    "/.env",
    "/.htaccess",
    `/assets/${largestScript}.map`,
    "/index.html.gz",
    "/index.html.br",
  ]
  for (const target of targets) {
    const response = await send(
      `GET ${target.length > 60 ? `${target.slice(0, 20)}… (${target.length} chars)` : target}`,
      target,
    )
    expect(response.status, target).toBeGreaterThanOrEqual(400)
    expect(response.status, target).toBeLessThan(500)
    // No line of /etc/passwd ("root:x:0:0:root:/root:/bin/bash"); the 404 page's stylesheet has ":root:".
    expect(response.body.toString("utf8"), target).not.toMatch(/^root:[^:\n]*:0:0:/m)
  }
})

test("no address redirects to another host: every Location is a path of this one", async () => {
  const targets = [
    "//evil.com/",
    "///evil.com/",
    "/%5Cevil.com/",
    "/%5C%5Cevil.com/",
    "/%5C/evil.com/",
    "/%2F%2Fevil.com/",
    "/%2F/evil.com/",
    "/%09/evil.com/",
    "/services/%5C%5Cevil.com/",
    "//evil.com/index.html",
    "/%5Cevil.com/index.html",
  ]
  for (const target of targets) {
    const response = await send(`GET ${target}`, target)
    expect(response.status, target).toBeLessThan(500)
    const location = response.headers.location
    if (location === undefined) continue
    // As a browser reads it: a backslash counts as a slash, so "/\\evil.com" is the host evil.com.
    expect(new URL(String(location), `${httpsOrigin}/services`).origin, `${target} -> ${location}`).toBe(httpsOrigin)
  }
})

test("/.well-known/ serves security.txt and ACME tokens, and nothing else", async () => {
  const security = await send("GET /.well-known/security.txt", "/.well-known/security.txt")
  expect(security.status).toBe(200)
  expect(security.headers["content-type"]).toBe("text/plain; charset=utf-8")
  expectSecurityTxt(security.body.toString("utf8"))
  const acme = placeAcmeToken()
  try {
    const token = await send(`GET ${acme.target}`, acme.target)
    expect(token.status).toBe(200)
    expect(token.body.toString("utf8")).toBe(acme.content)
  } finally {
    acme.remove()
  }
  for (const target of otherWellKnownPaths) {
    const response = await send(`GET ${target}`, target)
    expect(response.status, target).toBeGreaterThanOrEqual(400)
    expect(response.status, target).toBeLessThan(500)
  }
})

test("only GET and HEAD are allowed: anything else is 405 with Allow", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    const response = await send(`${method} /`, "/", { method })
    expect(response.status, method).toBe(405)
    expect(response.headers.allow, method).toBe("GET, HEAD")
  }
})

test("hashed assets are cached for a year; the rest is revalidated", async () => {
  const asset = await send(`GET /assets/${largestScript}`, `/assets/${largestScript}`)
  expect(asset.status).toBe(200)
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  for (const target of ["/sitemap.xml", "/robots.txt", "/favicon.ico", "/og/home.png"]) {
    const response = await send(`GET ${target}`, target)
    expect(response.status, target).toBe(200)
    expect(response.headers["cache-control"], target).toBe("no-cache")
  }
  expect((await rawRequest("/favicon.ico")).headers["content-type"]).toContain("image/x-icon")
})

test("the precompressed files are served to browsers that accept them", async () => {
  const hasBrotli = existsSync(".cache/nginx/site/brotli.conf")
  const target = `/assets/${largestScript}`
  const plain = await rawRequest(target)
  for (const [accept, encoding, file] of [
    ["gzip", "gzip", `build/client${target}.gz`],
    ...(hasBrotli ? [["br, gzip", "br", `build/client${target}.br`]] : []),
  ] as const) {
    const response = await send(`GET ${target} (${accept})`, target, { headers: { "Accept-Encoding": accept } })
    expect(response.headers["content-encoding"], accept).toBe(encoding)
    expect(response.headers.vary, accept).toContain("Accept-Encoding")
    expect(response.body.equals(readFileSync(file)), `${accept} body is the file made at build`).toBe(true)
    expect(response.body.length).toBeLessThan(plain.body.length)
  }
  const page = await send("GET / (gzip)", "/", { headers: { "Accept-Encoding": "gzip" } })
  expect(page.headers["content-encoding"]).toBe("gzip")
})
