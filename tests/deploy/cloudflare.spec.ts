import { readdirSync, statSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { localeInfo, localeOfPath, locales, localizePath } from "../../app/config/locales"
import { cloudflareOrigin } from "../../playwright.config"
import { afterNextFrame, waitForIslands } from "../e2e/support/fixtures"
import {
  deployedHeaders,
  injectedPage,
  injectedPageSource,
  readBuiltFile,
  readPageList,
  uploadedScript,
} from "./support/cloudflare"
import { expectUploadedScriptRefused, uploadCheckPages } from "../e2e/support/uploaded-script"
import { hostileRequests, leaks, redirectOrigin } from "./support/hostile-requests"
import { directivesOf, elementsOf, expectedSecurityHeaders, parsePage, textOf } from "./support/policy"
import { exchange, requestText, type RawAnswer } from "./support/raw-http"

/*
 * The build as Cloudflare Pages serves it, in Cloudflare's own runtime (wrangler pages dev, started
 * by playwright.config.ts through support/cloudflare.ts): the host's clean-URL redirects, its
 * reading of `_headers` and its 404 pages are its code, not ours, so they are checked as it runs
 * them. The pages are the build's own list (build/pages.json).
 */

const endpoint = { port: Number(new URL(cloudflareOrigin).port) }

/**
 * Sends one request, written byte for byte (a browser or fetch would clean up the hostile ones),
 * on a new connection, and reads the answer to the end; within 5 s, a bound on a connection the
 * runtime never answers (workerd does that to TRACE).
 */
const ask = (request: string) => exchange(endpoint, request, { timeout: 5_000, endAfterRequest: true })

const get = (target: string) => ask(requestText({ target }))

const listedPages = readPageList()
/** The pages with an address of their own; the 404 pages are reached through unknown addresses. */
const addressedPages = listedPages.filter((page) => page.status === undefined)

/** `_headers` as wrangler serves it. */
const headersFile = deployedHeaders(cloudflareOrigin)

/** The headers `_headers` gives one of its path patterns ("/*", "/blog", "/pagefind/*"), by lower-case name. */
function headersBlock(pattern: string): Record<string, string> {
  const lines = headersFile.split("\n")
  const start = lines.indexOf(pattern)
  if (start === -1) throw new Error(`build/client/_headers has no ${pattern} block`)
  const block: Record<string, string> = {}
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line)) break
    const [name = "", ...value] = line.trim().split(":")
    block[name.toLowerCase()] = value.join(":").trim()
  }
  return block
}

/** The headers Cloudflare Pages is told to send with every answer: `_headers`' `/*` block. */
const everyPathHeaders = headersBlock("/*")

/**
 * The policy Cloudflare Pages is told to send for a path: the `/*` block's, unless a block of the
 * path's own drops it for another (`! Content-Security-Policy`: the blog's search pages and its
 * index's folders, docs/decisions/030-search.md).
 */
function policyFor(pathname: string): string | undefined {
  const own = headersFile
    .split("\n")
    .filter((line) => line.startsWith("/") && line !== "/*")
    .filter((pattern) => (pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern))
    .map((pattern) => headersBlock(pattern))
    .findLast((block) => "! content-security-policy" in block)
  return (own ?? everyPathHeaders)["content-security-policy"]
}

/**
 * The security headers of every response, from the one source the build reads, and the header
 * policy of `_headers`, sent once. The policy's text is the build's business (build-output.spec.ts);
 * here, what it must keep whatever the text: nothing loads unless named, the page is never framed,
 * and no inline script runs unless hashed.
 */
function expectSecurityHeaders(answer: RawAnswer, where: string): void {
  for (const [name, value] of Object.entries(expectedSecurityHeaders))
    expect.soft(answer.headers[name.toLowerCase()], `${name}: ${where}`).toBe(value)
  const policy = answer.headers["content-security-policy"]
  expect.soft(policy, `Content-Security-Policy: ${where}`).toBe(policyFor(where.split(/[ ?]/)[0] ?? where))
  const directives = directivesOf(policy ?? "")
  expect.soft(directives.get("default-src"), where).toEqual(["'none'"])
  expect.soft(directives.get("frame-ancestors"), where).toEqual(["'none'"])
  expect.soft(directives.get("script-src"), where).not.toContain("'unsafe-inline'")
  expect.soft(directives.get("script-src"), where).not.toContain("'unsafe-eval'")
  expect.soft(directives.get("script-src"), where).not.toContain("'self'")
}

