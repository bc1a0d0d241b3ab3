import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { readSiteSettings } from "../app/config/settings"
import { sha256, SiteScripts } from "./trusted-scripts"
import { deployOriginsOf, toastStyles, writeHeaderFiles, writeHeaders } from "./write-headers"
import { elevenLabsVoice } from "../app/test/voice"

const sonner = ["toast-styles", "empty"]
const plain = { voice: { vendor: "none" }, leadWebhookUrl: null } as const
const page = "<main><h1>Process</h1></main>"
const pageWithForm = '<main><form novalidate class="grid"><input name="email"></form></main>'

describe("toastStyles", () => {
  it("allows the toast's styles only on a page with a form when nothing else can show a toast", () => {
    expect(toastStyles(pageWithForm, plain, sonner)).toEqual(sonner)
    expect(toastStyles(page, plain, sonner)).toEqual([])
    expect(
      toastStyles('<main><form id="blog-search" role="search"><input type="search"></form></main>', plain, sonner),
    ).toEqual([])
  })

  it("allows them on every page when lead delivery or the voice assistant can show one", () => {
    expect(toastStyles(page, { ...plain, leadWebhookUrl: "https://hooks.example.com/leads" }, sonner)).toEqual(sonner)
    const voice = elevenLabsVoice
    expect(toastStyles(page, { ...plain, voice }, sonner)).toEqual(sonner)
  })
})

describe("deployOriginsOf", () => {
  it("takes the addresses each static host gives the deploy it builds, https only", () => {
    expect(deployOriginsOf({})).toEqual([])
    expect(deployOriginsOf({ CF_PAGES_URL: "https://fd63f3b0.kinetic.pages.dev" })).toEqual([
      "https://fd63f3b0.kinetic.pages.dev",
    ])
    expect(
      deployOriginsOf({
        DEPLOY_PRIME_URL: "https://deploy-preview-42--kinetic.netlify.app",
        DEPLOY_URL: "https://6543a1b2--kinetic.netlify.app/",
      }),
    ).toEqual(["https://deploy-preview-42--kinetic.netlify.app", "https://6543a1b2--kinetic.netlify.app"])
    // Vercel gives host names.
    expect(deployOriginsOf({ VERCEL_URL: "kinetic-a1b2c3.vercel.app", VERCEL_BRANCH_URL: " " })).toEqual([
      "https://kinetic-a1b2c3.vercel.app",
    ])
    expect(deployOriginsOf({ CF_PAGES_URL: "http://plain.example", DEPLOY_URL: "https://" })).toEqual([])
  })
})

