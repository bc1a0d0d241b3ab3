import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"
import { getTransformedRoutes, type GetRoutesProps } from "@vercel/routing-utils"
import { cloudflareRedirectStatuses, hostLimits, type HostLimit } from "./host-limits"

/**
 * A host does not always refuse a file over its limits: Cloudflare Pages ignores a long `_headers` line without a
 * word, and a policy the host drops is a site without one. So the build stops instead, with one finding per limit
 * of `hostLimits` gone over and whatever the hosts' own parsers (Netlify's, Vercel's routing) refuse.
 */
export async function checkHostLimits(buildDir: string): Promise<string[]> {
  const files = builtFiles(buildDir)
  return [
    ...(await cloudflareFindings(files)),
    ...(await netlifyFindings(files)),
    ...(await vercelRoutingFindings(files)),
    ...(await vercelSchemaFindings(files)),
    ...(await cloudFrontFindings(files)),
  ]
}

export async function assertHostLimits(buildDir: string): Promise<void> {
  const findings = await checkHostLimits(buildDir)
  if (findings.length > 0) throw new Error(findings.join("\n"))
}

/** Findings name files from the project's root: `build/client/_headers`. */
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
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [files.headers],
      configHeaders: [],
      minimal: false,
    })
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

/** A ResponseHeadersPolicyConfig, bare or wrapped. */
interface CloudFrontPolicyConfig {
  SecurityHeadersConfig?: { ContentSecurityPolicy?: { ContentSecurityPolicy?: string } }
  CustomHeadersConfig?: { Items?: { Header?: string; Value?: string }[] }
}
type CloudFrontPolicyFile = CloudFrontPolicyConfig & { ResponseHeadersPolicyConfig?: CloudFrontPolicyConfig }

async function cloudFrontFindings(files: BuiltFiles): Promise<string[]> {
  const findings: string[] = []
  const file = await readJson<CloudFrontPolicyFile>(files.cloudFrontPolicy)
  if (file instanceof Error)
    findings.push(`CloudFront: ${files.shown(files.cloudFrontPolicy)} is not JSON: ${file.message}`)
  else if (file !== null) {
    const shown = files.shown(files.cloudFrontPolicy)
    const { cloudFrontPolicy, cloudFrontCustomHeaders, cloudFrontHeaderName, cloudFrontHeaderValue } = hostLimits
    const config = file.ResponseHeadersPolicyConfig ?? file
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

/** Numbered from 1 as an editor numbers them. */
function lines(text: string) {
  return text.split("\n").map((line, index) => ({ text: line.replace(/\r$/, ""), number: index + 1 }))
}

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

/** Null when absent, an Error when not JSON. */
async function readJson<T>(file: string): Promise<T | Error | null> {
  const text = await readIfPresent(file)
  if (text === null) return null
  try {
    return JSON.parse(text) as T
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}
