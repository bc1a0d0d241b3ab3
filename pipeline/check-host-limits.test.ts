import { writeFileSync } from "node:fs"
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { headersSchema, redirectsSchema, rewritesSchema } from "@vercel/routing-utils"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { assertHostLimits, checkHostLimits } from "./check-host-limits"
import { hostLimits } from "./host-limits"

const policy = "default-src 'none'; script-src 'self'"

/** A build in miniature, from the project's root, within every host's limits. */
const withinLimits: Record<string, string> = {
  "build/client/_headers": [
    "# Generated.",
    "/*",
    "  X-Frame-Options: DENY",
    `  Content-Security-Policy: ${policy}`,
    "/admin",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: default-src 'self'",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n"),
  "build/client/_redirects": "/old-page /new-page 301\n/blog/* /news/:splat 301\n",
  "build/vercel.json": JSON.stringify({
    cleanUrls: true,
    trailingSlash: false,
    headers: [{ source: "/(.*)", headers: [{ key: "Content-Security-Policy", value: policy }] }],
  }),
  "build/cloudfront/response-headers-policy.json": JSON.stringify({
    Name: "site",
    SecurityHeadersConfig: { ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: policy } },
    CustomHeadersConfig: { Quantity: 1, Items: [{ Header: "Permissions-Policy", Value: "camera=()", Override: true }] },
  }),
  "deploy/cloudfront/clean-urls.js": "function handler(event) {\n  return event.request\n}\n",
}

let root: string
const buildDir = () => path.join(root, "build")
const writeProject = async (files: Record<string, string>) => {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), content)
  }
}
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "host-limits-"))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** A `_headers` whose `/*` rule has the policy, then `rules` more rules. */
const headersWithRules = (rules: number) =>
  [
    `/*\n  Content-Security-Policy: ${policy}`,
    ...Array.from({ length: rules }, (_, index) => `/page-${index}\n  Cache-Control: no-cache`),
  ].join("\n")
const vercelHeaders = (headers: { source: string; headers: { key: string; value: string }[] }[]) =>
  JSON.stringify({ headers })
const cloudFrontPolicy = (contentSecurityPolicy: string, items: { Header: string; Value: string }[] = []) =>
  JSON.stringify({
    SecurityHeadersConfig: { ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: contentSecurityPolicy } },
    CustomHeadersConfig: { Quantity: items.length, Items: items.map((item) => ({ ...item, Override: true })) },
  })
const customHeaders = (count: number, valueLength = 10) =>
  Array.from({ length: count }, (_, index) => ({ Header: `X-Custom-${index}`, Value: "v".repeat(valueLength) }))

