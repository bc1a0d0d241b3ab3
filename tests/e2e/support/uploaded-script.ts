import { copyFileSync, mkdirSync, rmSync } from "node:fs"
import path from "node:path"
import { expect, type Page } from "@playwright/test"
import { waitForPageReady } from "./fixtures"

/*
 * A file in the folder where the content editor puts media (`/uploads/`, the editor's public
 * folder), named as a script: what an editor's upload, or an attacker who can upload, would leave
 * there. Each page's policy names only the site's own folders for scripts, so a `<script src>` to
 * it must be refused wherever the site is served, and report the refusal.
 */

/** The file, and the global it sets when it runs, which must never be set. */
export const uploadedScriptFile = "tests/fixtures/uploads/uploaded-script.js"
const ranFlag = "uploadedScriptRan"

/**
 * Writes the file into a served folder's `uploads/` under a name of its own (tests running side
 * by side each have theirs) and returns its address and a function that removes it again.
 */
export function placeUploadedScript(clientDir: string, name: string): { address: string; remove: () => void } {
  const file = path.join(clientDir, "uploads", `${name}.js`)
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(uploadedScriptFile, file)
  return { address: `/uploads/${name}.js`, remove: () => rmSync(file, { force: true }) }
}

/**
 * Adds a `<script src>` for the uploaded file to the page, as content or another script would, and
 * checks that the server has the file (so it would run if allowed), that the page reports the
 * refusal as a violation of `script-src`, and that the file did not run. The same file asked for
 * through the bundles' folder with encoded slashes (`/assets/..%2Fuploads%2F…`), which a path in a
 * policy lets through, must find nothing to run either, where the server is ours to configure
 * (`throughEncodedSlashes`).
 */
export async function expectUploadedScriptRefused(
  page: Page,
  address: string,
  { throughEncodedSlashes = true } = {},
): Promise<void> {
  const served = await page.request.get(address)
  expect(served.status(), `${address} is served`).toBe(200)
  const outcome = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement("script")
        document.addEventListener("securitypolicyviolation", (event) => {
          if (event.blockedURI === script.src) resolve(`refused by ${event.effectiveDirective}`)
        })
        script.addEventListener("load", () => resolve("loaded"))
        script.src = src
        document.body.append(script)
      }),
    address,
  )
  expect(outcome, `${address} on ${page.url()}`).toBe("refused by script-src-elem")

  const disguised = address.replace(/^\/uploads\//, "/assets/..%2Fuploads%2F")
  const disguisedOutcome = !throughEncodedSlashes
    ? "not run"
    : await page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            const script = document.createElement("script")
            script.addEventListener("load", () => resolve("loaded"))
            script.addEventListener("error", () => resolve("not run"))
            script.src = src
            document.body.append(script)
          }),
        disguised,
      )
  expect(disguisedOutcome, `${disguised} on ${page.url()}`).toBe("not run")
  expect(await page.evaluate((flag) => flag in window, ranFlag), `the uploaded file ran on ${page.url()}`).toBe(false)
}

/** The pages the check runs on: each language's home and contact pages, where a visitor's details are typed. */
export const uploadCheckPages = ["/", "/contact", "/es", "/es/contact"] as const

/**
 * Takes out of a test's problems (tests/e2e/support/fixtures.ts) the lines the refusals leave, once
 * the last has arrived: the browser's own line and the fixture's for each refused upload, and the
 * missing file, or the 404 page it will not run, that the disguised address finds. Anything else
 * stays a problem.
 */
export async function forgiveUploadRefusals(problems: string[], address: string): Promise<void> {
  const name = address.split("/").pop() ?? address
  const isRefusal = (line: string) =>
    (line.includes(name) && /Content[- ]Security[- ]Policy|Refused to (load|execute)/i.test(line)) ||
    /Failed to load resource: the server responded with a status of 4\d\d/.test(line)
  await expect.poll(() => problems.filter(isRefusal).length).toBeGreaterThanOrEqual(uploadCheckPages.length)
  const rest = problems.filter((line) => !isRefusal(line))
  problems.splice(0, problems.length, ...rest)
}

/**
 * The whole check as a server serving `clientDir` gets it: the file placed, refused on each of
 * `uploadCheckPages`, the refusals taken out of the test's problems, and the file removed again.
 */
export async function expectUploadsRefusedOnCheckPages(
  page: Page,
  problems: string[],
  { clientDir, name }: { clientDir: string; name: string },
): Promise<void> {
  const upload = placeUploadedScript(clientDir, name)
  try {
    for (const path of uploadCheckPages) {
      await page.goto(path)
      await waitForPageReady(page)
      await expectUploadedScriptRefused(page, upload.address)
    }
    await forgiveUploadRefusals(problems, upload.address)
  } finally {
    upload.remove()
  }
}
