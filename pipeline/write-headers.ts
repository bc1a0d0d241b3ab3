import { existsSync, readFileSync } from "node:fs"
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { previewRobots, type BuildKind } from "../app/config/build-kind"
import type { SiteSettings } from "../app/config/settings"
import { adminFile, notFoundFiles, readBuiltPages } from "./built-pages"
import {
  adminContentSecurityPolicy,
  cacheControl,
  contentSecurityPolicy,
  requestOrigin,
  searchIndexPolicy,
  securityHeaders,
  staticHostPolicy,
  stylePolicy,
  type InlineHashes,
} from "./security-headers"
import { searchIndexDirectory, searchPagePaths } from "./search-index"
import { pageScripts, sha256, type SiteScripts } from "./trusted-scripts"
import { localeInfo, locales } from "../app/config/locales"

const require = createRequire(import.meta.url)

interface HashedPage {
  path: string
  file: string
  html: string
  inline: InlineHashes
}

const adminPath = `/${adminFile.replace(/\.html$/, "")}`

/**
 * Writes the response headers for every way of serving the build. Each page's policy allows, by hash, the inline
 * scripts the site wrote into it (any other code stops the build: `pageScripts`) and the style elements of its final
 * HTML. Static hosts send one policy for every page, which each page narrows to its own styles by a `<meta>` policy
 * (`stylePolicy`); the servers (nginx, `npm start`) send each page exactly its own policy in the header as well.
 * The build does the same a page at a time (`inlineHashes`, `withStylePolicy`), then calls `writeHeaderFiles`.
 */
export async function writeHeaders(
  clientDir: string,
  site: SiteSettings,
  scripts: SiteScripts,
  kind: BuildKind = "example",
): Promise<HashedPage[]> {
  const sonnerStyles = await toastStyleHashes()
  const pages = (await readBuiltPages(clientDir)).map((page) => ({
    ...page,
    ...inlineHashes(page, scripts, site, sonnerStyles),
  }))
  const problems = pages.flatMap((page) => page.problems)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  await Promise.all(
    pages.map((page) => writeFile(path.join(clientDir, page.file), withStylePolicy(page, page.inline.styles, site))),
  )
  await writeHeaderFiles(clientDir, site, pages, kind)
  return pages
}

/** The hashes of a page's inline scripts and style elements, and a sentence for each script the site did not write. */
export function inlineHashes(
  page: { path: string; html: string },
  scripts: SiteScripts,
  site: Pick<SiteSettings, "voice" | "leadWebhookUrl">,
  sonnerStyles: string[],
): { inline: InlineHashes; problems: string[] } {
  const checked = pageScripts(page, scripts)
  return {
    inline: {
      scripts: checked.hashes,
      styles: [...styleHashes(page.html), ...toastStyles(page.html, site, sonnerStyles)],
    },
    problems: checked.problems,
  }
}

/** Sonner inserts its style element empty, then fills it: both states must be allowed (`toastStyles`). */
export async function toastStyleHashes(): Promise<string[]> {
  return [await sonnerStyleHash(), sha256("")]
}

