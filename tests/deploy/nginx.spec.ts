import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { notFoundPage } from "virtual:content/notFoundPage"
import { everyPage, notFound } from "../e2e/support/routes"
import { expectAnswer } from "./support/answers"
import { hostileRequests, leaks, redirectOrigin } from "./support/hostile-requests"
import {
  httpEndpoint,
  httpOrigin,
  httpsEndpoint,
  httpsOrigin,
  rawRequest,
  serverNames,
  type RawResponse,
} from "./support/nginx"
import {
  cutOffDownload,
  eventually,
  exchange,
  handshake,
  openDescriptors,
  requestText,
  trickle,
  type RawAnswer,
} from "./support/raw-http"
import { adminContentSecurityPolicy } from "../../pipeline/security-headers"
import { searchPagePaths } from "../../pipeline/search-index"
import {
  cacheControlFor,
  directivesOf,
  expectedSecurityHeaders,
  hostileHosts,
  inlineCodeHashes,
  scriptAddresses,
} from "./support/policy"

/** The Spanish 404 screen's heading. */
const spanishNotFound = notFoundPage.es.title
import { expectSecurityTxt, otherWellKnownPaths, placeAcmeToken } from "./support/well-known"

// In order, in one worker, so the status table below covers the whole file.
test.describe.configure({ mode: "default" })

/** Every status the tests saw, printed at the end as the server's status table (0: no answer). */
const statusTable: { request: string; status: number | string }[] = []

async function send(label: string, target: string, options?: Parameters<typeof rawRequest>[1]): Promise<RawResponse> {
  const response = await rawRequest(target, options)
  statusTable.push({ request: label, status: response.status })
  expectEveryHeader(label, response)
  return response
}

