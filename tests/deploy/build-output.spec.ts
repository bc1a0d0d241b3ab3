import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { getTransformedRoutes, type GetRoutesProps } from "@vercel/routing-utils"
import { FileSystemConfigLoader, HtmlValidate } from "html-validate"
import { pathOfFile } from "../../pipeline/built-pages"
import { searchIndexDirectory, searchPagePaths } from "../../pipeline/search-index"
import { adminContentSecurityPolicy, cacheControl, searchIndexPolicy } from "../../pipeline/security-headers"
import { locales } from "../../app/config/locales"
import { pages } from "../e2e/support/routes"
import { hostileRequests } from "./support/hostile-requests"
import {
  directivesOf,
  elementsOf,
  expectedSecurityHeaders,
  inlineCodeHashes,
  parsePage,
  scriptAddresses,
} from "./support/policy"
import { site as siteSettings } from "../e2e/support/site"

const clientDir = "build/client"
const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort()

test("every page of the sitemap is built, with the 404 page in each language and the content editor", () => {
  const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8")
  expect(htmlFiles).toHaveLength([...sitemap.matchAll(/<loc>/g)].length + 3)
  expect(htmlFiles).toContain("admin.html")
  expect(htmlFiles).toContain("404.html")
  expect(htmlFiles).toContain("es/404.html")
  expect(htmlFiles.length).toBeGreaterThan(pages.length + 1)
})

// A test a page: the time of each stays the same however many pages the content makes.
const validator = new HtmlValidate(new FileSystemConfigLoader())
for (const file of htmlFiles) {
  test(`${file} is valid HTML (html-validate, .htmlvalidate.mjs)`, async () => {
    const report = await validator.validateFile(path.join(clientDir, file))
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    )
    expect(messages, file).toEqual([])
  })
}

/** The site's pages (not the editor), each with its HTML. */
const sitePages = htmlFiles
  .filter((file) => file !== "admin.html")
  .map((file) => ({ file, html: readFileSync(path.join(clientDir, file), "utf8") }))

/**
 * The inline code of every page, whose scripts a host with one policy for all pages must allow: read once, when a
 * test first asks for it.
 */
let everyInlineHash: ReturnType<typeof inlineCodeHashes>[] | undefined
const inlineHashesOfEveryPage = () => (everyInlineHash ??= sitePages.map((page) => inlineCodeHashes(page.html)))

