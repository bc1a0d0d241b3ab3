import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"
import { getTransformedRoutes, type GetRoutesProps } from "@vercel/routing-utils"

/**
 * The most each static host takes in the files the build writes for it
 * (pipeline/write-headers.ts), and the check that the files stay within it. A host does not
 * always refuse a file that goes over: Cloudflare Pages ignores a `_headers` line over its length
 * without a word, and a policy the host drops is a site without one. So the build stops instead,
 * naming the host, the file, the limit and what it measured (`assertHostLimits`).
 */

export type Host = "Cloudflare Pages" | "Netlify" | "Vercel" | "CloudFront"

/** One documented limit of one host. */
export interface HostLimit {
  host: Host
  /** The file, from the project's root, as the build writes it. */
  file: string
  /** What is limited. */
  what: string
  /** The most the host takes; null where the host documents no number. */
  limit: number | null
  /** How a finding ends after "over the <limit>": "a line may have". */
  over?: string
  /** Where the host documents it. */
  source: string
}

const cloudflareHeaders = "https://developers.cloudflare.com/pages/configuration/headers/"
const cloudflareRedirects = "https://developers.cloudflare.com/pages/configuration/redirects/"
const vercelLimits = "https://vercel.com/docs/limits"
// Vercel's prose documents no sizes for vercel.json's rules; its CLI checks the file against these
// JSON schemas (read in @vercel/routing-utils 6.6.0, dist/schemas.js), so they are the limits.
const vercelSchemas = "https://github.com/vercel/vercel/blob/main/packages/routing-utils/src/schemas.ts"
const cloudFrontQuotas = "https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html"