describe("checkHostLimits", () => {
  it("finds nothing in a build within every host's limits", async () => {
    await writeProject(withinLimits)
    expect(await checkHostLimits(buildDir())).toEqual([])
    await expect(assertHostLimits(buildDir())).resolves.toBeUndefined()
  })

  it("finds nothing where the build wrote no files for the hosts", async () => {
    await mkdir(buildDir())
    expect(await checkHostLimits(buildDir())).toEqual([])
  })

  // Each case: the files that differ from `withinLimits`, and every finding, word for word.
  it.each<{ limit: string; files: Record<string, string>; findings: string[] }>([
    {
      limit: "Cloudflare Pages' 2,000 characters a _headers line, its indentation counted",
      // 27 characters before the policy: "  Content-Security-Policy: ".
      files: { "build/client/_headers": `/*\n  Content-Security-Policy: ${"x".repeat(1986)}\n` },
      findings: ["Cloudflare Pages: build/client/_headers line 2 is 2013 characters, over the 2,000 a line may have"],
    },
    {
      limit: "Cloudflare Pages' 100 header rules",
      files: { "build/client/_headers": headersWithRules(100) },
      findings: ["Cloudflare Pages: build/client/_headers has 101 header rules, over the 100 a project may have"],
    },
    {
      limit: "Cloudflare Pages' 2,000 static redirects",
      files: {
        "build/client/_redirects": Array.from({ length: 2001 }, (_, index) => `/old-${index} /new 301`).join("\n"),
      },
      findings: [
        "Cloudflare Pages: build/client/_redirects has 2001 static redirects, over the 2,000 a project may have",
      ],
    },
    {
      limit: "Cloudflare Pages' 100 dynamic redirects, a static rule after a dynamic one counting as dynamic",
      files: {
        "build/client/_redirects": [
          "/blog/* /news/:splat 301",
          ...Array.from({ length: 100 }, (_, index) => `/old-${index} /new 301`),
        ].join("\n"),
      },
      findings: [
        "Cloudflare Pages: build/client/_redirects has 101 dynamic redirects (a splat or placeholder in the source, or any rule after the first such), over the 100 a project may have",
      ],
    },
    {
      limit: "Cloudflare Pages' 1,000 characters a redirect",
      // "/old /new?q=" is 12 characters, " 301" 4.
      files: { "build/client/_redirects": `/old /new?q=${"x".repeat(985)} 301\n` },
      findings: [
        "Cloudflare Pages: build/client/_redirects line 1 is 1001 characters, over the 1,000 a redirect may have",
      ],
    },
    {
      limit: "Cloudflare Pages' redirect statuses (Netlify takes a 404 rule, Cloudflare ignores it)",
      files: { "build/client/_redirects": "/es/* /es/404.html 404\n" },
      findings: [
        "Cloudflare Pages: build/client/_redirects line 1 has status 404: it is ignored (Cloudflare Pages takes 200, 301, 302, 303, 307, 308)",
      ],
    },
    {
      limit: "Cloudflare Pages' redirect syntax (Netlify's conditions are ignored there)",
      files: { "build/client/_redirects": "/ /es 302 Language=es\n" },
      findings: [
        'Cloudflare Pages: build/client/_redirects line 1 is not "source destination [status]": it is ignored',
      ],
    },
    {
      limit: "what Netlify's parser refuses in _headers",
      files: { "build/client/_headers": `/*\n  Content-Security-Policy: ${policy}\n  X-Frame-Options:\n` },
      findings: [
        "Netlify: build/client/_headers is refused by Netlify's parser: Could not parse header line 3: X-Frame-Options: Missing header value",
      ],
    },
    {
      limit: "a Content-Security-Policy on Netlify's /* rule",
      files: { "build/client/_headers": "/*\n  X-Frame-Options: DENY\n" },
      findings: ["Netlify: build/client/_headers gives /* no Content-Security-Policy"],
    },
    {
      limit: "what Netlify's parser refuses in _redirects (and Cloudflare ignores)",
      files: { "build/client/_redirects": "/old-page\n" },
      findings: [
        'Cloudflare Pages: build/client/_redirects line 1 is not "source destination [status]": it is ignored',
        "Netlify: build/client/_redirects is refused by Netlify's parser: Could not parse redirect line 1: /old-page Missing destination path/URL",
      ],
    },
    {
      limit: "what Vercel's routing refuses",
      files: {
        "build/vercel.json": vercelHeaders([{ source: "/(", headers: [{ key: "X-Frame-Options", value: "DENY" }] }]),
      },
      findings: [
        'Vercel: build/vercel.json is refused by Vercel\'s routing: Header at index 0 has invalid `source` regular expression "/(".',
      ],
    },
    {
      limit: "Vercel's 2,048 routes a deployment",
      files: {
        "build/vercel.json": vercelHeaders(
          Array.from({ length: 2049 }, (_, index) => ({
            source: `/page-${index}`,
            headers: [{ key: "Cache-Control", value: "no-cache" }],
          })),
        ),
      },
      findings: ["Vercel: build/vercel.json makes 2049 routes, over the 2,048 a deployment may have"],
    },
    {
      limit: "Vercel's 4,096 characters a source",
      files: {
        "build/vercel.json": vercelHeaders([
          { source: `/${"a".repeat(4096)}`, headers: [{ key: "X-Frame-Options", value: "DENY" }] },
        ]),
      },
      findings: ["Vercel: build/vercel.json headers[0]'s source is 4097 characters, over the 4,096 a source may have"],
    },
    {
      limit: "Vercel's 1,024 headers a rule",
      files: {
        "build/vercel.json": vercelHeaders([
          { source: "/(.*)", headers: Array.from({ length: 1025 }, (_, index) => ({ key: `X-${index}`, value: "1" })) },
        ]),
      },
      findings: ["Vercel: build/vercel.json headers[0] has 1025 headers, over the 1,024 a rule may have"],
    },
    {
      limit: "Vercel's 4,096 characters a header name",
      files: {
        "build/vercel.json": vercelHeaders([{ source: "/(.*)", headers: [{ key: "X".repeat(4097), value: "1" }] }]),
      },
      findings: [
        "Vercel: build/vercel.json headers[0] has a header name of 4097 characters, over the 4,096 a header name may have",
      ],
    },
    {
      limit: "Vercel's 32,768 characters a header value",
      files: {
        "build/vercel.json": vercelHeaders([
          { source: "/(.*)", headers: [{ key: "Content-Security-Policy", value: "x".repeat(32769) }] },
        ]),
      },
      findings: [
        "Vercel: build/vercel.json headers[0]'s Content-Security-Policy is 32769 characters, over the 32,768 a header value may have",
      ],
    },
    {
      limit: "CloudFront's 1,783 characters of Content-Security-Policy",
      files: { "build/cloudfront/response-headers-policy.json": cloudFrontPolicy("x".repeat(1784)) },
      findings: [
        "CloudFront: build/cloudfront/response-headers-policy.json's Content-Security-Policy is 1784 characters, over the 1,783 a policy's Content-Security-Policy may have",
      ],
    },
    {
      limit: "CloudFront's 1,783 characters of Content-Security-Policy, in a policy written as the API's request",
      files: {
        "build/cloudfront/response-headers-policy.json": JSON.stringify({
          ResponseHeadersPolicyConfig: JSON.parse(cloudFrontPolicy("x".repeat(1800))) as unknown,
        }),
      },
      findings: [
        "CloudFront: build/cloudfront/response-headers-policy.json's Content-Security-Policy is 1800 characters, over the 1,783 a policy's Content-Security-Policy may have",
      ],
    },
    {
      limit: "CloudFront's 10 custom headers a policy",
      files: { "build/cloudfront/response-headers-policy.json": cloudFrontPolicy(policy, customHeaders(11)) },
      findings: [
        "CloudFront: build/cloudfront/response-headers-policy.json has 11 custom headers, over the 10 a policy may have",
      ],
    },
    {
      limit: "CloudFront's 256 characters a custom header's name",
      files: {
        "build/cloudfront/response-headers-policy.json": cloudFrontPolicy(policy, [
          { Header: "X".repeat(257), Value: "1" },
        ]),
      },
      findings: [
        "CloudFront: build/cloudfront/response-headers-policy.json has a custom header name of 257 characters, over the 256 a custom header's name may have",
      ],
    },
    {
      limit: "CloudFront's 1,783 characters a custom header's value",
      files: {
        "build/cloudfront/response-headers-policy.json": cloudFrontPolicy(policy, [
          { Header: "Permissions-Policy", Value: "x".repeat(1784) },
        ]),
      },
      findings: [
        "CloudFront: build/cloudfront/response-headers-policy.json's Permissions-Policy is 1784 characters, over the 1,783 a custom header's value may have",
      ],
    },
    {
      limit: "CloudFront's 10,240 characters of custom headers together",
      // Six names of 10 characters and values of 1,780: 10,740, each header within its own limits.
      files: { "build/cloudfront/response-headers-policy.json": cloudFrontPolicy(policy, customHeaders(6, 1780)) },
      findings: [
        "CloudFront: build/cloudfront/response-headers-policy.json's custom headers are 10740 characters together, over the 10,240 a policy's custom headers may have together",
      ],
    },
    {
      limit: "CloudFront's 10 KB a function, in deploy/cloudfront",
      files: { "deploy/cloudfront/clean-urls.js": `// ${"x".repeat(10238)}` },
      findings: ["CloudFront: deploy/cloudfront/clean-urls.js is 10241 bytes, over the 10,240 a function may have"],
    },
    {
      limit: "CloudFront's 10 KB a function, counted in bytes, in build/cloudfront",
      // "é" is two bytes in UTF-8: 5,121 characters, 10,242 bytes.
      files: { "build/cloudfront/security-headers.js": "é".repeat(5121) },
      findings: [
        "CloudFront: build/cloudfront/security-headers.js is 10242 bytes, over the 10,240 a function may have",
      ],
    },
  ])("names a file over $limit", async ({ files, findings }) => {
    await writeProject({ ...withinLimits, ...files })
    expect(await checkHostLimits(buildDir())).toEqual(findings)
  })

  it("names a vercel.json that is not JSON", async () => {
    await writeProject({ ...withinLimits, "build/vercel.json": "{ headers: [] }" })
    const findings = await checkHostLimits(buildDir())
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatch(/^Vercel: build\/vercel\.json is not JSON: /)
  })

  it("counts the files Cloudflare Pages would publish against its 20,000 a site, not the hosts' own files", async () => {
    expect(hostLimits.cloudflareFiles.limit).toBe(20_000)
    // Counted against a limit of 20 here: writing twenty thousand files would take most of the
    // test's time on a slow disk, for the same count and comparison.
    const limit = hostLimits.cloudflareFiles as { limit: number }
    limit.limit = 20
    try {
      await writeProject(withinLimits)
      const client = path.join(buildDir(), "client")
      // 20 files besides _headers, _redirects and .vercelignore, which Cloudflare does not publish.
      await writeFile(path.join(client, ".vercelignore"), "_headers\n")
      const present = (await readdir(client, { recursive: true, withFileTypes: true })).filter(
        (entry) => entry.isFile() && ![".vercelignore", "_headers", "_redirects"].includes(entry.name),
      ).length
      for (let index = present; index < 20; index++) writeFileSync(path.join(client, `page-${index}.html`), "")
      expect(await checkHostLimits(buildDir())).toEqual([])
      await writeFile(path.join(client, "one-more.html"), "")
      expect(await checkHostLimits(buildDir())).toEqual([
        "Cloudflare Pages: build/client has 21 files, over the 20 a site may have",
      ])
    } finally {
      limit.limit = 20_000
    }
  })

  it("stops the build with every finding, one a line", async () => {
    await writeProject({
      ...withinLimits,
      "build/client/_headers": "/*\n  X-Frame-Options: DENY\n",
      "build/cloudfront/response-headers-policy.json": cloudFrontPolicy("x".repeat(1784)),
    })
    await expect(assertHostLimits(buildDir())).rejects.toThrow(
      [
        "Netlify: build/client/_headers gives /* no Content-Security-Policy",
        "CloudFront: build/cloudfront/response-headers-policy.json's Content-Security-Policy is 1784 characters, over the 1,783 a policy's Content-Security-Policy may have",
      ].join("\n"),
    )
  })

  it("names the build folder the files are in", async () => {
    await writeProject({ "build-fixture/cloudfront/response-headers-policy.json": cloudFrontPolicy("x".repeat(1784)) })
    expect(await checkHostLimits(path.join(root, "build-fixture"))).toEqual([
      "CloudFront: build-fixture/cloudfront/response-headers-policy.json's Content-Security-Policy is 1784 characters, over the 1,783 a policy's Content-Security-Policy may have",
    ])
  })
})

