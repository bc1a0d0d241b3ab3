/**
 * One table of hostile requests, run against every way the site is served: `npm start`
 * (tests/deploy/npm-start.spec.ts), nginx with the shipped config over HTTPS and on port 80
 * (tests/deploy/nginx.spec.ts), the CloudFront function with each row's path and query
 * (pipeline/cloudfront-function.test.ts), and the static hosts' rules (build-output.spec.ts).
 *
 * Whatever the row, every target must answer (never crash or hang), never with a 5xx, never with
 * a Location that a browser reads as another host, and never with a line of /etc/passwd or the
 * repository's package.json (`leaks`). Each row also says what the servers answer; a target that
 * legitimately answers otherwise has its own expectation on the row, with the reason.
 *
 * Plain data and functions, no test runner: Vitest and Playwright both read it, and nothing here
 * reads the build (the spec names the file the Range rows ask for).
 */

/** What a server answers to a row. */
export type Expected =
  /** 301 to this path of the same host. */
  | { kind: "redirect"; location: string }
  /** The site's 404 page, with this status. */
  | { kind: "not-found"; status: 400 | 404 }
  /** Refused before any page is looked for (nginx's own error answers): only the status. */
  | { kind: "refused"; status: 400 | 414 | 431 }
  /** 405 with `Allow: GET, HEAD`. */
  | { kind: "not-allowed" }
  /** The connection closed without an answer: nginx's 444, for a host name that is not the site's. */
  | { kind: "closed" }
  /** A page of the site, 200. */
  | { kind: "page" }
  /** The whole file, 200, whatever the Range header said. */
  | { kind: "whole-file" }

export type HostileRequest = {
  label: string
  method: string
  /** The request target exactly as sent: raw bytes, no encoding added. */
  target: string
  /** The Host header, when not the server's own name. */
  host?: string
  headers?: Record<string, string>
  body?: string
  /** What `npm start` and nginx answer. */
  expected: Expected
  /** Where nginx answers otherwise: the reason is on the row. */
  nginx?: Expected
  /**
   * What the CloudFront function does with the row's path and query, where it matters: a
   * redirect, the object it asks S3 for, or an answer of its own. Rows without it are held to
   * the rules of every target only; rows whose request never reaches the function say so
   * (`false`): CloudFront itself refuses other methods and malformed requests, and answers ranges.
   */
  cloudFront?: { location: string } | { uri: string } | { status: 404 } | false
}

/** The file the Range rows ask for: a built asset, and its size in bytes. */
export type RangeTarget = { path: string; size: number }

const get = (target: string, expected: Expected, more: Partial<HostileRequest> = {}): HostileRequest => ({
  label: `GET ${target.length > 60 ? `${target.slice(0, 24)}… (${target.length} characters)` : target}`,
  method: "GET",
  target,
  expected,
  ...more,
})
const redirect = (location: string): Expected => ({ kind: "redirect", location })
const notFound: Expected = { kind: "not-found", status: 404 }