/** Every host's documented limits on the files the build writes, one row each. */
export const hostLimits = {
  // "A project is limited to 100 header rules." A rule is a URL pattern line and the headers under
  // it; Cloudflare skips every rule after the hundredth.
  cloudflareHeaderRules: {
    host: "Cloudflare Pages",
    file: "build/client/_headers",
    what: "header rules (URL patterns)",
    limit: 100,
    over: "a project may have",
    source: cloudflareHeaders,
  },
  // "Each line in the _headers file has a 2,000 character limit. The entire line, including spacing,
  // header name, and value, counts towards the limit." A longer line is ignored, silently.
  cloudflareHeaderLine: {
    host: "Cloudflare Pages",
    file: "build/client/_headers",
    what: "characters on a line, indentation included",
    limit: 2000,
    over: "a line may have",
    source: cloudflareHeaders,
  },
  // "Pages sites can contain up to 20,000 files" on the Free plan (100,000 on paid plans since
  // 2026-01-23, with PAGES_WRANGLER_MAJOR_VERSION=4): every file of the folder counts, the
  // precompressed twins too, and a deploy over it fails. The Free plan's number is kept.
  cloudflareFiles: {
    host: "Cloudflare Pages",
    file: "build/client",
    what: "files in a site (the Free plan's; paid plans take 100,000)",
    limit: 20000,
    over: "a site may have",
    source: "https://developers.cloudflare.com/pages/platform/limits/#files",
  },
  // "A project is limited to 2,000 static redirects and 100 dynamic redirects, for a combined total
  // of 2,100 redirects."
  cloudflareStaticRedirects: {
    host: "Cloudflare Pages",
    file: "build/client/_redirects",
    what: "static redirects",
    limit: 2000,
    over: "a project may have",
    source: cloudflareRedirects,
  },
  // Dynamic: a splat or a placeholder in the source. Cloudflare's own parser (wrangler's
  // parseRedirects) also counts every rule after the first dynamic one as dynamic, hence "Static
  // redirects should appear before dynamic redirects".
  cloudflareDynamicRedirects: {
    host: "Cloudflare Pages",
    file: "build/client/_redirects",
    what: "dynamic redirects (a splat or placeholder in the source, or any rule after the first such)",
    limit: 100,
    over: "a project may have",
    source: cloudflareRedirects,
  },
  // Not checked on its own: it holds whenever the two above do.
  cloudflareRedirects: {
    host: "Cloudflare Pages",
    file: "build/client/_redirects",
    what: "redirects in all",
    limit: 2100,
    over: "a project may have",
    source: cloudflareRedirects,
  },
  // "Each redirect declaration has a 1,000-character limit." (wrangler 4.86's parser allows 2,000:
  // the documented number is the one we keep to.)
  cloudflareRedirectLine: {
    host: "Cloudflare Pages",
    file: "build/client/_redirects",
    what: "characters on a redirect's line",
    limit: 1000,
    over: "a redirect may have",
    source: cloudflareRedirects,
  },
  // Netlify documents no number of rules or line length for `_headers`: what its own parser
  // (@netlify/headers-parser, the one its build uses) refuses is the limit.
  netlifyHeaders: {
    host: "Netlify",
    file: "build/client/_headers",
    what: "no number documented: what Netlify's parser refuses",
    limit: null,
    source: "https://docs.netlify.com/manage/routing/headers/",
  },
  // "If the size of this output is too large, the deploy might fail", with no number given (it
  // suggests wildcards from 10,000 redirects on): what Netlify's parser refuses is the limit.
  netlifyRedirects: {
    host: "Netlify",
    file: "build/client/_redirects",
    what: "no number documented: what Netlify's parser refuses",
    limit: null,
    source: "https://docs.netlify.com/manage/routing/redirects/overview/",
  },
  // "Routes created per Deployment: 2048" on Hobby and Pro; "each rewrite, redirect, or header is
  // counted as a Route". Counted here as @vercel/routing-utils builds them, the routes of
  // cleanUrls and trailingSlash among them, which can only count more.
  vercelRoutes: {
    host: "Vercel",
    file: "build/vercel.json",
    what: "routes (header, redirect and rewrite rules, and those cleanUrls and trailingSlash add)",
    limit: 2048,
    over: "a deployment may have",
    source: vercelLimits,
  },
  vercelRouting: {
    host: "Vercel",
    file: "build/vercel.json",
    what: "what Vercel's routing (@vercel/routing-utils getTransformedRoutes) refuses",
    limit: null,
    source: vercelSchemas,
  },
  vercelSource: {
    host: "Vercel",
    file: "build/vercel.json",
    what: "characters in a header, redirect or rewrite rule's source",
    limit: 4096,
    over: "a source may have",
    source: vercelSchemas,
  },
  vercelHeadersPerRule: {
    host: "Vercel",
    file: "build/vercel.json",
    what: "headers in one header rule",
    limit: 1024,
    over: "a rule may have",
    source: vercelSchemas,
  },
  vercelHeaderName: {
    host: "Vercel",
    file: "build/vercel.json",
    what: "characters in a header's name (key)",
    limit: 4096,
    over: "a header name may have",
    source: vercelSchemas,
  },
  vercelHeaderValue: {
    host: "Vercel",
    file: "build/vercel.json",
    what: "characters in a header's value",
    limit: 32768,
    over: "a header value may have",
    source: vercelSchemas,
  },
  // Quotas on headers: "Maximum length of the Content-Security-Policy header value: 1,783
  // characters" (adjustable on request; CloudFront refuses the policy with
  // TooLongCSPInResponseHeadersPolicy).
  cloudFrontPolicy: {
    host: "CloudFront",
    file: "build/cloudfront/response-headers-policy.json",
    what: "characters in a response headers policy's Content-Security-Policy",
    limit: 1783,
    over: "a policy's Content-Security-Policy may have",
    source: cloudFrontQuotas,
  },
  // "Custom headers: maximum number of custom headers that you can add to a response headers
  // policy: 10" (also "Custom headers per response headers policy", General quotas on policies).
  cloudFrontCustomHeaders: {
    host: "CloudFront",
    file: "build/cloudfront/response-headers-policy.json",
    what: "custom headers in a response headers policy",
    limit: 10,
    over: "a policy may have",
    source: cloudFrontQuotas,
  },
  // "Custom headers: maximum length of a header name: 256 characters".
  cloudFrontHeaderName: {
    host: "CloudFront",
    file: "build/cloudfront/response-headers-policy.json",
    what: "characters in a custom header's name",
    limit: 256,
    over: "a custom header's name may have",
    source: cloudFrontQuotas,
  },
  // "Custom headers: maximum length of a header value: 1,783 characters".
  cloudFrontHeaderValue: {
    host: "CloudFront",
    file: "build/cloudfront/response-headers-policy.json",
    what: "characters in a custom header's value",
    limit: 1783,
    over: "a custom header's value may have",
    source: cloudFrontQuotas,
  },
  // "Custom headers: maximum length of all header values and names combined: 10,240 characters".
  cloudFrontCustomHeadersLength: {
    host: "CloudFront",
    file: "build/cloudfront/response-headers-policy.json",
    what: "characters in all custom headers' names and values together",
    limit: 10240,
    over: "a policy's custom headers may have together",
    source: cloudFrontQuotas,
  },
  // Quotas on CloudFront Functions: "Maximum function size: 10 KB" (not adjustable), taken as
  // 10 × 1,024 bytes of code.
  cloudFrontFunction: {
    host: "CloudFront",
    file: "deploy/cloudfront/*.js, build/cloudfront/*.js",
    what: "bytes of a CloudFront Function's code (10 KB)",
    limit: 10240,
    over: "a function may have",
    source: `${cloudFrontQuotas}#limits-functions`,
  },
} satisfies Record<string, HostLimit>