describe("writeHeaders", () => {
  let buildDir: string
  const clientDir = () => path.join(buildDir, "client")
  const site = readSiteSettings({})
  const writePage = async (file: string, html: string) => {
    await mkdir(path.dirname(path.join(clientDir(), file)), { recursive: true })
    await writeFile(path.join(clientDir(), file), html)
  }
  const policies = async () => {
    const { rules } = JSON.parse(await readFile(path.join(buildDir, "headers.json"), "utf8")) as {
      rules: { pattern: string; headers: Record<string, string> }[]
    }
    return (pattern: string) => rules.find((rule) => rule.pattern === pattern)?.headers["Content-Security-Policy"]
  }

  beforeEach(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), "write-headers-"))
  })
  afterEach(async () => {
    await rm(buildDir, { recursive: true, force: true })
  })

  it("allows each page the site's own inline scripts on it, and nothing else", async () => {
    const scripts = new SiteScripts()
    scripts.add("start()", "app/start/body-start.ts")
    scripts.add("unused()", "app/start/head-start.ts")
    await writePage(
      "index.html",
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><script>start()</script><main></main></body></html>',
    )
    await writePage(
      "404.html",
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main><p>Not found</p></main></body></html>',
    )
    await writeHeaders(clientDir(), site, scripts)
    const policyOf = await policies()
    // The servers fill in the origin each request was sent to (nginx's map, npm start's `originOf`).
    expect(policyOf("^/$")).toContain(`script-src $agency_origin/assets/ 'sha256-${sha256("start()")}';`)
    expect(policyOf("^/404\\.html$")).toContain("script-src $agency_origin/assets/;")
  })

  it("gives each page its own styles in a <meta> policy, and static hosts one header policy that does not grow with pages", async () => {
    const scripts = new SiteScripts()
    scripts.add("start()", "app/start/body-start.ts")
    const styled = (css: string) =>
      `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><style>${css}</style></head><body><script>start()</script><main></main></body></html>`
    await writePage("index.html", styled("a{color:red}"))
    await writePage("blog/a-post.html", styled("p{margin:0}"))
    await writePage("404.html", styled("h1{margin:0}"))
    await writeHeaders(clientDir(), site, scripts)
    const home = await readFile(path.join(clientDir(), "index.html"), "utf8")
    expect(home).toContain(
      `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="style-src 'self' 'sha256-${sha256("a{color:red}")}'"><style>`,
    )
    const headersFile = await readFile(path.join(clientDir(), "_headers"), "utf8")
    const hostPolicy = /^ {2}Content-Security-Policy: (.*)$/m.exec(headersFile)?.[1] ?? ""
    // A static host's file names the site's own URL: no request's origin is known to it.
    expect(hostPolicy).toContain(`script-src ${site.url}/assets/ 'sha256-${sha256("start()")}';`)
    expect(hostPolicy).toContain("style-src 'self' 'unsafe-inline';")
    expect(hostPolicy).not.toContain(sha256("p{margin:0}"))
    // nginx and npm start still send each page exactly its own policy.
    expect((await policies())("^/blog/a-post$")).toContain(`style-src 'self' 'sha256-${sha256("p{margin:0}")}';`)
  })

  it("names the site's bundles under the deploy's own addresses too in the static hosts' policy, not the servers'", async () => {
    const preview = "https://deploy-preview-42--kinetic.netlify.app"
    const page = { path: "/", file: "index.html", inline: { scripts: ["a"], styles: [] } }
    await mkdir(clientDir(), { recursive: true })
    await writeHeaderFiles(clientDir(), site, [page], "preview", [preview])
    const headersFile = await readFile(path.join(clientDir(), "_headers"), "utf8")
    expect(/^ {2}Content-Security-Policy: (.*)$/m.exec(headersFile)?.[1]).toContain(
      `script-src ${site.url}/assets/ ${preview}/assets/ 'sha256-a';`,
    )
    expect((await policies())("^/$")).toContain("script-src $agency_origin/assets/ 'sha256-a';")
  })

  it("stops at a page whose head does not start with its character set, where the style policy goes", async () => {
    await writePage("404.html", '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>')
    await writePage(
      "services.html",
      '<!DOCTYPE html><html><head><style>a{}</style><meta charset="utf-8"></head></html>',
    )
    await expect(writeHeaders(clientDir(), site, new SiteScripts())).rejects.toThrow(
      'services.html does not start its head with <meta charset="utf-8">, where its style policy goes',
    )
  })

  it("gives nginx the host name of the site's URL to answer, and no other", async () => {
    await writePage(
      "404.html",
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main></main></body></html>',
    )
    await writeHeaders(
      clientDir(),
      readSiteSettings({ VITE_SITE_URL: "https://agency.example.com" }),
      new SiteScripts(),
    )
    const names = await readFile(path.join(buildDir, "nginx", "server-names.conf"), "utf8")
    expect(names.split("\n").filter((line) => !line.startsWith("#"))).toEqual(["server_name agency.example.com;", ""])
  })

  it("stops at a page with a script the site did not write, naming the page and its file, and writes no headers", async () => {
    await writePage(
      "404.html",
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main></main></body></html>',
    )
    await writePage(
      "blog/speed-to-lead-automation.html",
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main><p>Hi</p><script>alert(1)</script></main></body></html>',
    )
    await expect(writeHeaders(clientDir(), site, new SiteScripts())).rejects.toThrow(
      "The page /blog/speed-to-lead-automation has an inline script the site did not write (from app/content/blog/speed-to-lead-automation.md): <script>alert(1)</script>. Remove it, or write it into the site's code.",
    )
    expect(existsSync(path.join(buildDir, "headers.json"))).toBe(false)
  })
})

