import { expect, test, type Page } from "@playwright/test"
import { localeInfo, localizePath, locales } from "../../app/config/locales"
import { cloudflareOrigin } from "../../playwright.config"
import { searchIndexDirectory } from "../../pipeline/search-index"
import { searchIndexPolicy } from "../../pipeline/security-headers"
import { waitForPageReady } from "../e2e/support/fixtures"
import { postsIn, searchFor, workerCompiles } from "../e2e/support/search"
import { leaks, redirectOrigin } from "./support/hostile-requests"
import { httpsEndpoint, httpsOrigin } from "./support/nginx"
import { exchange, requestText } from "./support/raw-http"

/*
 * The blog's search on nginx with the shipped config and on Cloudflare's runtime (wrangler pages
 * dev): a search in each language finds a post in that language, with no Content-Security-Policy
 * violation in the page or in Pagefind's worker; Pagefind's files are sent with their types and the
 * index's policy; hostile requests for its folder are answered without leaving the site.
 * docs/decisions/030-search.md.
 */

const hosts = [
  { name: "nginx", origin: httpsOrigin, endpoint: httpsEndpoint },
  {
    name: "Cloudflare Pages",
    origin: cloudflareOrigin,
    endpoint: () => ({ port: Number(new URL(cloudflareOrigin).port) }),
  },
] as const

/** Every `securitypolicyviolation` the page reports, and the browser's console lines about the policy (the worker's too). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = []
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|WebAssembly|worker/i.test(message.text())) seen.push(message.text())
  })
  page.on("worker", (worker) =>
    worker.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy|WebAssembly/i.test(message.text())) seen.push(`worker: ${message.text()}`)
    }),
  )
  await page.addInitScript(() => {
    const events: string[] = []
    Object.assign(window, { cspViolations: events })
    document.addEventListener("securitypolicyviolation", (event) =>
      events.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...seen,
  ]
}

for (const host of hosts) {
  test.describe(`the blog's search on ${host.name}`, () => {
    test.use({ baseURL: host.origin, ignoreHTTPSErrors: true })

    for (const locale of locales) {
      const blog = localizePath("/blog", locale)
      test(`${blog} finds a post in its language, with no policy violation`, async ({ page }) => {
        const [post] = postsIn(locale)
        test.skip(!post, `no post written in ${locale} yet`)
        if (!post) return
        const violations = await watchViolations(page)
        const workers: string[] = []
        page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname))
        const response = await page.goto(blog)
        expect(response?.status()).toBe(200)
        await waitForPageReady(page)
        await searchFor(page, locale, post)
        expect(workers).toEqual([`/${searchIndexDirectory(locale)}/pagefind-worker.js`])
        expect(await workerCompiles(page)).toBe("compiled")
        expect(await violations()).toEqual([])
      })
    }

    test("Pagefind's files are sent with their types and the index's policy", async ({ request }) => {
      for (const locale of locales) {
        const folder = `/${searchIndexDirectory(locale)}/`
        const wasm = `${folder}wasm.${localeInfo[locale].lang.split("-")[0]}.pagefind`
        for (const [file, type] of [
          [`${folder}pagefind.js`, /^(text|application)\/javascript\b/],
          [`${folder}pagefind-worker.js`, /^(text|application)\/javascript\b/],
          [`${folder}pagefind-entry.json`, /^application\/json\b/],
          // Pagefind's WebAssembly is gzip it unpacks itself: bytes, never sniffed (nosniff).
          [wasm, /^application\/octet-stream$/],
        ] as const) {
          const answer = await request.get(file)
          expect.soft(answer.status(), file).toBe(200)
          expect.soft(answer.headers()["content-type"], file).toMatch(type)
          expect.soft(answer.headers()["x-content-type-options"], file).toBe("nosniff")
          expect.soft(answer.headers()["content-security-policy"], file).toBe(searchIndexPolicy())
        }
        // Pagefind's ready-made interface is not published.
        expect.soft((await request.get(`${folder}pagefind-ui.js`)).status(), folder).toBe(404)
      }
    })

    test("hostile requests for the index's folder never leave the site nor give away a file", async () => {
      const endpoint = host.endpoint()
      const folder = `/${searchIndexDirectory(locales[0])}/`
      const targets = [
        `${folder}%2F%2Fevil.com/`,
        `${folder.slice(0, -1)}//evil.com/`,
        `${folder}%5C%5Cevil.com/`,
        `${folder}\\evil.com/`,
        `${folder}pagefind.js/`,
        `${folder}..%2f..%2f..%2fpackage.json`,
        `${folder}%2e%2e/%2e%2e/package.json`,
        `${folder}..%252f..%252fpackage.json`,
        `${folder}fragment/..%2f..%2f..%2fetc/passwd`,
        `${folder}?next=//evil.com`,
      ]
      for (const target of targets) {
        const answer = await exchange(endpoint, requestText({ target }), { timeout: 5_000, endAfterRequest: true })
        expect.soft(answer.status, `${target}: an answer`).toBeGreaterThan(0)
        if (host.name === "nginx") expect.soft(answer.status, `${target}: no 5xx`).toBeLessThan(500)
        const location = answer.headers.location
        if (location !== undefined)
          expect.soft(redirectOrigin(location, host.origin), `${target}: Location ${location}`).toBe(host.origin)
        expect.soft(leaks(answer.body.toString("latin1")), target).toEqual([])
      }
      // Ranges: the whole file, or a refusal; never part of another file, never an error.
      for (const range of ["bytes=100-1", "bytes=0-18446744073709551615", "bytes=-0", "bytes=abc", "bytes=0-1,5-6"]) {
        const target = `${folder}pagefind.js`
        const answer = await exchange(endpoint, requestText({ target, headers: { Range: range } }), {
          timeout: 5_000,
          endAfterRequest: true,
        })
        expect.soft([200, 206, 416], `${target} Range: ${range}`).toContain(answer.status)
        if (host.name === "nginx") expect.soft(answer.status, `${target} Range: ${range}`).toBe(200)
      }
    })
  })
}