test.describe("Cloudflare Pages' answers", () => {
  const query = "?utm_source=x"

  for (const page of addressedPages) {
    // The address with a slash added (not for the home page: "//" is another address, below) and
    // the file's own name.
    const otherForms = [...(page.path === "/" ? [] : [`${page.path}/`]), `/${page.file}`]

    test(`${page.path} answers 200 itself; ${otherForms.join(" and ")} redirect to it once`, async () => {
      const answer = await get(page.path)
      expect.soft(answer.status).toBe(200)
      expect.soft(answer.headers.location).toBeUndefined()
      expect.soft(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect.soft(answer.body.toString("utf8") === readBuiltFile(page.file), `the body is ${page.file}`).toBe(true)
      expectSecurityHeaders(answer, page.path)

      for (const form of otherForms) {
        const redirect = await get(`${form}${query}`)
        expect.soft([301, 308], `${form}${query}: a permanent redirect`).toContain(redirect.status)
        expect.soft(redirect.headers.location, `${form}${query}`).toBe(`${page.path}${query}`)
        // The redirect itself carries the security headers (Vercel's cannot: docs/deploying.md).
        for (const [name, value] of Object.entries(expectedSecurityHeaders))
          expect.soft(redirect.headers[name.toLowerCase()], `${name}: ${form}${query}`).toBe(value)
        // Once: where it leads answers itself.
        const location = redirect.headers.location
        if (location) expect.soft((await get(location)).status, `${location}, after ${form}${query}`).toBe(200)
      }
    })
  }

  for (const locale of locales) {
    const { lang, name } = localeInfo[locale]
    const screen = listedPages.find((page) => page.status === 404 && localeOfPath(page.path) === locale)

    for (const unknown of ["/nope", "/blog/no-such-post"].map((target) => localizePath(target, locale))) {
      test(`${unknown} answers 404 with the ${name} 404 screen`, async () => {
        expect(screen, `build/pages.json's 404 page in ${name}`).toBeDefined()
        const answer = await get(unknown)
        expect.soft(answer.status).toBe(404)
        expect.soft(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
        const body = answer.body.toString("utf8")
        expect.soft(body).toContain(`<html lang="${lang}"`)
        expect.soft(body === readBuiltFile(screen?.file ?? ""), `the body is ${screen?.file}`).toBe(true)
        expectSecurityHeaders(answer, unknown)
      })
    }
  }

  test("/_headers is never served", async () => {
    const answer = await get("/_headers")
    // Cloudflare Pages publishes no `_headers` file, so its edge answers 404. wrangler's local
    // asset server reads the folder instead and, finding `_headers` a file where it looks for
    // `_headers/index.html`, answers 502 (ENOTDIR): not served either, so any error will do here.
    expect.soft(answer.status).toBeGreaterThanOrEqual(400)
    expect.soft(answer.body.toString("utf8")).not.toContain(everyPathHeaders["content-security-policy"])
  })

  test("no address redirects off-site or gives away a file of the machine", async () => {
    // The hostile requests' table (support/hostile-requests.ts), held to the rules of every
    // target that are the site's to keep. What each row answers is the host's own code, and the
    // local runtime answers some as Cloudflare's edge would not: a NUL, `_headers` or a file name
    // used as a folder make it look on the disk and fail (502); workerd refuses an absolute or
    // `*` target (500) and never answers TRACE. So statuses are not compared.
    const asset = readdirSync("build/client/assets").find((file) => file.endsWith(".js")) ?? ""
    const file = { path: `/assets/${asset}`, size: statSync(path.join("build/client/assets", asset)).size }
    const rows = [
      ...["//evil.com/", "/%5Cevil.com", "/\\evil.com"].map((target) => ({
        label: `GET ${target}`,
        method: "GET",
        target,
      })),
      ...hostileRequests(file),
    ]
    for (const row of rows) {
      const answer = await ask(requestText(row))
      const location = answer.headers.location
      if (location !== undefined)
        expect
          .soft(redirectOrigin(location, cloudflareOrigin), `${row.label}: Location ${location}`)
          .toBe(cloudflareOrigin)
      expect.soft(leaks(answer.body.toString("latin1")), row.label).toEqual([])
    }
    // And the runtime still answers after all of them.
    expect((await get("/")).status).toBe(200)
  })
})

/** What a page's Content-Security-Policy refused, as the page's events and the browser's console told it. */
type Violations = { events: { directive: string; blocked: string }[]; console: string[] }

/**
 * Records every `securitypolicyviolation` event from the first script on (the page's own scripts
 * and islands, the header policy and the page's `<meta>` policy alike), and the browser's console
 * lines about the policy. Returns a function that reads them.
 */
async function watchViolations(page: Page): Promise<() => Promise<Violations>> {
  const fromConsole: string[] = []
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    )
  })
  return async () => ({
    events: await page.evaluate(() => (window as unknown as { cspViolations: Violations["events"] }).cspViolations),
    console: [...fromConsole],
  })
}