/** Every response, whatever its status, carries every header of the policy. */
function expectEveryHeader(label: string, response: RawResponse | RawAnswer) {
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
const largestScriptBytes = readFileSync(`build/client/assets/${largestScript}`)

test.afterAll(() => {
  console.log(
    [
      "nginx status table (--- = no answer):",
      ...statusTable.map(({ request, status }) => `  ${String(status || "---").padStart(3)}  ${request}`),
    ].join("\n"),
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
      expect(String(response.headers["content-security-policy"])).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
      // WebAssembly (Pagefind's) only where the blog's search is (docs/decisions/030-search.md).
      expect(policy.get("script-src")?.includes("'wasm-unsafe-eval'"), "WebAssembly allowed").toBe(
        searchPagePaths().includes(page.path),
      )
    })

    if (page.path !== "/") {
      test(`${page.path}/ redirects to the canonical ${page.path}`, async () => {
        const response = await send(`GET ${page.path}/`, `${page.path}/?utm_source=test`)
        expect(response.status).toBe(301)
        expect(response.headers.location).toBe(`${page.path}?utm_source=test`)
        const file = await send(`GET ${page.path}.html`, `${page.path}.html?utm_source=test`)
        expect(file.status).toBe(301)
        expect(file.headers.location).toBe(`${page.path}?utm_source=test`)
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

test("/llms.txt, /llms-full.txt and each page's Markdown version are served as text", async () => {
  for (const target of ["/llms.txt", "/llms-full.txt"]) {
    const llms = await send(`GET ${target}`, target)
    expect(llms.status, target).toBe(200)
    expect(llms.headers["content-type"], target).toBe("text/plain; charset=utf-8")
    expect(llms.body.toString("utf8"), target).toMatch(/^# /)
  }
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

test("unknown addresses under /es get the Spanish 404 screen; the Spanish pages, their Markdown and nothing hidden are served", async () => {
  for (const target of ["/es/no-existe", "/es/services/no-existe", "/es/404", "/es/404.html"]) {
    const response = await send(`GET ${target}`, target)
    expect(response.status, target).toBe(404)
    expect(response.body.toString("utf8"), target).toContain(spanishNotFound)
    expect(response.body.toString("utf8"), target).toContain('<html lang="es-US"')
  }
  // An English address that only starts with the same letters is English.
  expect((await send("GET /escalation", "/escalation")).body.toString("utf8")).toContain(notFound.h1)
  expect((await send("GET /es", "/es")).status).toBe(200)
  expect((await send("GET /es/", "/es/")).headers.location).toBe("/es")
  const markdown = await send("GET /es/services.md", "/es/services.md")
  expect(markdown.status).toBe(200)
  expect(markdown.headers["content-type"]).toBe("text/markdown; charset=utf-8")
  for (const hidden of ["/es.html.br", "/es/services.html.gz", "/es/.hidden"])
    expect((await send(`GET ${hidden}`, hidden)).status, hidden).toBe(404)
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
    // And over plain HTTP, where certbot asks before there is a certificate.
    const overHttp = await send(`GET http://…${acme.target}`, acme.target, { origin: httpOrigin })
    expect(overHttp.status).toBe(200)
    expect(overHttp.headers["content-type"]).toBe("text/plain")
    expect(overHttp.body.toString("utf8")).toBe(acme.content)
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

test.describe("hostile requests (tests/deploy/support/hostile-requests.ts)", () => {
  const file = { path: `/assets/${largestScript}`, bytes: largestScriptBytes }
  for (const row of hostileRequests({ path: file.path, size: file.bytes.length })) {
    test(row.label, async () => {
      const { method, target, host, headers, body } = row
      const request = requestText({ method, target, host, headers, body })
      const expected = row.nginx ?? row.expected

      const answer = await exchange(httpsEndpoint(), request)
      statusTable.push({ request: row.label, status: answer.status })
      if (expected.kind !== "closed") {
        expect(answer.status, "an answer").toBeGreaterThan(0)
        expectEveryHeader(row.label, answer)
      }
      expect(answer.status, "no 5xx").toBeLessThan(500)
      const location = answer.headers.location
      if (location !== undefined) expect(redirectOrigin(location, httpsOrigin), location).toBe(httpsOrigin)
      expect(leaks(answer.body.toString("utf8"))).toEqual([])
      expectAnswer(answer, expected, file)

      // On port 80 the same request is sent to HTTPS as it was written, or refused: never elsewhere.
      const plain = await exchange(httpEndpoint, request)
      statusTable.push({ request: `${row.label} (port 80)`, status: plain.status })
      expect(plain.status, "no 5xx on port 80").toBeLessThan(500)
      if (expected.kind === "closed") {
        expect(plain.status, "no answer on port 80").toBe(0)
      } else if (plain.status === 301) {
        expect(plain.headers.location).toBe(`${httpsOrigin}${target}`)
        expectEveryHeader(`${row.label} (port 80)`, plain)
      } else {
        expect(plain.status, "refused on port 80").toBeGreaterThanOrEqual(400)
      }
      expect(leaks(plain.body.toString("utf8"))).toEqual([])

      const home = await exchange(httpsEndpoint(), requestText({ target: "/" }))
      expect(home.status, "GET / afterwards").toBe(200)
    })
  }
})

test.describe("host names: only the site's are answered", () => {
  const services = everyPage.find((page) => page.path === "/services")

  test("on port 80, any other name, or none, gets no answer", async () => {
    const [, siteName] = serverNames()
    for (const name of ["evil.example", "127.0.0.1", `${siteName}.evil.example`, `evil.${siteName}`]) {
      const answer = await exchange(httpEndpoint, requestText({ target: "/services/", host: name }))
      statusTable.push({ request: `GET http://…/services/ (Host: ${name})`, status: answer.status })
      expect(answer.status, name).toBe(0)
    }
    const noHost = await exchange(httpEndpoint, "GET /services/ HTTP/1.0\r\n\r\n")
    statusTable.push({ request: "GET http://…/services/ (HTTP/1.0, no Host)", status: noHost.status })
    expect(noHost.status).toBe(0)
  })

  test("on port 80, the site's names go to HTTPS on the server's first name, never on the Host sent", async () => {
    const [firstName = "", siteName = ""] = serverNames()
    for (const name of [firstName, siteName, `${siteName.toUpperCase()}.`]) {
      const answer = await exchange(httpEndpoint, requestText({ target: "/services/?utm_source=x", host: name }))
      statusTable.push({ request: `GET http://…/services/?utm_source=x (Host: ${name})`, status: answer.status })
      expect(answer.status, name).toBe(301)
      expect(answer.headers.location, name).toBe(`https://${firstName}/services/?utm_source=x`)
    }
  })

  test("over HTTPS, the handshake is refused for any other name, and for none (an address)", async () => {
    const [, siteName] = serverNames()
    for (const name of ["evil.example", `${siteName}.evil.example`, null]) {
      const outcome = await handshake(httpsEndpoint(name))
      const refused = /unrecognized name/.test(outcome)
      statusTable.push({ request: `TLS handshake naming ${name ?? "nothing"}`, status: refused ? "ok" : "ACCEPTED" })
      expect(outcome, name ?? "no name").toMatch(/unrecognized name/)
    }
  })

  test("over HTTPS, another Host after the site's handshake gets no answer", async () => {
    const answer = await exchange(httpsEndpoint(), requestText({ target: "/services", host: "evil.example" }))
    statusTable.push({
      request: "GET https://…/services (handshake: localhost, Host: evil.example)",
      status: answer.status,
    })
    expect(answer.status).toBe(0)
  })

  test("a page's policy names the site's folders under the name and port asked for, never under another Host", async () => {
    const policyAt = async (hostHeader: string) => {
      const answer = await exchange(httpsEndpoint(), requestText({ target: "/contact", host: hostHeader }))
      statusTable.push({
        request: `GET https://…/contact (handshake: localhost, Host: ${hostHeader})`,
        status: answer.status,
      })
      return { status: answer.status, policy: String(answer.headers["content-security-policy"] ?? "") }
    }
    // The site's names, as a browser writes them: the origin it is on.
    for (const [hostHeader, origin] of [
      ["localhost", "https://localhost"],
      ["localhost:8443", "https://localhost:8443"],
    ] as const)
      expect(scriptAddresses((await policyAt(hostHeader)).policy), hostHeader).toEqual([`${origin}/assets/`])
    // Anything else after the name: the server's own name, or no answer at all.
    for (const hostHeader of hostileHosts) {
      const { status, policy } = await policyAt(hostHeader)
      if (status === 0 || status === 400) continue
      expect(status, hostHeader).toBe(200)
      expect(scriptAddresses(policy), hostHeader).toEqual(["https://localhost/assets/"])
      expect(policy, hostHeader).not.toMatch(/evil|\*/)
    }
  })

  test("over HTTPS, the site's own name is served", async () => {
    const [, siteName = ""] = serverNames()
    const answer = await exchange(httpsEndpoint(siteName), requestText({ target: "/services", host: siteName }))
    statusTable.push({ request: `GET https://${siteName}/services`, status: answer.status })
    expect(answer.status).toBe(200)
    expectEveryHeader(`GET https://${siteName}/services`, answer)
    expect(answer.body.toString("utf8")).toContain(`>${services?.h1}<`)
  })
})

test.describe("resources", () => {
  /** The descriptors nginx's workers hold open: their sockets and the files they are sending. */
  function workerDescriptors(): number {
    const master = readFileSync(".cache/nginx/nginx.pid", "utf8").trim()
    const workers = readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim().split(/\s+/)
    return workers.reduce((sum, pid) => sum + openDescriptors(Number(pid)), 0)
  }

  test("50 downloads cut off after their first bytes leave no file open", async () => {
    const target = `/assets/${largestScript}`
    await exchange(httpsEndpoint(), requestText({ target: "/" }))
    const before = workerDescriptors()
    for (let i = 0; i < 50; i += 1) await cutOffDownload(httpsEndpoint(), target)
    const settled = await eventually(() => workerDescriptors() <= before, 5_000)
    const after = workerDescriptors()
    statusTable.push({
      request: `50 cut-off downloads over HTTPS (worker descriptors ${before} -> ${after})`,
      status: settled ? "ok" : "LEAK",
    })
    expect(settled, `open descriptors before: ${before}, after: ${after}`).toBe(true)
    expect((await exchange(httpsEndpoint(), requestText({ target: "/" }))).status).toBe(200)
  })

  test("the timeouts are set in the shipped config, none longer than 30 s", () => {
    const config = readFileSync("deploy/nginx/site.conf", "utf8")
    for (const name of [
      "client_header_timeout",
      "client_body_timeout",
      "send_timeout",
      "keepalive_timeout",
      "lingering_time",
    ]) {
      const seconds = Number(new RegExp(`^${name} (\\d+)s;$`, "m").exec(config)?.[1])
      expect(seconds, name).toBeGreaterThan(0)
      expect(seconds, name).toBeLessThanOrEqual(30)
    }
  })

  test("slow clients are dropped within 30 s, by the shipped timeouts", async () => {
    test.setTimeout(60_000)
    const header = { first: "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", rest: "a" }
    const silent = { interval: 60_000 }
    const clients = [
      { client: "1 header byte/s over HTTPS", endpoint: httpsEndpoint(), send: header },
      { client: "1 header byte/s on port 80", endpoint: httpEndpoint, send: header },
      { client: "silent connection to port 443, no handshake", endpoint: { port: 443 }, send: silent },
      { client: "silent connection over HTTPS, after the handshake", endpoint: httpsEndpoint(), send: silent },
      { client: "silent connection on port 80", endpoint: httpEndpoint, send: silent },
      {
        client: "1 body byte/s over HTTPS (after the 405)",
        endpoint: httpsEndpoint(),
        send: { first: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n", rest: "a" },
      },
    ]
    // All at once: each is dropped by its own timeout, so together they take as long as the longest.
    const results = await Promise.all(
      clients.map(({ endpoint, send }) => trickle(endpoint, { ...send, limit: 40_000 })),
    )
    clients.forEach(({ client }, index) => {
      const result = results[index]
      statusTable.push({
        request: `${client}: dropped after ${((result?.openFor ?? 0) / 1000).toFixed(1)} s`,
        status: result?.closedByServer ? "ok" : "KEPT",
      })
      expect(result?.closedByServer, client).toBe(true)
      expect(result?.openFor, client).toBeLessThanOrEqual(30_000)
    })
  })
})

test("the Docker image lays out the files as these tests serve them", () => {
  const dockerfile = readFileSync("deploy/nginx/Dockerfile", "utf8")
  const image = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "))
  // Debian's nginx and brotli modules, the packages scripts/install-system-deps.sh installs here.
  expect(image).toMatch(/^FROM debian:[a-z]+-slim$/m)
  const installed = /apt-get install([^&]*)/.exec(image)?.[1]?.split(/[\s\\]+/) ?? []
  for (const name of ["nginx", "libnginx-mod-http-brotli-filter", "libnginx-mod-http-brotli-static"]) {
    expect(installed, name).toContain(name)
  }
  // The shipped files, at the paths nginx.conf and site.conf name: the ones nginx-local.mjs replaces.
  const copies = [...image.matchAll(/^COPY (?:--from=build )?(\S+) (\S+)$/gm)].map(([, from, to]) => `${from} ${to}`)
  expect(copies).toEqual([
    "deploy/nginx/nginx.conf /etc/nginx/nginx.conf",
    "deploy/nginx/site.conf /etc/nginx/conf.d/site.conf",
    "/site/build/nginx/ /etc/nginx/site/",
    "/site/build/client/ /usr/share/nginx/html/",
  ])
  const main = readFileSync("deploy/nginx/nginx.conf", "utf8")
  expect(main).toContain("include /etc/nginx/conf.d/*.conf;")
  // Where Debian's module packages load themselves.
  expect(main).toContain("include /etc/nginx/modules-enabled/*.conf;")
  const site = readFileSync("deploy/nginx/site.conf", "utf8")
  expect(site).toContain("root /usr/share/nginx/html;")
  expect(site).toContain("include /etc/nginx/site/server-names.conf;")
  expect(site).toContain("include /etc/nginx/site/brotli*.conf;")
  // The image turns brotli on as nginx-local.mjs does here, where the tests load the same modules.
  const brotli = readFileSync(".cache/nginx/site/brotli.conf", "utf8").trim()
  expect(image).toContain(`RUN echo "${brotli}" > /etc/nginx/site/brotli.conf`)
  expect(readFileSync(".cache/nginx/nginx.conf", "utf8")).toMatch(
    /^load_module \S+ngx_http_brotli_static_module\.so;$/m,
  )
  // And nothing of production's layout is left in the configs the tests ran.
  for (const file of [".cache/nginx/nginx.conf", ".cache/nginx/site.conf"]) {
    const directives = readFileSync(file, "utf8").replace(/^\s*#.*$/gm, "")
    expect(directives, file).not.toMatch(/\/etc\/nginx\/(site|tls|conf\.d|modules-enabled)\/|\/usr\/share\/nginx\//)
  }
})
