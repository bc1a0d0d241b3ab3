import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readBuiltPages, type BuiltPage } from "./built-pages"
import { layoutWords as spanish } from "../app/content/interface/es/layout"
import { layoutWords as english } from "../app/content/interface/layout"
import { copyWorkingTree } from "../scripts/lib/working-tree"

/*
 * A real preview: a public build (a canonical URL of the agency's own) that still holds the
 * template's sample content, let through by ALLOW_SAMPLE_CONTENT=true. Nothing of it may be
 * indexed, and every page says it is a preview. Built once, without the content editor and with
 * fast compression, in a copy of the working tree that is removed afterwards: the other tests
 * and builds that run beside this one sync their content into the project's own `.astro/`.
 */

const root = path.resolve(import.meta.dirname, "..")
const buildDirectory = "build-preview-check"
const copy = mkdtempSync(path.join(tmpdir(), "preview-build-"))
const client = path.join(copy, buildDirectory, "client")
const realSite = "https://www.real-agency.example"
/** A whole build without the content editor: about 30 s on a busy two-core machine. */
const buildTimeout = 180_000

const astroBin = (() => {
  const packageFile = path.join(root, "node_modules/astro/package.json")
  const { bin } = JSON.parse(readFileSync(packageFile, "utf8")) as { bin: { astro: string } }
  return path.join(path.dirname(packageFile), bin.astro)
})()

let output: string
let pages: BuiltPage[]
const read = (file: string) => readFileSync(path.join(client, file), "utf8")

beforeAll(async () => {
  copyWorkingTree(root, copy)
  const result = spawnSync(process.execPath, [astroBin, "build"], {
    cwd: copy,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      BUILD_DIRECTORY: buildDirectory,
      BUILD_CONTENT_EDITOR: "false",
      BUILD_COMPRESSION: "fast",
      VITE_SITE_URL: realSite,
      ALLOW_SAMPLE_CONTENT: "true",
    },
    encoding: "utf8",
    timeout: buildTimeout,
  })
  output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`The preview build failed:\n${output}`)
  pages = await readBuiltPages(client)
}, buildTimeout)

afterAll(() => {
  rmSync(copy, { recursive: true, force: true })
})

describe("a preview build", () => {
  it("says so as it builds", () => {
    expect(output).toMatch(
      /A preview \(VITE_SITE_URL is https:\/\/www\.real-agency\.example, not the example's, and ALLOW_SAMPLE_CONTENT=true\), with \d+ things still the template's examples/,
    )
  })

  it("asks search engines, on every page, neither to index it nor to follow its links", () => {
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages)
      expect(page.html.match(/<meta name="robots" content="[^"]*">/g), page.file).toEqual([
        '<meta name="robots" content="noindex, nofollow">',
      ])
  })

  it("shows the Preview label in every page's header, in the page's language", () => {
    for (const page of pages) {
      const { label, more } = (page.html.includes('<html lang="es-US"') ? spanish : english).preview
      expect(page.html, page.file).toContain(`<span title="${label}${more}"`)
      expect(page.html, page.file).toMatch(new RegExp(`<header[^>]*>[\\s\\S]*<span title="[^"]*"[^>]*>${label}<`))
    }
  })

  it("disallows every crawler, and lists nothing in its sitemap, /llms.txt or /llms-full.txt", () => {
    expect(read("robots.txt")).toBe("User-agent: *\nDisallow: /\n")
    expect(read("sitemap.xml")).not.toContain("<url>")
    for (const file of ["llms.txt", "llms-full.txt"]) {
      expect(read(file), file).toMatch(/^# .+ \(preview\)\n/)
      expect(read(file), file).not.toMatch(/\]\(|\.md\b/)
    }
  })

  it("sends X-Robots-Tag with every response the static hosts serve", () => {
    expect(read("_headers")).toMatch(/^\/\*\n(?: {2}.*\n)*? {2}X-Robots-Tag: noindex, nofollow$/m)
  })
})
