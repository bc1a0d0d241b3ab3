import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { filesVisitorsLoad, precompress } from "./precompress"

/** A build in miniature: a page with an island, the editor's page with its own code, a sitemap. */
const build: Record<string, string> = {
  "index.html": '<astro-island component-url="/assets/island.a1.js" renderer-url="/assets/client.b2.js">',
  "sitemap.xml": "<urlset></urlset>",
  "admin/index.html": '<script type="module" src="/assets/editor-page.c3.js"></script>',
  "assets/island.a1.js": 'import{j as e}from"./react.d4.js";const t=()=>import("./toasts.e5.js")',
  "assets/client.b2.js": 'import"./react.d4.js";const m=["assets/page.f6.css"]',
  "assets/react.d4.js": "export const j=1",
  "assets/toasts.e5.js": "export const toast=1",
  "assets/page.f6.css": ".toast{color:red}",
  "assets/editor-page.c3.js": 'import"./react.d4.js";const g=()=>import("./grammar.g7.js")',
  "assets/grammar.g7.js": "export default {}",
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"))
  for (const [file, content] of Object.entries(build)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), content)
  }
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe("filesVisitorsLoad", () => {
  it("holds every file outside assets/ and the code the site's pages reach, statically or on demand, but not the editor's own", async () => {
    const visitorFiles = await filesVisitorsLoad(dir, Object.keys(build))
    expect([...visitorFiles].sort()).toEqual([
      "admin/index.html",
      "assets/client.b2.js",
      "assets/island.a1.js",
      "assets/page.f6.css",
      "assets/react.d4.js",
      "assets/toasts.e5.js",
      "index.html",
      "sitemap.xml",
    ])
  })
})

describe("precompress", () => {
  it("writes a gzip and a Brotli twin of every text file, each decompressing to the file", async () => {
    await precompress(dir)
    for (const [file, content] of Object.entries(build)) {
      const full = path.join(dir, file)
      expect(gunzipSync(await readFile(`${full}.gz`)).toString(), `${file}.gz`).toBe(content)
      expect(brotliDecompressSync(await readFile(`${full}.br`)).toString(), `${file}.br`).toBe(content)
    }
  })
})
