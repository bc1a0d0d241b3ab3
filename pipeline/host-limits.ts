/**
 * The most each static host takes in the files the build writes for it, as the host documents it, each row with its
 * source (`assertHostLimits` checks them). A row changes when the host's documentation does.
 */

export type Host = "Cloudflare Pages" | "Netlify" | "Vercel" | "CloudFront"

export interface HostLimit {
  host: Host
  /** From the project's root. */
  file: string
  what: string
  /** Null where the host documents no number. */
  limit: number | null
  /** How a finding ends after "over the <limit>": "a line may have". */
  over?: string
  source: string
}

const cloudflareHeaders = "https://developers.cloudflare.com/pages/configuration/headers/"
const cloudflareRedirects = "https://developers.cloudflare.com/pages/configuration/redirects/"
const vercelLimits = "https://vercel.com/docs/limits"
// Vercel's prose documents no sizes for vercel.json's rules; its CLI checks the file against these JSON schemas
// (read in @vercel/routing-utils 6.6.0), so they are the limits.
const vercelSchemas = "https://github.com/vercel/vercel/blob/main/packages/routing-utils/src/schemas.ts"
const cloudFrontQuotas = "https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html"

export const hostLimits = {
  // "A project is limited to 100 header rules." Cloudflare skips every rule after the hundredth.
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
  // "Pages sites can contain up to 20,000 files" on the Free plan (100,000 on paid plans since 2026-01-23): the
  // precompressed twins count too, and a deploy over it fails. The Free plan's number is kept.
  cloudflareFiles: {
    host: "Cloudflare Pages",
    file: "build/client",
    what: "files in a site (the Free plan's; paid plans take 100,000)",
    limit: 20000,
    over: "a site may have",
    source: "https://developers.cloudflare.com/pages/platform/limits/#files",
  },
  // "A project is limited to 2,000 static redirects and 100 dynamic redirects, for a combined total of 2,100."
  cloudflareStaticRedirects: {
    host: "Cloudflare Pages",
    file: "build/client/_redirects",
    what: "static redirects",
    limit: 2000,
    over: "a project may have",
    source: cloudflareRedirects,
  },
  // Wrangler's parseRedirects counts every rule after the first dynamic one as dynamic, hence "Static redirects
  // should appear before dynamic redirects".
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
  // "Each redirect declaration has a 1,000-character limit." (wrangler 4.86 allows 2,000; the documented one is kept.)
  cloudflareRedirectLine: {
    host: "Cloudflare Pages",
    file: "build/client/_redirects",
    what: "characters on a redirect's line",
    limit: 1000,
    over: "a redirect may have",
    source: cloudflareRedirects,
  },
  // Netlify documents no numbers for `_headers`: what its own parser (@netlify/headers-parser) refuses is the limit.
  netlifyHeaders: {
    host: "Netlify",
    file: "build/client/_headers",
    what: "no number documented: what Netlify's parser refuses",
    limit: null,
    source: "https://docs.netlify.com/manage/routing/headers/",
  },
  // "If the size of this output is too large, the deploy might fail", with no number (wildcards suggested from 10,000
  // redirects on): what Netlify's parser refuses is the limit.
  netlifyRedirects: {
    host: "Netlify",
    file: "build/client/_redirects",
    what: "no number documented: what Netlify's parser refuses",
    limit: null,
    source: "https://docs.netlify.com/manage/routing/redirects/overview/",
  },
  // "Routes created per Deployment: 2048"; "each rewrite, redirect, or header is counted as a Route". Counted as
  // @vercel/routing-utils builds them, cleanUrls' and trailingSlash's among them, which can only count more.
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
  // "Maximum length of the Content-Security-Policy header value: 1,783 characters" (adjustable on request; CloudFront
  // refuses a longer one with TooLongCSPInResponseHeadersPolicy).
  cloudFrontPolicy: {
    host: "CloudFront",
    file: "build/cloudfront/response-headers-policy.json",
    what: "characters in a response headers policy's Content-Security-Policy",
    limit: 1783,
    over: "a policy's Content-Security-Policy may have",
    source: cloudFrontQuotas,
  },
  // "Custom headers: maximum number of custom headers that you can add to a response headers policy: 10".
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
  // "Maximum function size: 10 KB" (not adjustable), taken as 10 × 1,024 bytes of code.
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
export const cloudflareRedirectStatuses = [200, 301, 302, 303, 307, 308]