/** `deployOrigins`: the addresses a static host gives this deploy besides the site's URL (`deployOriginsOf`). */
export async function writeHeaderFiles(
  clientDir: string,
  site: SiteSettings,
  pages: readonly Pick<HashedPage, "path" | "file" | "inline">[],
  kind: BuildKind = "example",
  deployOrigins: readonly string[] = [],
): Promise<void> {
  const buildDir = path.dirname(clientDir)
  // A preview asks search engines not to index any response, pages and files alike (docs/decisions/018).
  const security = { ...securityHeaders(site), ...(kind === "preview" ? { "X-Robots-Tag": previewRobots } : {}) }
  // The search's pages allow Pagefind, and its index's files carry the worker's policy (docs/decisions/030-search.md).
  const searchPages = searchPagePaths()
  const isSearchPage = (page: Pick<HashedPage, "path">) => searchPages.includes(page.path)
  const searchFolders = locales.map((locale) => `/${searchIndexDirectory(locale)}/`)
  // A static host's one policy names the site's URL and the deploy's own addresses; the servers fill in the origin
  // each request was sent to (`requestOrigin`).
  const siteOrigin = new URL(site.url).origin
  const origins = [...new Set([siteOrigin, ...deployOrigins])]
  const scripts = pages.flatMap((page) => page.inline.scripts)
  const hostPolicy = staticHostPolicy(scripts, site, { origins })
  const searchHostPolicy = staticHostPolicy(scripts, site, { origins, search: searchFolders })
  const indexPolicy = searchIndexPolicy()
  const policyOf = (page: Pick<HashedPage, "path" | "inline">) =>
    contentSecurityPolicy(page.inline, site, {
      origins: [requestOrigin],
      search: isSearchPage(page) ? searchFolders : [],
    })
  const strictPolicy = contentSecurityPolicy({ scripts: [], styles: [] }, site, { origins: [requestOrigin] })
  const adminPolicy = adminContentSecurityPolicy()
  // A build without the editor (BUILD_CONTENT_EDITOR=false, or VITE_CMS_EDITOR_URL) treats /admin as unknown.
  const hasEditor = existsSync(path.join(clientDir, adminFile))
  const onlyWithEditor = <T>(...items: T[]) => (hasEditor ? items : [])

  // npm start: later rules override earlier ones.
  const rules = [
    {
      pattern: ".*",
      headers: { ...security, "Content-Security-Policy": strictPolicy, "Cache-Control": cacheControl.revalidate },
    },
    { pattern: "^/assets/", headers: { "Cache-Control": cacheControl.immutable } },
    ...pages.map((page) => ({
      pattern: `^${escapeRegExp(page.path)}$`,
      headers: { "Content-Security-Policy": policyOf(page) },
    })),
    ...searchFolders.map((folder) => ({
      pattern: `^${escapeRegExp(folder)}`,
      headers: { "Content-Security-Policy": indexPolicy },
    })),
    ...onlyWithEditor({ pattern: `^${adminPath}$`, headers: { "Content-Security-Policy": adminPolicy } }),
  ]
  // `origin`: what npm start names when a request's host is none it knows (its `originOf`).
  await writeFile(path.join(buildDir, "headers.json"), `${JSON.stringify({ origin: siteOrigin, rules }, null, 2)}\n`)

  // nginx: the policy is chosen by the file served ($uri after try_files / error_page).
  const nginxDir = path.join(buildDir, "nginx")
  await mkdir(nginxDir, { recursive: true })
  const nginxValue = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`
  const headerLines = [
    ...Object.entries(security).map(([name, value]) => `add_header ${name} ${nginxValue(value)} always;`),
    "add_header Content-Security-Policy $agency_csp always;",
    "add_header Cache-Control $agency_cache_control always;",
  ]
  await writeFile(
    path.join(nginxDir, "security-headers.conf"),
    `# Generated by pipeline/write-headers.ts from pipeline/security-headers.ts.\n${headerLines.join("\n")}\n`,
  )
  const mapLines = [
    `default ${nginxValue(strictPolicy)};`,
    ...pages.map((page) => `${nginxValue(`/${page.file}`)} ${nginxValue(policyOf(page))};`),
    ...searchFolders.map((folder) => `${nginxValue(`~^${escapeRegExp(folder)}`)} ${nginxValue(indexPolicy)};`),
    ...onlyWithEditor(`${nginxValue(`/${adminFile}`)} ${nginxValue(adminPolicy)};`),
  ]
  await writeFile(
    path.join(nginxDir, "csp-map.conf"),
    `# Generated by pipeline/write-headers.ts: the policy of each page, by the file served.\n${mapLines.join("\n")}\n`,
  )
  // Any other name gets nothing from nginx: a redirect must never be built from the Host a client sent.
  await writeFile(
    path.join(nginxDir, "server-names.conf"),
    `# Generated by pipeline/write-headers.ts from the site's URL: the host name nginx answers.\nserver_name ${new URL(site.url).hostname};\n`,
  )

  // Netlify and Cloudflare Pages.
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const netlify = [
    "# Generated by pipeline/write-headers.ts from pipeline/security-headers.ts.",
    block("/*", { ...security, "Content-Security-Policy": hostPolicy }),
    // Cloudflare Pages drops the policy above (`!`) and sends the editor's; Netlify would send both, so there the
    // editor is used from a local copy (docs/editing-content.md).
    ...onlyWithEditor(
      [adminPath, "  ! Content-Security-Policy", `  Content-Security-Policy: ${adminPolicy}`].join("\n"),
    ),
    // Exactly one policy each: two would both apply, and the stricter one win.
    ...searchPages.map((page) =>
      [page, "  ! Content-Security-Policy", `  Content-Security-Policy: ${searchHostPolicy}`].join("\n"),
    ),
    ...searchFolders.map((folder) =>
      [`${folder}*`, "  ! Content-Security-Policy", `  Content-Security-Policy: ${indexPolicy}`].join("\n"),
    ),
    // Everything else keeps the hosts' default, `public, max-age=0, must-revalidate` (like `no-cache`): a rule per
    // page would count against Cloudflare's 100 rules.
    block("/assets/*", { "Cache-Control": cacheControl.immutable }),
  ]
  await writeFile(path.join(clientDir, "_headers"), `${netlify.join("\n")}\n`)

  // Vercel.
  const entries = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }))
  const vercelRule = (source: string, policy: string) => ({
    source,
    headers: entries({ ...security, "Content-Security-Policy": policy, "Cache-Control": cacheControl.revalidate }),
  })
  const vercel = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      // Every address but those with a policy of their own below: one policy each.
      vercelRule(
        `/((?!${[
          ...onlyWithEditor(`${escapeRegExp(adminPath.slice(1))}$`),
          ...searchPages.map((page) => `${escapeRegExp(page.slice(1))}$`),
          ...searchFolders.map((folder) => escapeRegExp(folder.slice(1))),
        ].join("|")}).*)`,
        hostPolicy,
      ),
      ...searchPages.map((page) => vercelRule(page, searchHostPolicy)),
      ...searchFolders.map((folder) => vercelRule(`${folder}(.*)`, indexPolicy)),
      ...onlyWithEditor(vercelRule(adminPath, adminPolicy)),
      { source: "/assets/(.*)", headers: entries({ "Cache-Control": cacheControl.immutable }) },
    ],
  }
  await writeFile(path.join(buildDir, "vercel.json"), `${JSON.stringify(vercel, null, 2)}\n`)
  // Vercel publishes every file of the folder it deploys; its CLI reads .vercelignore at that folder's root.
  await writeFile(
    path.join(clientDir, ".vercelignore"),
    "# Not published by Vercel: Netlify's and Cloudflare Pages' file.\n_headers\n",
  )

  // CloudFront: cache lifetimes travel as the objects' metadata, and the search's pages and index are cache
  // behaviours of their own, each with its policy (docs/deploying.md).
  await mkdir(path.join(buildDir, "cloudfront"), { recursive: true })
  const cloudFrontPolicies = [[hostPolicy], [searchHostPolicy, "search-page"], [indexPolicy, "search-index"]] as const
  for (const [policy, kind] of cloudFrontPolicies) {
    const config = cloudFrontHeadersPolicy(security, policy, kind)
    const file = `response-headers-policy${kind ? `-${kind}` : ""}.json`
    await writeFile(path.join(buildDir, "cloudfront", file), `${JSON.stringify(config, null, 2)}\n`)
  }
  await writeNotFoundFunction(clientDir, path.join(buildDir, "cloudfront", "not-found"))
}