/** A `_headers` file as path blocks: "/*" → { header: value }. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue
    if (!/^\s/.test(line)) {
      current = {}
      blocks.set(line.trim(), current)
    } else if (current) {
      const [name, ...value] = line.trim().split(":")
      current[name ?? ""] = value.join(":").trim()
    }
  }
  return blocks
}

function expectPolicyFromTheSource(headers: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(expectedSecurityHeaders))
    expect(headers[name], `${name} in ${where}`).toBe(value)
  const policy = directivesOf(headers["Content-Security-Policy"] ?? "")
  expect(policy.get("default-src"), where).toEqual(["'none'"])
  for (const page of inlineHashesOfEveryPage()) {
    for (const hash of page.scripts) expect(policy.get("script-src"), where).toContain(hash)
  }
  expect(policy.get("script-src")?.join(" "), where).not.toMatch(/unsafe/)
  // Scripts by address only from the bundles' folder, named under the site's URL: never the whole
  // site ('self'), which would run a file uploaded to the content editor's media folder.
  expect(scriptAddresses(headers["Content-Security-Policy"] ?? ""), where).toEqual([
    `${new URL(siteSettings.url).origin}/assets/`,
  ])
  expect(policy.get("script-src"), where).not.toContain("'self'")
  expect(policy.get("frame-ancestors"), where).toEqual(["'none'"])
  // Styles are narrowed by each page's own policy in its <meta> (the next test): a browser enforces both.
  expect(policy.get("style-src"), where).toEqual(["'self'", "'unsafe-inline'"])
  expect(headers["Content-Security-Policy"], where).not.toMatch(/unsafe-eval/)
}

test("every page allows exactly its own style elements, in a <meta> policy before anything it governs", () => {
  expect(sitePages.length).toBeGreaterThan(pages.length)
  for (const page of sitePages) {
    const tree = parsePage(page.html)
    const head = elementsOf(tree).find((element) => element.tagName === "head")
    const headElements = head ? head.children.filter((child) => child.type === "element") : []
    const metaAt = headElements.findIndex(
      (element) =>
        element.tagName === "meta" && String(element.properties.httpEquiv).toLowerCase() === "content-security-policy",
    )
    expect(metaAt, page.file).toBeGreaterThanOrEqual(0)
    expect(headElements[metaAt - 1]?.properties.charSet, page.file).toBe("utf-8")
    const policy = directivesOf(String(headElements[metaAt]?.properties.content ?? ""))
    expect([...policy.keys()], page.file).toEqual(["style-src"])
    expect(policy.get("style-src")?.[0], page.file).toBe("'self'")
    const styles = inlineCodeHashes(tree).styles
    expect(styles.length, page.file).toBeGreaterThan(0)
    for (const hash of styles) expect(policy.get("style-src"), page.file).toContain(hash)
    expect(policy.get("style-src")?.join(" "), page.file).not.toMatch(/unsafe/)
  }
})

/** The blog's search: the pages that carry it and its index's folders (docs/decisions/030-search.md). */
const searchPages = searchPagePaths()
const searchFolders = locales.map((locale) => `/${searchIndexDirectory(locale)}/`)

/**
 * A search page's header policy is the site's, with what Pagefind needs added and nothing else:
 * its script and worker from the index's folders, and WebAssembly.
 */
function expectSearchPolicy(policy: string | undefined, sitePolicy: string | undefined, where: string) {
  const search = directivesOf(policy ?? "")
  const site = directivesOf(sitePolicy ?? "")
  const indexFolders = searchFolders.map((folder) => `${new URL(siteSettings.url).origin}${folder}`)
  expect(search.get("script-src"), where).toEqual([
    ...(site.get("script-src") ?? []).slice(0, 1),
    ...indexFolders,
    "'wasm-unsafe-eval'",
    ...(site.get("script-src") ?? []).slice(1),
  ])
  expect(search.get("worker-src"), where).toEqual(indexFolders)
  const others = (directives: Map<string, string[]>) =>
    [...directives].filter(([name]) => !["script-src", "worker-src"].includes(name))
  expect(others(search), where).toEqual(others(site))
}

test("_headers (Netlify, Cloudflare Pages) carries the same policy and cache rules", () => {
  const blocks = parseHeadersFile(readFileSync(path.join(clientDir, "_headers"), "utf8"))
  expectPolicyFromTheSource(blocks.get("/*") ?? {}, "_headers /*")
  expect(blocks.get("/assets/*")?.["Cache-Control"]).toBe(cacheControl.immutable)
  // Pages keep the hosts' default, revalidated on every visit; no rule per page, which would count
  // against Cloudflare's 100: only the editor's page, the search's pages and its index's folders
  // have a rule of their own.
  expect([...blocks.keys()].sort()).toEqual(
    ["/*", "/admin", "/assets/*", ...searchPages, ...searchFolders.map((folder) => `${folder}*`)].sort(),
  )
  for (const page of searchPages) {
    const block = blocks.get(page) ?? {}
    expect(Object.keys(block), page).toEqual(["! Content-Security-Policy", "Content-Security-Policy"])
    expectSearchPolicy(
      block["Content-Security-Policy"],
      blocks.get("/*")?.["Content-Security-Policy"],
      `_headers ${page}`,
    )
  }
  for (const folder of searchFolders)
    expect(blocks.get(`${folder}*`), folder).toEqual({
      "! Content-Security-Policy": "",
      "Content-Security-Policy": searchIndexPolicy(),
    })
  expect(blocks.get("/*")?.["Cache-Control"]).toBeUndefined()
  // The editor's page drops the site's policy (Cloudflare Pages' "!") for its own.
  const admin = blocks.get("/admin") ?? {}
  expect(Object.keys(admin)).toEqual(["! Content-Security-Policy", "Content-Security-Policy"])
  expect(admin["Content-Security-Policy"]).toBe(adminContentSecurityPolicy())
})