/** The table, with the Range rows asking for `file`. */
export function hostileRequests(file: RangeTarget): HostileRequest[] {
  const ranged = (range: string): HostileRequest => ({
    label: `GET ${file.path.slice(0, 24)}… Range: ${range}`,
    method: "GET",
    target: file.path,
    headers: { Range: range },
    // Range is ignored by both servers (decision 015; nginx's `max_ranges 0`, decision 016).
    expected: { kind: "whole-file" },
    // CloudFront and S3 answer ranges themselves; the function sees only the path.
    cloudFront: false,
  })
  return [
    // Ranges: each of these once made `npm start` exit, answer 206 with a wrong body, or 416;
    // nginx's 416 carried every header twice.
    ranged("bytes=100-1"),
    ranged("bytes=0-18446744073709551615"),
    ranged("bytes=-18446744073709551615"),
    ranged("bytes=-0"),
    ranged("bytes=abc"),
    ranged("bytes=0-1,5-6"),
    ranged("items=0-1"),
    ranged(`bytes=${file.size}-`),
    ranged(`bytes=${file.size + 1000}-${file.size + 2000}`),
    ranged("bytes=0-99"),

    // Slashes and backslashes, raw and encoded: never a Location a browser reads as another host.
    get("//evil.com/", redirect("/evil.com"), { cloudFront: { location: "/evil.com" } }),
    get("//evil.com", redirect("/evil.com"), {
      // nginx merges the slashes before anything else, and /evil.com is no page.
      nginx: notFound,
      cloudFront: { location: "/evil.com" },
    }),
    get("///evil.com/", redirect("/evil.com"), { cloudFront: { location: "/evil.com" } }),
    get("//evil.com/index.html", redirect("/evil.com/index"), { cloudFront: { location: "/evil.com/index" } }),
    get("/services//evil.com/", redirect("/services/evil.com"), { cloudFront: { location: "/services/evil.com" } }),
    get("/\\evil.com/", notFound, { cloudFront: { location: "/%5Cevil.com" } }),
    get("/\\/evil.com/", notFound, { cloudFront: { location: "/%5C/evil.com" } }),
    get("/%5Cevil.com/", notFound, { cloudFront: { location: "/%5Cevil.com" } }),
    get("/%5C%5Cevil.com/", notFound, { cloudFront: { location: "/%5C%5Cevil.com" } }),
    get("/%5C/evil.com/", notFound),
    get("/%5cevil.com/index.html", notFound),
    get("/%5Cevil.com/index.html", notFound),
    get("/services/%5C%5Cevil.com/", notFound),
    // An encoded slash is in no address: both servers refuse it rather than decode it (decision 037).
    get("/%2F%2Fevil.com/", notFound, { cloudFront: { location: "/%2F%2Fevil.com" } }),
    get("/%2F/evil.com/", notFound),
    get("/assets/..%2F404.html", notFound),
    get("/assets/..%2fservices.html", notFound),
    // A tab, encoded and raw: no address holds one, but it is only a character of the path.
    get("/%09/evil.com/", redirect("/%09/evil.com"), { cloudFront: { location: "/%09/evil.com" } }),
    // A raw tab is not allowed in a request line; CloudFront refuses it before any function runs.
    get("/\t/evil.com/", { kind: "refused", status: 400 }, { cloudFront: false }),
    get("/services/?next=//evil.com", redirect("/services?next=//evil.com")),

    // Other hosts. `npm start` answers any name, and its redirects are paths, so they stay on
    // whatever host the browser asked for; nginx answers the site's names only (decision 016).
    get("http://evil.com/services/", redirect("/services"), {
      // The absolute form names the host the request is for, in place of the Host header.
      nginx: { kind: "closed" },
      cloudFront: false,
    }),
    {
      ...get("/services/", redirect("/services"), { host: "evil.example" }),
      label: "GET /services/ (Host: evil.example)",
      nginx: { kind: "closed" },
      cloudFront: false,
    },
    {
      ...get("/", { kind: "page" }, { host: "localhost.evil.example" }),
      label: "GET / (Host: localhost.evil.example)",
      nginx: { kind: "closed" },
      cloudFront: false,
    },

    // Out of the folder.
    // Out of the folder: nginx refuses a path whose dot segments climb above the root.
    get("/..%2f..%2fetc/passwd", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/../../etc/passwd", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/%2e%2e/%2e%2e/etc/passwd", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/services/../../etc/passwd", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/assets/..%2f..%2f..%2fpackage.json", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/..%5c..%5cpackage.json", notFound),
    get("/..%252f..%252fpackage.json", notFound),
    // Dot segments inside the site resolve to the page they name.
    get("/blog/./../services", { kind: "page" }),

    // Bytes no file name has (nginx refuses a NUL or a broken escape outright), and sizes no
    // address has (nginx's buffers hold a request line of 8 kB, then 414).
    get("/%00", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/index.html%00.txt", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/services%00", notFound, { nginx: { kind: "refused", status: 400 } }),
    get("/%E0%A4%A", { kind: "not-found", status: 400 }, { nginx: { kind: "refused", status: 400 } }),
    get(`/${"a".repeat(10_000)}`, notFound, { nginx: { kind: "refused", status: 414 } }),
    get("/a".repeat(5_000), notFound, { nginx: { kind: "refused", status: 414 } }),
    {
      ...get("/", { kind: "refused", status: 431 }),
      label: "GET / with a 100 kB header",
      headers: { "X-Padding": "a".repeat(100_000) },
      // nginx says so with 400 (its "Request Header Or Cookie Too Large").
      nginx: { kind: "refused", status: 400 },
      cloudFront: false,
    },

    // Methods and bodies: only GET and HEAD are answered, and a GET's body is not read.
    { ...get("/", { kind: "page" }), label: "GET / with a body", body: "x".repeat(1000), cloudFront: false },
    {
      label: "POST / with both Content-Length and Transfer-Encoding",
      method: "POST",
      target: "/",
      headers: { "Content-Length": "5", "Transfer-Encoding": "chunked" },
      body: "",
      expected: { kind: "refused", status: 400 },
      cloudFront: false,
    },
    {
      label: "POST / with a body",
      method: "POST",
      target: "/",
      body: "name=x&email=x%40example.com",
      expected: { kind: "not-allowed" },
      cloudFront: false,
    },
    {
      label: "PUT /services",
      method: "PUT",
      target: "/services",
      body: "x",
      expected: { kind: "not-allowed" },
      cloudFront: false,
    },
    { label: "OPTIONS /", method: "OPTIONS", target: "/", expected: { kind: "not-allowed" }, cloudFront: false },
    {
      label: "OPTIONS *",
      method: "OPTIONS",
      target: "*",
      expected: { kind: "not-allowed" },
      // nginx refuses a request whose target is not a path.
      nginx: { kind: "refused", status: 400 },
      cloudFront: false,
    },
    {
      label: "DELETE /index.html",
      method: "DELETE",
      target: "/index.html",
      expected: { kind: "not-allowed" },
      cloudFront: false,
    },
    { ...get("/services", { kind: "not-allowed" }), label: "TRACE /services", method: "TRACE", cloudFront: false },

    // One canonical form per address, as Cloudflare Pages serves a build of pages named after
    // their addresses (services.html): the other forms redirect to it once, or are not found.
    get("/index.html", redirect("/"), { cloudFront: { location: "/" } }),
    get("/index", redirect("/"), { cloudFront: { location: "/" } }),
    get("/services.html?x=1", redirect("/services?x=1"), { cloudFront: { location: "/services?x=1" } }),
    get("/services/", redirect("/services"), { cloudFront: { location: "/services" } }),
    get("/services.html/", redirect("/services"), { cloudFront: { location: "/services" } }),
    get("/es/", redirect("/es"), { cloudFront: { location: "/es" } }),
    get("/es.html", redirect("/es"), { cloudFront: { location: "/es" } }),
    get("/es/services/?x=1", redirect("/es/services?x=1"), { cloudFront: { location: "/es/services?x=1" } }),
    // The function asks S3 for an object the bucket does not have, and gets the 404 page.
    get("/services/index", notFound, { cloudFront: { uri: "/services/index.html" } }),
    get("/blog/index", notFound),
    get("/services/index.html", redirect("/services/index"), { cloudFront: { location: "/services/index" } }),
    // An encoded slash is no address of the site's on either server (decision 037).
    get("/services%2Findex.html", notFound),
    get("/services%2F", notFound),
    // A page's file by an encoded name is no address of the site; nginx decodes the name first.
    get("/services%2Ehtml", notFound, { nginx: redirect("/services") }),
    get("/assets", notFound),
    // The 404 page's own name and address are no pages (the Spanish one's: nginx.spec.ts and
    // npm-start.spec.ts, which expect its Spanish screen).
    get("/404", notFound, { cloudFront: { uri: "/404" } }),
    get("/404.html", notFound, { cloudFront: { location: "/404" } }),

    // Files never served by their own names.
    get("/.env", notFound),
    get("/.git/config", notFound),
    get("/.htaccess", notFound),
    get(`${file.path}.map`, notFound),
    get("/index.html.gz", notFound),
    get("/index.md.br", notFound),
    // Netlify's and Cloudflare Pages' headers file: read by those hosts, published by none.
    get("/_headers", notFound, { cloudFront: { status: 404 } }),
  ]
}

/** A line of /etc/passwd ("root:x:0:0:root:/root:/bin/bash"); the 404 page's stylesheet has ":root:". */
const passwdLine = /^root:[^:\n]*:0:0:/m

/** What no answer of any target may hold: a line of /etc/passwd, or the repository's package.json. */
export function leaks(body: string): string[] {
  return [
    ...(passwdLine.test(body) ? ["a line of /etc/passwd"] : []),
    ...(body.includes('"name": "agency-site"') ? ["package.json"] : []),
  ]
}

/**
 * The origin a browser goes to when it follows `location` from a page of `origin`: a backslash
 * counts as a slash, so "/\\evil.com" is the host evil.com.
 */
export function redirectOrigin(location: string, origin: string): string {
  return new URL(location, `${origin}/services`).origin
}