/**
 * The addresses a static host gives the deploy it builds (Vercel's are host names). Each serves only this
 * repository's builds; anything not https is left out.
 */
export function deployOriginsOf(env: Record<string, string | undefined>): string[] {
  return ["CF_PAGES_URL", "DEPLOY_PRIME_URL", "DEPLOY_URL", "VERCEL_URL", "VERCEL_BRANCH_URL"].flatMap((name) => {
    const value = env[name]?.trim() ?? ""
    const url = value && URL.parse(value.includes("://") ? value : `https://${value}`)
    return url && url.protocol === "https:" ? [url.origin] : []
  })
}

/** CloudFront's Lambda@Edge function, which answers an unknown address with its language's 404 page. */
export async function writeNotFoundFunction(clientDir: string, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true })
  await copyFile(new URL("../deploy/cloudfront/not-found.mjs", import.meta.url), path.join(folder, "index.mjs"))
  // A language without a 404 page of its own (none in a build of a few pages) gets the default's.
  const pages = locales.flatMap((locale, index) => {
    const file = path.join(clientDir, notFoundFiles[index] ?? "")
    return existsSync(file) ? [[localeInfo[locale].prefix, readFileSync(file, "utf8")] as const] : []
  })
  await writeFile(path.join(folder, "not-found-pages.json"), JSON.stringify(Object.fromEntries(pages)))
}