/** Cloudflare's own parser takes only these statuses in `_redirects`: it ignores any other rule. */
const cloudflareRedirectStatuses = [200, 301, 302, 303, 307, 308]

/**
 * One finding per limit a file of the build goes over, each naming the host, the file, the limit
 * and what was measured. It reads the files that exist: `buildDir` (build/) and the project's
 * root, its parent, where the CloudFront Function lives (deploy/cloudfront/).
 */
export async function checkHostLimits(buildDir: string): Promise<string[]> {
  const files = builtFiles(buildDir)
  return [
    ...(await cloudflareFindings(files)),
    ...(await checkWithHostParsers(buildDir)),
    ...(await vercelSchemaFindings(files)),
    ...(await cloudFrontFindings(files)),
  ]
}

/** Stops the build when a file goes over a host's limit, with every finding, one a line. */
export async function assertHostLimits(buildDir: string): Promise<void> {
  const findings = await checkHostLimits(buildDir)
  if (findings.length > 0) throw new Error(findings.join("\n"))
}

/**
 * The files as the hosts' own code reads them: Netlify's parsers (`_headers`, and `_redirects`
 * when there is one) must accept them and give `/*` a Content-Security-Policy; Vercel's
 * `getTransformedRoutes` must accept vercel.json, in no more routes than a deployment may have.
 */
export async function checkWithHostParsers(buildDir: string): Promise<string[]> {
  const files = builtFiles(buildDir)
  return [...(await netlifyFindings(files)), ...(await vercelRoutingFindings(files))]
}

/** How long a host's policy is, against the most it takes (null: no documented number). */
export interface PolicyLength {
  host: Host
  file: string
  length: number
  limit: number | null
}

/**
 * Each host's Content-Security-Policy header against its limit, for the build's closing report:
 * Cloudflare Pages' whole `_headers` line (its limit is on lines), the value Netlify's parser reads,
 * Vercel's header value and CloudFront's policy. The longest where a file has several (the
 * editor's page has its own); a host whose file is missing or carries no policy has no row.
 */
export async function policyLengths(buildDir: string): Promise<PolicyLength[]> {
  const files = builtFiles(buildDir)
  const rows: PolicyLength[] = []
  const add = (limit: HostLimit, file: string, lengths: number[]) => {
    if (lengths.length > 0) rows.push({ host: limit.host, file, length: Math.max(...lengths), limit: limit.limit })
  }
  const headers = await readIfPresent(files.headers)
  if (headers !== null) {
    const policyLines = lines(headers).filter(({ text }) => /^content-security-policy\s*:/i.test(text.trim()))
    add(
      hostLimits.cloudflareHeaderLine,
      files.shown(files.headers),
      policyLines.map(({ text }) => text.length),
    )
    const { headers: rules } = await netlifyHeaders(files.headers)
    add(
      hostLimits.netlifyHeaders,
      files.shown(files.headers),
      rules.flatMap((rule) => policyValues(rule.values)).map((value) => value.length),
    )
  }
  const vercel = await readJson<GetRoutesProps>(files.vercel)
  if (vercel !== null && !(vercel instanceof Error)) {
    add(
      hostLimits.vercelHeaderValue,
      files.shown(files.vercel),
      vercelHeaderRules(vercel)
        .flatMap((rule) => policyValues(Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))))
        .map((value) => value.length),
    )
  }
  const cloudFront = await readJson<CloudFrontPolicyFile>(files.cloudFrontPolicy)
  if (cloudFront !== null && !(cloudFront instanceof Error)) {
    const policy = cloudFrontConfig(cloudFront).SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy
    add(hostLimits.cloudFrontPolicy, files.shown(files.cloudFrontPolicy), policy === undefined ? [] : [policy.length])
  }
  return rows
}