/**
 * Loads the page and goes through all of it, a screen at a time, a frame drawn at each: every
 * island and lazy image comes into view as it does for a reader, and so loads. Then waits for
 * the islands to hydrate and the images to arrive, so whatever the page would ever run or fetch
 * has been tried.
 */
async function visitWholePage(page: Page, target: string): Promise<number | undefined> {
  const response = await page.goto(target)
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: "instant" })
      await nextFrame()
    }
  })
  await waitForIslands(page)
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await afterNextFrame(page)
  return response?.status()
}

test.describe("in Chromium, through Cloudflare Pages", () => {
  test.use({ baseURL: cloudflareOrigin })

  // Every page, not only the main ones: each carries a policy of its own for its own styles.
  const visits = [
    ...addressedPages.map((page) => ({ target: page.path, status: 200 })),
    ...locales.map((locale) => ({ target: localizePath("/nope", locale), status: 404 })),
  ]

  for (const { target, status } of visits) {
    test(`${target}: the page's own code raises no Content-Security-Policy violation`, async ({ page }) => {
      const violations = await watchViolations(page)
      expect(await visitWholePage(page, target)).toBe(status)
      expect(await violations()).toEqual({ events: [], console: [] })
      // And on the pages of each language where visitors type their details, a script uploaded to
      // the content editor's media folder is refused. Not through the bundles' folder with encoded
      // slashes: Cloudflare's asset server decodes them and answers the file (measured), so there
      // the build's refusal to publish a script outside assets/ (`isStrayScript`) keeps any away.
      if ((uploadCheckPages as readonly string[]).includes(target))
        await expectUploadedScriptRefused(page, uploadedScript, { throughEncodedSlashes: false })
    })
  }

  test("a script and a style written into a page are refused", async ({ page }) => {
    const title = elementsOf(parsePage(readBuiltFile(injectedPageSource().file))).find(
      (element) => element.tagName === "title",
    )
    if (!title) throw new Error(`${injectedPageSource().file} has no <title>`)
    // As `document.title` reads it: white space collapsed and trimmed.
    const ownTitle = textOf(title).replace(/\s+/g, " ").trim()
    const violations = await watchViolations(page)
    expect(await visitWholePage(page, injectedPage.path)).toBe(200)
    // Both refusals are reported: a wait for the two events, not for a time.
    await expect
      .poll(async () =>
        (await violations()).events.map(({ directive }) => directive.replace(/-(elem|attr)$/, "")).sort(),
      )
      .toEqual(["script-src", "style-src"])
    expect((await violations()).events.map(({ blocked }) => blocked)).toEqual(["inline", "inline"])
    await expect(page).toHaveTitle(ownTitle)
    await expect(page.locator("body")).toBeVisible()
    await expect(page.locator("body")).not.toHaveCSS("display", "none")
  })
})
