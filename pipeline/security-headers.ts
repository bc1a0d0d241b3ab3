import type { AnalyticsSettings, VoiceSettings } from "../app/config/settings"
import { voiceVendorOrigins } from "../app/lib/voice/vendor-origins"

/**
 * The one source of the site's response headers: security headers for every response, the
 * Content-Security-Policy of each page (with the hashes of its inline scripts and styles), and
 * cache lifetimes. pipeline/write-headers.ts turns it into the files each host reads: the
 * `npm start` server's rules, nginx includes, `_headers` (Netlify, Cloudflare Pages) and
 * `vercel.json`.
 */

/** What a page's inline code needs the policy to allow: sha256 hashes, base64. */
export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

/**
 * What Google Analytics 4 needs the Content-Security-Policy to allow (Google's guidance for GA4
 * without Google Signals): its script, and where it sends hits. The script is named by its full
 * address (a query string is not part of the match), not by its host, which also serves Tag
 * Manager containers that run whatever code their owner adds; hits go to regional hosts that
 * Google does not list, hence the wildcards.
 */
export const ga4Origins = {
  script: ["https://www.googletagmanager.com/gtag/js"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
} as const

/** What the site talks to besides itself, each only when configured. */
export interface Integrations {
  voice: VoiceSettings
  analytics: AnalyticsSettings
  /** Where the contact form posts leads, when set. */
  leadWebhookUrl: string | null
}

/**
 * Where a policy is sent from and, on the search's pages, where the search index lives. A page's
 * scripts come only from the site's own folders, the bundles' (`bundleFolder`) and the index's, named
 * under each of `origins`, since a path source needs one and 'self' cannot carry a path: on static
 * hosts the site's URL and the addresses the host gives the deploy itself, on the servers the
 * request's own (`requestOrigin`) (docs/decisions/037-script-only-from-the-sites-folders.md).
 */
export interface PolicyPlace {
  origins: readonly string[]
  /** The search index's folders (`/pagefind/`, `/es/pagefind/`) on the pages that search; none elsewhere. */
  search?: readonly string[]
}

/**
 * Stands for the origin a request was sent to, in the policies of the servers that make headers per
 * request: nginx fills it in from its map of well-formed host names (deploy/nginx/site.conf), `npm
 * start` from the loopback names and the site's own (its static server's `originOf`).
 */
export const requestOrigin = "$agency_origin"

/** The folder of the site's bundles: every script of its own that a page loads by address. */
export const bundleFolder = "/assets/"

/**
 * The policy for a page. The voice vendor's origins are added only when a widget is configured,
 * the analytics provider's (for sending events; GA4's script too) only when one is, and the lead
 * webhook's origin only when one is set. Scripts from elsewhere are named by their full address,
 * never by their host alone (docs/decisions/017-third-party-scripts.md).
 */
export function contentSecurityPolicy(inline: InlineHashes, integrations: Integrations, place: PolicyPlace): string {
  return serialize(pageDirectives(inline, integrations, place))
}

/**
 * The header policy of a static host (Netlify, Cloudflare Pages, Vercel, CloudFront), which sends
 * one policy for every page: the site's own scripts by hash (they come from its code, so their
 * number does not grow with the content), and any inline style, which each page then narrows to
 * its own with `stylePolicy` in a `<meta>` (a browser enforces both policies). Its length no
 * longer grows with pages, posts or sections, so it fits every host's limit
 * (docs/decisions/022-one-policy-and-address-on-every-host.md).
 */
export function staticHostPolicy(scripts: readonly string[], integrations: Integrations, place: PolicyPlace): string {
  return serialize(pageDirectives({ scripts, styles: anyInlineStyle }, integrations, place))
}

/**
 * What the blog's search needs of the pages that carry it, and nothing else does
 * (docs/decisions/030-search.md): Pagefind's script and worker from the index's folders, and its
 * WebAssembly, compiled on the page itself when the worker cannot start (`'wasm-unsafe-eval'`,
 * which allows compiling WebAssembly and nothing of JavaScript's eval). Its index comes from the
 * site (`connect-src 'self'`, which every page has); its form is never sent (`form-action 'none'`
 * stays).
 */
export const searchAllowances = { script: ["'wasm-unsafe-eval'"] } as const

/**
 * The policy of the search index's files (`/pagefind/`, `/es/pagefind/`), which is the policy of
 * Pagefind's worker: a worker follows the policy its own script is sent with, not the page's. It
 * loads no script, compiles the index's WebAssembly and fetches the index's parts from the site;
 * nothing else.
 */
export function searchIndexPolicy(): string {
  return serialize([
    ["default-src", "'none'"],
    ["script-src", ...searchAllowances.script],
    ["connect-src", "'self'"],
    ...lockedDown,
  ])
}

/**
 * The policy a page carries in its own `<meta http-equiv="Content-Security-Policy">`: its style
 * elements by hash. Every host sends it with the page, so the styles a page may have are the
 * page's own wherever it is served; the header policy keeps the rest, `frame-ancestors` among
 * them, which a `<meta>` cannot carry.
 */
export function stylePolicy(styles: readonly string[], integrations: Integrations): string {
  return serialize(
    pageDirectives({ scripts: [], styles }, integrations, { origins: [] }).filter(([name]) =>
      name.startsWith("style-src"),
    ),
  )
}

/** In place of style hashes: the header leaves styles to the page's own policy (`stylePolicy`). */
const anyInlineStyle = "'unsafe-inline'"

function pageDirectives(
  inline: { scripts: readonly string[]; styles: readonly string[] | typeof anyInlineStyle },
  { voice, analytics, leadWebhookUrl }: Integrations,
  place: PolicyPlace,
): [string, ...string[]][] {
  const vendor = voice.vendor === "none" ? null : voiceVendorOrigins[voice.vendor]
  const analyticsOrigins =
    analytics.provider === "none"
      ? { script: [], img: [], connect: [] }
      : analytics.provider === "ga4"
        ? ga4Origins
        : { script: [], img: [], connect: [analytics.apiHost] }
  const leadOrigin = leadWebhookUrl ? [new URL(leadWebhookUrl).origin] : []
  const hashes = (values: readonly string[]) => [...new Set(values)].sort().map((hash) => `'sha256-${hash}'`)
  const styles = inline.styles === anyInlineStyle ? [anyInlineStyle] : hashes(inline.styles)
  const under = (folders: readonly string[]) =>
    place.origins.flatMap((origin) => folders.map((folder) => origin + folder))
  const indexFolders = under(place.search ?? [])
  const search = indexFolders.length > 0
  return [
    ["default-src", "'none'"],
    [
      "script-src",
      ...under([bundleFolder]),
      ...indexFolders,
      ...(search ? searchAllowances.script : []),
      ...hashes(inline.scripts),
      ...(vendor?.script ?? []),
      ...analyticsOrigins.script,
    ],
    ["style-src", "'self'", ...styles],
    // The voice widget writes style elements that no hash can be known for. They get a directive
    // of their own ('unsafe-inline' beside a hash would be ignored); style attributes stay refused.
    ...(vendor?.inlineStyleElements ? [["style-src-elem", "'self'", "'unsafe-inline'"] as [string, ...string[]]] : []),
    ["img-src", "'self'", "data:", ...(vendor?.img ?? []), ...analyticsOrigins.img],
    ["connect-src", "'self'", ...(vendor?.connect ?? []), ...analyticsOrigins.connect, ...leadOrigin],
    ...(vendor ? [["media-src", "'self'", ...vendor.media] as [string, ...string[]]] : []),
    ...(search ? [["worker-src", ...indexFolders] as [string, ...string[]]] : []),
    ...lockedDown,
  ]
}

/** What no page may do: change its base URL, post a form, be framed, embed plugins, use http. */
const lockedDown: [string, ...string[]][] = [
  ["base-uri", "'none'"],
  ["form-action", "'none'"],
  ["frame-ancestors", "'none'"],
  ["object-src", "'none'"],
  ["upgrade-insecure-requests"],
]

const serialize = (directives: readonly (readonly string[])[]) =>
  directives.map((directive) => directive.join(" ")).join("; ")

/**
 * The policy of the content editor's page (/admin), the only page allowed more: its code is all
 * from this site, but it sets styles inline, loads its fonts from jsDelivr, reads files as data:
 * and blob: URLs, and saves through GitHub's API (docs/decisions/009-content-and-cms.md).
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    [
      "img-src",
      "'self'",
      "data:",
      "blob:",
      "https://avatars.githubusercontent.com",
      "https://raw.githubusercontent.com",
    ],
    // The editor's typefaces and icons come from jsDelivr's copy of Fontsource.
    ["font-src", "'self'", "data:", "https://cdn.jsdelivr.net"],
    ["connect-src", "'self'", "data:", "blob:", "https://api.github.com", "https://www.githubstatus.com"],
    ["media-src", "'self'", "blob:"],
    ["frame-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ...lockedDown,
  ]
  return serialize(directives)
}

/**
 * Headers every response carries, whatever its status. No Cross-Origin-Opener-Policy: it puts the
 * page in a browsing context group of its own, and Chromium then starts a new renderer process for
 * it (also on Android, where a cheap phone pays that start before the first paint); the site holds
 * no session or personal data for another window to read (docs/decisions/008-react-islands-on-astro.md).
 */
export function securityHeaders(voice: VoiceSettings): Record<string, string> {
  const vendor = voice.vendor === "none" ? null : voiceVendorOrigins[voice.vendor]
  const microphone = vendor ? `(self ${vendor.microphone.map((origin) => `"${origin}"`).join(" ")})` : "()"
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": `camera=(), geolocation=(), payment=(), usb=(), microphone=${microphone}`,
    "Cross-Origin-Resource-Policy": "same-origin",
  }
}

/** Hashed build output never changes under its name; everything else is revalidated. */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
} as const

/** The Cache-Control of a path: a year for `/assets/`, revalidation for the rest. */
export function cacheControlFor(path: string): string {
  return path.startsWith(bundleFolder) ? cacheControl.immutable : cacheControl.revalidate
}