test("vercel.json carries the same policy and cache rules, with clean URLs", () => {
  type Rule = { source: string; headers: { key: string; value: string }[] }
  const config = JSON.parse(readFileSync("build/vercel.json", "utf8")) as {
    cleanUrls: boolean
    trailingSlash: boolean
    headers: Rule[]
  }
  expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false })
  const headersOf = (source: string) =>
    Object.fromEntries(
      (config.headers.find((rule) => rule.source === source)?.headers ?? []).map(({ key, value }) => [key, value]),
    )
  // Every path but the editor's and the search's gets the site's policy; those get their own.
  const site = config.headers[0]?.source ?? ""
  expectPolicyFromTheSource(headersOf(site), `vercel.json ${site}`)
  expect(headersOf(site)["Cache-Control"]).toBe(cacheControl.revalidate)
  expect(headersOf("/admin")["Content-Security-Policy"]).toBe(adminContentSecurityPolicy())
  const pattern = new RegExp(`^${site}$`)
  for (const address of ["/", "/services", "/blog/a-post", "/admin/x", "/blogs", "/es/blog/page/2"])
    expect(pattern.test(address), address).toBe(true)
  for (const address of ["/admin", ...searchPages, ...searchFolders.map((folder) => `${folder}pagefind.js`)])
    expect(pattern.test(address), address).toBe(false)
  for (const page of searchPages) {
    expectSearchPolicy(headersOf(page)["Content-Security-Policy"], headersOf(site)["Content-Security-Policy"], page)
    expect(headersOf(page)["X-Frame-Options"]).toBe(expectedSecurityHeaders["X-Frame-Options"])
  }
  for (const folder of searchFolders)
    expect(headersOf(`${folder}(.*)`)["Content-Security-Policy"], folder).toBe(searchIndexPolicy())
  expect(headersOf("/assets/(.*)")["Cache-Control"]).toBe(cacheControl.immutable)
})

test("the CloudFront response headers policy carries the same headers", () => {
  type Policy = {
    SecurityHeadersConfig: {
      StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean }
      FrameOptions: { FrameOption: string }
      ReferrerPolicy: { ReferrerPolicy: string }
      ContentSecurityPolicy: { ContentSecurityPolicy: string }
    }
    CustomHeadersConfig: { Items: { Header: string; Value: string }[] }
  }
  const config = JSON.parse(readFileSync("build/cloudfront/response-headers-policy.json", "utf8")) as Policy
  const security = config.SecurityHeadersConfig
  // Written back as headers, it is the same set.
  const headers = {
    "Strict-Transport-Security": `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${
      security.StrictTransportSecurity.IncludeSubdomains ? "; includeSubDomains" : ""
    }`,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": security.FrameOptions.FrameOption,
    "Referrer-Policy": security.ReferrerPolicy.ReferrerPolicy,
    "Content-Security-Policy": security.ContentSecurityPolicy.ContentSecurityPolicy,
    ...Object.fromEntries(config.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value])),
  }
  expectPolicyFromTheSource(headers, "response-headers-policy.json")
  expect(Object.keys(headers).sort()).toEqual(
    [...Object.keys(expectedSecurityHeaders), "Content-Security-Policy"].sort(),
  )
  // The search's pages and its index's folders, each a cache behaviour of its own (docs/deploying.md).
  const policyIn = (file: string) =>
    (JSON.parse(readFileSync(`build/cloudfront/${file}`, "utf8")) as Policy).SecurityHeadersConfig.ContentSecurityPolicy
      .ContentSecurityPolicy
  expectSearchPolicy(
    policyIn("response-headers-policy-search-page.json"),
    headers["Content-Security-Policy"],
    "CloudFront",
  )
  expect(policyIn("response-headers-policy-search-index.json")).toBe(searchIndexPolicy())
})

