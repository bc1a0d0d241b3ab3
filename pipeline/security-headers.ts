import { editorVendors, pageVendors, policyOf, type PolicySettings } from "../app/lib/vendors"

/** The one source of the site's response headers, which `writeHeaderFiles` turns into each host's files. */

/** What a page's inline code needs the policy to allow: sha256 hashes, base64. */
export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

/** What the site talks to besides itself: the vendor table's rows for a page (app/lib/vendors.ts). */
export type Integrations = PolicySettings

/** A page that talks to no one but the site (the editor's own site, the error pages' strict policy). */
export const noIntegrations: Integrations = {
  voice: { vendor: "none" },
  analytics: { provider: "none" },
  leadWebhookUrl: null,
}

/**
 * A page's scripts come only from the site's own folders (the bundles' and the search index's), named under each of
 * `origins`, since 'self' cannot carry a path (docs/decisions/037-script-only-from-the-sites-folders.md).
 */
export interface PolicyPlace {
  origins: readonly string[]
  /** The search index's folders, on the pages that search. */
  search?: readonly string[]
}

/**
 * The origin a request was sent to, filled in per request by nginx from its map of well-formed host names
 * (deploy/nginx/site.conf) and by `npm start` from the loopback names and the site's own (`originOf`).
 */
export const requestOrigin = "$agency_origin"

export const bundleFolder = "/assets/"

/**
 * A vendor's origins are added only when it is configured, from the vendor table; scripts from elsewhere are named by
 * their full address, never by their host alone (docs/decisions/017-third-party-scripts.md).
 */
export function contentSecurityPolicy(inline: InlineHashes, integrations: Integrations, place: PolicyPlace): string {
  return serialize(pageDirectives(inline, integrations, place))
}

/**
 * A static host's one policy for every page: the site's own scripts by hash (their number does not grow with the
 * content), and any inline style, which each page narrows with `stylePolicy` in a `<meta>` (a browser enforces
 * both). It fits every host's limit (docs/decisions/022-one-policy-and-address-on-every-host.md).
 */
export function staticHostPolicy(scripts: readonly string[], integrations: Integrations, place: PolicyPlace): string {
  return serialize(pageDirectives({ scripts, styles: anyInlineStyle }, integrations, place))
}

/**
 * Pagefind compiles its WebAssembly on the page when its worker cannot start; `'wasm-unsafe-eval'` allows that and
 * nothing of JavaScript's eval (docs/decisions/030-search.md).
 */
export const searchAllowances = { script: ["'wasm-unsafe-eval'"] } as const

/** The policy of the search index's files, and so of Pagefind's worker: a worker follows its own script's policy. */
export function searchIndexPolicy(): string {
  return serialize([
    ["default-src", "'none'"],
    ["script-src", ...searchAllowances.script],
    ["connect-src", "'self'"],
    ...lockedDown,
  ])
}

/**
 * A page's `<meta>` policy: its style elements by hash, the page's own wherever it is served. The header keeps the
 * rest, `frame-ancestors` among them, which a `<meta>` cannot carry.
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
  integrations: Integrations,
  place: PolicyPlace,
): [string, ...string[]][] {
  const vendors = policyOf(pageVendors(integrations))
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
      ...vendors.script,
    ],
    ["style-src", "'self'", ...styles],
    // The voice widget writes style elements no hash can be known for: a directive of their own, since
    // 'unsafe-inline' beside a hash would be ignored; style attributes stay refused.
    ...(vendors.inlineStyleElements ? [["style-src-elem", "'self'", "'unsafe-inline'"] as [string, ...string[]]] : []),
    ["img-src", "'self'", "data:", ...vendors.img],
    ["connect-src", "'self'", ...vendors.connect],
    ...(vendors.media.length > 0 ? [["media-src", "'self'", ...vendors.media] as [string, ...string[]]] : []),
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
 * The editor (/admin) sets styles inline, loads fonts from jsDelivr's copy of Fontsource, reads files as data: and
 * blob: URLs, and saves through GitHub's API (docs/decisions/009-content-and-cms.md).
 */
export function adminContentSecurityPolicy(): string {
  const vendors = policyOf(editorVendors())
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...vendors.img],
    ["font-src", "'self'", "data:", ...vendors.font],
    ["connect-src", "'self'", "data:", "blob:", ...vendors.connect],
    ["media-src", "'self'", "blob:"],
    ["frame-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ...lockedDown,
  ]
  return serialize(directives)
}

/**
 * No Cross-Origin-Opener-Policy: Chromium starts a new renderer process for such a page, which a cheap Android phone
 * pays before the first paint, and the site holds no session or personal data for another window to read
 * (docs/decisions/008-react-islands-on-astro.md).
 */
export function securityHeaders(integrations: Integrations): Record<string, string> {
  const { microphone: origins } = policyOf(pageVendors(integrations))
  const microphone = origins.length > 0 ? `(self ${origins.map((origin) => `"${origin}"`).join(" ")})` : "()"
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

export function cacheControlFor(path: string): string {
  return path.startsWith(bundleFolder) ? cacheControl.immutable : cacheControl.revalidate
}