describe("the blog's search in every host's headers", () => {
  let buildDir: string
  const clientDir = () => path.join(buildDir, "client")
  const site = readSiteSettings({})
  const html = (body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`
  const csp = (policy: string | undefined) =>
    new Map((policy ?? "").split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]))

  beforeEach(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), "search-headers-"))
    for (const file of ["index.html", "blog.html", "es/blog.html", "blog/a-post.html"]) {
      await mkdir(path.dirname(path.join(clientDir(), file)), { recursive: true })
      await writeFile(path.join(clientDir(), file), html("<main></main>"))
    }
    await writeHeaders(clientDir(), site, new SiteScripts())
  })
  afterEach(async () => {
    await rm(buildDir, { recursive: true, force: true })
  })

  it("allows WebAssembly and Pagefind's worker on the search pages alone, for nginx and npm start", async () => {
    const { rules } = JSON.parse(await readFile(path.join(buildDir, "headers.json"), "utf8")) as {
      rules: { pattern: string; headers: Record<string, string> }[]
    }
    const policyOf = (pattern: string) =>
      csp(rules.find((rule) => rule.pattern === pattern)?.headers["Content-Security-Policy"])
    for (const search of ["^/blog$", "^/es/blog$"]) {
      expect(policyOf(search).get("script-src")).toContain("'wasm-unsafe-eval'")
      expect(policyOf(search).get("worker-src")).toEqual(["$agency_origin/pagefind/", "$agency_origin/es/pagefind/"])
      expect(policyOf(search).get("form-action")).toEqual(["'none'"])
    }
    for (const other of ["^/$", "^/blog/a-post$"]) {
      expect(policyOf(other).get("script-src")).not.toContain("'wasm-unsafe-eval'")
      expect(policyOf(other).has("worker-src")).toBe(false)
      expect(policyOf(other).get("form-action")).toEqual(["'none'"])
    }
    const nginx = await readFile(path.join(buildDir, "nginx", "csp-map.conf"), "utf8")
    expect(nginx).toMatch(/^"\/blog\.html" ".*'wasm-unsafe-eval'.*";$/m)
    expect(nginx).toMatch(/^"\/es\/blog\.html" ".*'wasm-unsafe-eval'.*";$/m)
    expect(nginx).toMatch(/^"\/index\.html" "(?:(?!wasm).)*";$/m)
    for (const folder of ["/pagefind/", "/es/pagefind/"]) {
      const index = csp(rules.find((rule) => rule.pattern === `^${folder}`)?.headers["Content-Security-Policy"])
      expect(index.get("script-src")).toEqual(["'wasm-unsafe-eval'"])
      expect(index.get("connect-src")).toEqual(["'self'"])
      expect(nginx).toContain(`"~^${folder}" "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self';`)
    }
  })

  it("gives each search page and index folder exactly one policy on Cloudflare Pages and Vercel", async () => {
    const headers = await readFile(path.join(clientDir(), "_headers"), "utf8")
    for (const rule of ["/blog", "/es/blog", "/pagefind/*", "/es/pagefind/*"]) {
      const block = headers.split(/\n(?=\/)/).find((text) => text.startsWith(`${rule}\n`)) ?? ""
      expect(block).toContain("  ! Content-Security-Policy\n")
      expect(block).toMatch(/ {2}Content-Security-Policy: .*'wasm-unsafe-eval'/)
    }
    const everyPage = headers.split(/\n(?=\/)/).find((text) => text.startsWith("/*\n")) ?? ""
    expect(everyPage).toContain("Content-Security-Policy: ")
    expect(everyPage).not.toContain("wasm")

    const vercel = JSON.parse(await readFile(path.join(buildDir, "vercel.json"), "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const policiesFor = (address: string) =>
      vercel.headers
        .filter((rule) => new RegExp(`^${rule.source.replace(/\(\.\*\)$/, ".*")}$`).test(address))
        .flatMap((rule) =>
          rule.headers.filter((header) => header.key === "Content-Security-Policy").map((header) => header.value),
        )
    for (const address of ["/blog", "/es/blog", "/pagefind/pagefind-worker.js", "/es/pagefind/wasm.es.pagefind"]) {
      expect(policiesFor(address)).toHaveLength(1)
      expect(policiesFor(address)[0]).toContain("'wasm-unsafe-eval'")
    }
    for (const address of ["/", "/blog/a-post", "/blogs", "/es/blog/page/2"]) {
      expect(policiesFor(address)).toHaveLength(1)
      expect(policiesFor(address)[0]).not.toContain("wasm")
    }
  })
})