/** The headers as a CloudFront ResponseHeadersPolicyConfig: those CloudFront models itself, then the custom ones. */
export function cloudFrontHeadersPolicy(security: Record<string, string>, policy: string, kind?: string) {
  const modelled = ["Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy"]
  const hsts = security["Strict-Transport-Security"] ?? ""
  const custom = Object.entries(security).filter(([name]) => !modelled.includes(name))
  return {
    Name: kind ? `agency-site-security-headers-${kind}` : "agency-site-security-headers",
    Comment: "Generated by pipeline/write-headers.ts from pipeline/security-headers.ts",
    SecurityHeadersConfig: {
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(hsts)?.[1]),
        IncludeSubdomains: /includeSubDomains/i.test(hsts),
        Preload: /preload/i.test(hsts),
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: security["X-Frame-Options"] },
      ReferrerPolicy: { Override: true, ReferrerPolicy: security["Referrer-Policy"] },
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: policy },
    },
    CustomHeadersConfig: {
      Quantity: custom.length,
      Items: custom.map(([Header, Value]) => ({ Header, Value, Override: true })),
    },
  }
}

/**
 * The toast's styles, only for pages that can show one (so other policies stay as short as their code): a page with
 * a form, and every page when the voice assistant or lead delivery, which report by toast, is configured.
 */
export function toastStyles(
  html: string,
  { voice, leadWebhookUrl }: Pick<SiteSettings, "voice" | "leadWebhookUrl">,
  styles: string[],
): string[] {
  // A search form (the blog's) says what it found in the page, never in a toast.
  const canToast = voice.vendor !== "none" || leadWebhookUrl !== null || /<form(?![^>]*\brole="search")[\s>]/.test(html)
  return canToast ? styles : []
}

/** The style policy goes first after the character set: a `<meta>` policy governs only what follows it. */
export function withStylePolicy(
  page: { file: string; html: string },
  styles: readonly string[],
  site: SiteSettings,
): string {
  const charset = /^\s*(?:<!doctype html>)?\s*<html[^>]*>\s*<head>\s*<meta charset="utf-8">/i.exec(page.html)
  if (!charset)
    throw new Error(`${page.file} does not start its head with <meta charset="utf-8">, where its style policy goes`)
  const meta = `<meta http-equiv="content-security-policy" content="${stylePolicy(styles, site)}">`
  const end = charset[0].length
  return page.html.slice(0, end) + meta + page.html.slice(end)
}

export function styleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? ""))
}

/** Sonner, loaded with the first toast, adds its stylesheet as a style element: allow exactly it. */
async function sonnerStyleHash(): Promise<string> {
  // The ES module build, which the browser bundle uses.
  const source = await readFile(path.join(path.dirname(require.resolve("sonner")), "index.mjs"), "utf8")
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error("Could not find the stylesheet sonner inserts; update pipeline/write-headers.ts")
  return sha256(JSON.parse(literal) as string)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
