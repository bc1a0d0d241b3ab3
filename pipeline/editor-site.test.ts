import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contentEditorUrl, readSiteSettings } from "../app/config/settings"
import { servesEditorAtAdmin } from "./astro-integration"
import { editorOriginWarning, editorSiteHeaders, finishEditorSite } from "./editor-site"
import { adminContentSecurityPolicy, cacheControl } from "./security-headers"

const root = path.resolve(import.meta.dirname, "..")

describe("a build that serves the editor at /admin, on the site's origin", () => {
  it("warns when it is for the web, public or preview, naming the setting that moves the editor", () => {
    for (const kind of ["public", "preview"] as const) {
      const warning = editorOriginWarning(kind, { servesAdmin: true })
      expect(warning, kind).toContain("VITE_CMS_EDITOR_URL")
      expect(warning, kind).toContain("npm run build:editor")
    }
  })

  it("says nothing for the example build, or when the editor is a site of its own", () => {
    expect(editorOriginWarning("example", { servesAdmin: true })).toBeNull()
    expect(editorOriginWarning("public", { servesAdmin: false })).toBeNull()
  })
})

describe("VITE_CMS_EDITOR_URL", () => {
  const site = { VITE_SITE_URL: "https://www.example.com" }

  it("is empty by default: the site serves the editor at /admin", () => {
    expect(contentEditorUrl({})).toBeNull()
    expect(servesEditorAtAdmin("build", { contentEditor: true, editorUrl: null })).toBe(true)
  })

  it("takes the editor off the site's build when it names an origin of its own, but not off the dev server", () => {
    const env = { ...site, VITE_CMS_EDITOR_URL: "https://admin.example.com/" }
    expect(() => readSiteSettings(env)).not.toThrow()
    const editorUrl = contentEditorUrl(env)
    expect(editorUrl).toBe("https://admin.example.com")
    expect(servesEditorAtAdmin("build", { contentEditor: true, editorUrl })).toBe(false)
    expect(servesEditorAtAdmin("dev", { contentEditor: true, editorUrl })).toBe(true)
    expect(servesEditorAtAdmin("build", { contentEditor: false, editorUrl: null })).toBe(false)
  })

  it("is never left in what the pages' code carries", () => {
    const settings = readSiteSettings({ ...site, VITE_CMS_EDITOR_URL: "https://admin.example.com" })
    expect(JSON.stringify(settings)).not.toContain("admin.example.com")
  })

  it("must be set for the editor's own build, which stops before it starts without it", { timeout: 60_000 }, () => {
    const astro = path.join(root, "node_modules/astro/bin/astro.mjs")
    const result = spawnSync(process.execPath, [astro, "build", "--config", "astro.editor.config.ts"], {
      cwd: root,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        BUILD_DIRECTORY: "build-editor-check",
        VITE_CMS_EDITOR_URL: "",
      },
      encoding: "utf8",
      timeout: 60_000,
    })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain("VITE_CMS_EDITOR_URL must be set to build the editor as a site of its own")
    expect(existsSync(path.join(root, "build-editor-check"))).toBe(false)
  })

  it.each([
    ["http://admin.example.com", "must be an https origin such as https://admin.example.com, without a path"],
    ["https://www.example.com/admin", "must be an https origin such as https://admin.example.com, without a path"],
    ["https://www.example.com", "must be another origin than the site's (VITE_SITE_URL)"],
  ])("stops the build for %s, naming the variable", (value, message) => {
    expect(() => readSiteSettings({ ...site, VITE_CMS_EDITOR_URL: value })).toThrow(`VITE_CMS_EDITOR_URL ${message}`)
  })
})

describe("the editor as a site of its own", () => {
  let buildDir: string
  let clientDir: string
  const read = (file: string) => readFileSync(path.join(buildDir, file), "utf8")
  const editorPolicy = adminContentSecurityPolicy()

  beforeAll(async () => {
    // What Astro writes before the step runs: the editor's page at / and its code in assets/.
    buildDir = mkdtempSync(path.join(tmpdir(), "editor-site-"))
    clientDir = path.join(buildDir, "client")
    await mkdir(path.join(clientDir, "assets"), { recursive: true })
    writeFileSync(path.join(clientDir, "index.html"), '<!doctype html><script src="/assets/editor.js"></script>')
    writeFileSync(path.join(clientDir, "assets", "editor.js"), "console.log('editor')\n".repeat(200))
    await finishEditorSite(clientDir)
  })

  afterAll(() => rmSync(buildDir, { recursive: true, force: true }))

  it("sends the editor's policy and the security headers on every response", () => {
    const headers = editorSiteHeaders()
    expect(headers["Content-Security-Policy"]).toBe(editorPolicy)
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self';")
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains")
    expect(headers["Permissions-Policy"]).toContain("microphone=()")
  })

  it("answers unknown addresses with a page of its own, and keeps search engines out", () => {
    expect(read("client/404.html")).toContain("<title>Not found</title>")
    expect(read("client/404.html")).not.toContain("<script")
    expect(read("client/robots.txt")).toBe("User-agent: *\nDisallow: /\n")
  })

  it("writes the headers for npm start, Netlify and Cloudflare Pages, Vercel, nginx and CloudFront", () => {
    const { rules } = JSON.parse(read("headers.json")) as {
      rules: { pattern: string; headers: Record<string, string> }[]
    }
    expect(rules).toEqual([
      { pattern: ".*", headers: { ...editorSiteHeaders(), "Cache-Control": cacheControl.revalidate } },
      { pattern: "^/assets/", headers: { "Cache-Control": cacheControl.immutable } },
    ])
    expect(read("client/_headers")).toContain(`/*\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n`)
    expect(read("client/_headers")).toContain(`  Content-Security-Policy: ${editorPolicy}\n`)
    expect(read("client/_headers")).not.toContain("! Content-Security-Policy")
    const vercel = JSON.parse(read("vercel.json")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    expect(vercel.headers.map((rule) => rule.source)).toEqual(["/(.*)", "/assets/(.*)"])
    expect(vercel.headers[0]?.headers).toContainEqual({ key: "Content-Security-Policy", value: editorPolicy })
    expect(read("nginx/security-headers.conf")).toContain(
      `add_header Content-Security-Policy "${editorPolicy}" always;`,
    )
    expect(read("nginx/security-headers.conf")).toContain("add_header Cache-Control $editor_cache_control always;")
    expect(read("nginx/cache-map.conf")).toContain(`~^/assets/ "${cacheControl.immutable}";`)
    const cloudFront = JSON.parse(read("cloudfront/response-headers-policy.json")) as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } }
    }
    expect(cloudFront.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(editorPolicy)
  })

  it("compresses its files ahead", () => {
    for (const file of ["index.html", "404.html", "assets/editor.js"]) {
      expect(existsSync(path.join(clientDir, `${file}.br`)), file).toBe(true)
      expect(existsSync(path.join(clientDir, `${file}.gz`)), file).toBe(true)
    }
  })
})