test("the static hosts' rules give every hostile request's path the headers, and none redirects", () => {
  // Neither Netlify's and Cloudflare Pages' redirect file nor a Vercel redirect or rewrite: no
  // rule of ours can write a Location (their clean-URL redirects are the hosts' own).
  expect(existsSync(path.join(clientDir, "_redirects"))).toBe(false)
  const vercel = JSON.parse(readFileSync("build/vercel.json", "utf8")) as {
    headers: { source: string; headers: { key: string; value: string }[] }[]
  }
  for (const key of ["redirects", "rewrites", "routes"]) expect(Object.keys(vercel), key).not.toContain(key)
  // A `_headers` path: "*" matches anything, ":name" one segment.
  const headersBlocks = [...parseHeadersFile(readFileSync(path.join(clientDir, "_headers"), "utf8"))].map(
    ([pattern, headers]) => ({
      matches: new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")
          .replace(/:\w+/g, "[^/]+")}$`,
      ),
      headers,
    }),
  )
  const vercelRules = vercel.headers.map((rule) => ({
    matches: new RegExp(`^${rule.source}$`),
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
  }))
  const paths = hostileRequests({ path: "/assets/entry.js", size: 1000 })
    .map((row) => row.target.split("?")[0] ?? "")
    .filter((pathname) => pathname.startsWith("/"))
  for (const [host, rules] of [
    ["_headers", headersBlocks],
    ["vercel.json", vercelRules],
  ] as const) {
    for (const pathname of paths) {
      const headers = Object.assign(
        {},
        ...rules.filter((rule) => rule.matches.test(pathname)).map((rule) => rule.headers),
      )
      const where = `${host}, ${pathname.length > 60 ? `${pathname.slice(0, 24)}…` : pathname}`
      for (const [name, value] of Object.entries(expectedSecurityHeaders))
        expect.soft(headers[name], `${name}: ${where}`).toBe(value)
      expect.soft(directivesOf(headers["Content-Security-Policy"] ?? "").get("default-src"), where).toEqual(["'none'"])
    }
  }
})

test("Vercel, by its own routing code, answers every canonical address itself and redirects the other forms once to it", () => {
  const config = JSON.parse(readFileSync("build/vercel.json", "utf8")) as GetRoutesProps
  const { routes, error } = getTransformedRoutes(config)
  expect(error).toBeNull()
  // The routes Vercel runs before its file system: a redirect is one with a status and a Location.
  const redirects = (routes ?? []).flatMap((route) => {
    if ("handle" in route) return []
    const location = route.headers?.Location
    return route.status && location ? [{ matches: new RegExp(route.src), location }] : []
  })
  expect(redirects.length).toBeGreaterThan(0)
  /** Where Vercel sends `address` first: the Location of the first redirect that matches, if any. */
  const redirectOf = (address: string) => {
    for (const redirect of redirects) {
      const match = redirect.matches.exec(address)
      if (match) return redirect.location.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? "")
    }
    return undefined
  }
  const canonical = sitePages.filter((page) => !/(^|\/)404\.html$/.test(page.file)).map((page) => pathOfFile(page.file))
  expect(canonical).toContain("/es/services")
  for (const address of canonical) {
    expect(redirectOf(address), address).toBeUndefined()
    if (address === "/") continue
    expect(redirectOf(`${address}/`), `${address}/`).toBe(address)
    expect(redirectOf(`${address}.html`), `${address}.html`).toBe(address)
  }
  expect(redirectOf("/index.html")).toBe("/")
})