/** Where each file is, and how a finding names it: from the project's root, `build/client/_headers`. */
function builtFiles(buildDir: string) {
  const root = path.dirname(buildDir)
  return {
    client: path.join(buildDir, "client"),
    headers: path.join(buildDir, "client", "_headers"),
    redirects: path.join(buildDir, "client", "_redirects"),
    vercel: path.join(buildDir, "vercel.json"),
    cloudFrontPolicy: path.join(buildDir, "cloudfront", "response-headers-policy.json"),
    cloudFrontFunctionDirs: [path.join(root, "deploy", "cloudfront"), path.join(buildDir, "cloudfront")],
    shown: (file: string) => path.relative(root, file).split(path.sep).join("/"),
  }
}
type BuiltFiles = ReturnType<typeof builtFiles>

/** "<host>: <what was measured>, over the <limit> <…may have>". */
function over(limit: HostLimit & { limit: number }, measured: string): string {
  return `${limit.host}: ${measured}, over the ${limit.limit.toLocaleString("en-US")} ${limit.over ?? ""}`.trimEnd()
}

async function cloudflareFindings(files: BuiltFiles): Promise<string[]> {
  const findings: string[] = []
  if (existsSync(files.client)) {
    // The files Cloudflare uploads: all but the ones it reads (and .vercelignore, Vercel's).
    const published = (await readdir(files.client, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile() && !["_headers", "_redirects", ".vercelignore"].includes(entry.name),
    ).length
    const { cloudflareFiles } = hostLimits
    if (published > cloudflareFiles.limit)
      findings.push(over(cloudflareFiles, `${files.shown(files.client)} has ${published} files`))
  }
  const headers = await readIfPresent(files.headers)
  if (headers !== null) {
    const shown = files.shown(files.headers)
    const { cloudflareHeaderLine: lineLimit, cloudflareHeaderRules: rulesLimit } = hostLimits
    // Read as Cloudflare's parser reads it: blank lines and comments are no rules; a rule starts
    // at a line that is a path or a URL.
    const read = lines(headers).filter(({ text }) => text.trim() !== "" && !text.trim().startsWith("#"))
    for (const { text, number } of read)
      if (text.length > lineLimit.limit)
        findings.push(over(lineLimit, `${shown} line ${number} is ${text.length} characters`))
    const rules = read.filter(({ text }) => /^([^\s]+:\/\/|\/)/.test(text.trim())).length
    if (rules > rulesLimit.limit) findings.push(over(rulesLimit, `${shown} has ${rules} header rules`))
  }

  const redirects = await readIfPresent(files.redirects)
  if (redirects !== null) {
    const shown = files.shown(files.redirects)
    const { cloudflareRedirectLine, cloudflareStaticRedirects, cloudflareDynamicRedirects } = hostLimits
    let staticRules = 0
    let dynamicRules = 0
    for (const { text, number } of lines(redirects)) {
      const line = text.trim()
      if (line === "" || line.startsWith("#")) continue
      // A line Cloudflare ignores counts towards no limit, as in its parser.
      if (text.length > cloudflareRedirectLine.limit) {
        findings.push(over(cloudflareRedirectLine, `${shown} line ${number} is ${text.length} characters`))
        continue
      }
      const tokens = line.replace(/\s+#.*$/, "").split(/\s+/)
      if (tokens.length < 2 || tokens.length > 3) {
        findings.push(`Cloudflare Pages: ${shown} line ${number} is not "source destination [status]": it is ignored`)
        continue
      }
      const [from = "", , status = "302"] = tokens
      if (dynamicRules === 0 && !/\*|:[A-Za-z]\w*/.test(from)) staticRules += 1
      else dynamicRules += 1
      if (!cloudflareRedirectStatuses.includes(Number(status)))
        findings.push(
          `Cloudflare Pages: ${shown} line ${number} has status ${status}: it is ignored (Cloudflare Pages takes ${cloudflareRedirectStatuses.join(", ")})`,
        )
    }
    if (staticRules > cloudflareStaticRedirects.limit)
      findings.push(over(cloudflareStaticRedirects, `${shown} has ${staticRules} static redirects`))
    if (dynamicRules > cloudflareDynamicRedirects.limit)
      findings.push(
        over(
          cloudflareDynamicRedirects,
          `${shown} has ${dynamicRules} dynamic redirects (a splat or placeholder in the source, or any rule after the first such)`,
        ),
      )
  }
  return findings
}

async function netlifyFindings(files: BuiltFiles): Promise<string[]> {
  const findings: string[] = []
  if (existsSync(files.headers)) {
    const shown = files.shown(files.headers)
    const { headers, errors } = await netlifyHeaders(files.headers)
    for (const error of errors) findings.push(`Netlify: ${shown} is refused by Netlify's parser: ${oneLine(error)}`)
    const everyPage = headers.find((rule) => rule.for === "/*")
    if (!everyPage || policyValues(everyPage.values).length === 0)
      findings.push(`Netlify: ${shown} gives /* no Content-Security-Policy`)
  }
  if (existsSync(files.redirects)) {
    const shown = files.shown(files.redirects)
    const { errors } = await parseAllRedirects({
      redirectsFiles: [files.redirects],
      configRedirects: [],
      minimal: false,
    })
    for (const error of errors) findings.push(`Netlify: ${shown} is refused by Netlify's parser: ${oneLine(error)}`)
  }
  return findings
}

function netlifyHeaders(file: string) {
  return parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false })
}