describe("checkHostLimits, by the hosts' own parsers", () => {
  it("reports what Netlify's and Vercel's own code refuses", async () => {
    await writeProject({
      ...withinLimits,
      "build/client/_headers": `/*\n  Content-Security-Policy: ${"x".repeat(2000)}\n  X-Frame-Options:\n`,
      "build/vercel.json": vercelHeaders([{ source: "/(", headers: [{ key: "X", value: "y".repeat(40000) }] }]),
    })
    // Besides what goes over the documented numbers, which the parsers themselves let through.
    expect(await checkHostLimits(buildDir())).toEqual([
      "Cloudflare Pages: build/client/_headers line 2 is 2027 characters, over the 2,000 a line may have",
      "Netlify: build/client/_headers is refused by Netlify's parser: Could not parse header line 3: X-Frame-Options: Missing header value",
      'Vercel: build/vercel.json is refused by Vercel\'s routing: Header at index 0 has invalid `source` regular expression "/(".',
      "Vercel: build/vercel.json headers[0]'s X is 40000 characters, over the 32,768 a header value may have",
    ])
  })

  it("accepts the files of a build within the limits", async () => {
    await writeProject(withinLimits)
    expect(await checkHostLimits(buildDir())).toEqual([])
  })
})

describe("hostLimits", () => {
  it("names where each host documents its limit", () => {
    for (const limit of Object.values(hostLimits)) expect(limit.source).toMatch(/^https:\/\//)
  })

  // Vercel's CLI checks vercel.json against @vercel/routing-utils' schemas: a new version that moves
  // a number shows here, and the table follows it.
  it("keeps Vercel's numbers those of the schemas Vercel checks vercel.json against", () => {
    for (const schema of [headersSchema, redirectsSchema, rewritesSchema])
      expect(schema.items.properties.source.maxLength).toBe(hostLimits.vercelSource.limit)
    const { headers } = headersSchema.items.properties
    expect(headers.maxItems).toBe(hostLimits.vercelHeadersPerRule.limit)
    expect(headers.items.properties.key.maxLength).toBe(hostLimits.vercelHeaderName.limit)
    expect(headers.items.properties.value.maxLength).toBe(hostLimits.vercelHeaderValue.limit)
  })
})