async function vercelRoutingFindings(files: BuiltFiles): Promise<string[]> {
  const config = await readJson<GetRoutesProps>(files.vercel)
  if (config === null) return []
  const shown = files.shown(files.vercel)
  if (config instanceof Error) return [`Vercel: ${shown} is not JSON: ${config.message}`]
  const { routes, error } = getTransformedRoutes(config)
  if (error) {
    const problems = error.errors?.length ? error.errors : [error.message]
    return problems.map((problem) => `Vercel: ${shown} is refused by Vercel's routing: ${problem}`)
  }
  const count = routes?.length ?? 0
  return count > hostLimits.vercelRoutes.limit ? [over(hostLimits.vercelRoutes, `${shown} makes ${count} routes`)] : []
}

async function vercelSchemaFindings(files: BuiltFiles): Promise<string[]> {
  const config = await readJson<GetRoutesProps>(files.vercel)
  if (config === null || config instanceof Error) return []
  const shown = files.shown(files.vercel)
  const { vercelSource, vercelHeadersPerRule, vercelHeaderName, vercelHeaderValue } = hostLimits
  const findings: string[] = []
  for (const kind of ["headers", "redirects", "rewrites"] as const) {
    const rules: unknown = config[kind]
    if (!Array.isArray(rules)) continue
    rules.forEach((rule: { source?: unknown }, index) => {
      if (typeof rule.source === "string" && rule.source.length > vercelSource.limit)
        findings.push(over(vercelSource, `${shown} ${kind}[${index}]'s source is ${rule.source.length} characters`))
    })
  }
  vercelHeaderRules(config).forEach((rule, index) => {
    const where = `${shown} headers[${index}]`
    if (rule.headers.length > vercelHeadersPerRule.limit)
      findings.push(over(vercelHeadersPerRule, `${where} has ${rule.headers.length} headers`))
    for (const { key, value } of rule.headers) {
      if (key.length > vercelHeaderName.limit)
        findings.push(over(vercelHeaderName, `${where} has a header name of ${key.length} characters`))
      if (value.length > vercelHeaderValue.limit)
        findings.push(over(vercelHeaderValue, `${where}'s ${key} is ${value.length} characters`))
    }
  })
  return findings
}

/** vercel.json's header rules, those of the expected shape (Vercel's routing reports the others). */
function vercelHeaderRules(config: GetRoutesProps) {
  const rules: unknown = config.headers
  if (!Array.isArray(rules)) return []
  return rules.map((rule: { headers?: unknown }) => ({
    headers: (Array.isArray(rule.headers) ? rule.headers : []).filter(
      (header: { key?: unknown; value?: unknown }): header is { key: string; value: string } =>
        typeof header.key === "string" && typeof header.value === "string",
    ),
  }))
}

/** What the build writes for CloudFront: a ResponseHeadersPolicyConfig, bare or wrapped. */
interface CloudFrontPolicyConfig {
  SecurityHeadersConfig?: { ContentSecurityPolicy?: { ContentSecurityPolicy?: string } }
  CustomHeadersConfig?: { Items?: { Header?: string; Value?: string }[] }
}
type CloudFrontPolicyFile = CloudFrontPolicyConfig & { ResponseHeadersPolicyConfig?: CloudFrontPolicyConfig }

function cloudFrontConfig(file: CloudFrontPolicyFile): CloudFrontPolicyConfig {
  return file.ResponseHeadersPolicyConfig ?? file
}

async function cloudFrontFindings(files: BuiltFiles): Promise<string[]> {
  const findings: string[] = []
  const file = await readJson<CloudFrontPolicyFile>(files.cloudFrontPolicy)
  if (file instanceof Error)
    findings.push(`CloudFront: ${files.shown(files.cloudFrontPolicy)} is not JSON: ${file.message}`)
  else if (file !== null) {
    const shown = files.shown(files.cloudFrontPolicy)
    const { cloudFrontPolicy, cloudFrontCustomHeaders, cloudFrontHeaderName, cloudFrontHeaderValue } = hostLimits
    const config = cloudFrontConfig(file)
    const policy = config.SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy
    if (policy !== undefined && policy.length > cloudFrontPolicy.limit)
      findings.push(over(cloudFrontPolicy, `${shown}'s Content-Security-Policy is ${policy.length} characters`))
    const custom = (config.CustomHeadersConfig?.Items ?? []).map(({ Header = "", Value = "" }) => ({ Header, Value }))
    if (custom.length > cloudFrontCustomHeaders.limit)
      findings.push(over(cloudFrontCustomHeaders, `${shown} has ${custom.length} custom headers`))
    for (const { Header, Value } of custom) {
      if (Header.length > cloudFrontHeaderName.limit)
        findings.push(over(cloudFrontHeaderName, `${shown} has a custom header name of ${Header.length} characters`))
      if (Value.length > cloudFrontHeaderValue.limit)
        findings.push(over(cloudFrontHeaderValue, `${shown}'s ${Header} is ${Value.length} characters`))
    }
    const together = custom.reduce((sum, { Header, Value }) => sum + Header.length + Value.length, 0)
    if (together > hostLimits.cloudFrontCustomHeadersLength.limit)
      findings.push(
        over(hostLimits.cloudFrontCustomHeadersLength, `${shown}'s custom headers are ${together} characters together`),
      )
  }

  for (const dir of files.cloudFrontFunctionDirs) {
    if (!existsSync(dir)) continue
    for (const name of (await readdir(dir)).filter((entry) => entry.endsWith(".js")).sort()) {
      const functionFile = path.join(dir, name)
      const bytes = (await readFile(functionFile)).byteLength
      if (bytes > hostLimits.cloudFrontFunction.limit)
        findings.push(over(hostLimits.cloudFrontFunction, `${files.shown(functionFile)} is ${bytes} bytes`))
    }
  }
  return findings
}

/** A file's lines, numbered from 1 as an editor numbers them, without a Windows line end. */
function lines(text: string) {
  return text.split("\n").map((line, index) => ({ text: line.replace(/\r$/, ""), number: index + 1 }))
}

/** The Content-Security-Policy values among a rule's headers (names are case-insensitive). */
function policyValues(values: Record<string, string>): string[] {
  return Object.entries(values)
    .filter(([name]) => name.toLowerCase() === "content-security-policy")
    .map(([, value]) => value)
}

/** A parser's message on one line: Netlify's span several ("Could not parse header line 3:\n  …"). */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message
    .split("\n")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ")
}

async function readIfPresent(file: string): Promise<string | null> {
  return existsSync(file) ? readFile(file, "utf8") : null
}

/** A JSON file's content (its shape is checked where it is used), null when absent, an Error when not JSON. */
async function readJson<T>(file: string): Promise<T | Error | null> {
  const text = await readIfPresent(file)
  if (text === null) return null
  try {
    return JSON.parse(text) as T
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}
