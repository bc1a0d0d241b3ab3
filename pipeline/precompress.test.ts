import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { BuildCache } from "./build-cache"
import { brotliLevels, filesVisitorsLoad, precompress, writeTwins } from "./precompress"

/** Code long enough for Brotli's levels to give different bytes. */
const moreCode = Array.from(
  { length: 80 },
  (_, index) => `export const value${index}="${(index * 7919) % 1000}";`,
).join("")

/** A build in miniature: a page with an island, the editor's page with its own code, a sitemap. */
const build: Record<string, string> = {
  "index.html": '<astro-island component-url="/assets/island.a1.js" renderer-url="/assets/client.b2.js">',
  "sitemap.xml": "<urlset></urlset>",
  "admin.html": '<script type="module" src="/assets/editor-page.c3.js"></script>',
  "assets/island.a1.js": `import{j as e}from"./react.d4.js";const t=()=>import("./toasts.e5.js");${moreCode}`,
  "assets/client.b2.js": 'import"./react.d4.js";const m=["assets/page.f6.css"]',
  "assets/react.d4.js": "export const j=1",
  "assets/toasts.e5.js": "export const toast=1",
  "assets/page.f6.css": ".toast{color:red}",
  "assets/editor-page.c3.js": 'import"./react.d4.js";const g=()=>import("./grammar.g7.js")',
  "assets/grammar.g7.js": `export default {};${moreCode}`,
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
      "admin.html",
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

/** The bytes Brotli gives at `quality`, as precompress asks for them. */
const brotliAt = (content: string, quality: number) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
    },
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

  it("compresses what visitors load at Brotli's highest level, and the editor's own code at level 9", async () => {
    await precompress(dir)
    const twin = (file: string) => readFile(path.join(dir, `${file}.br`))
    const island = build["assets/island.a1.js"] as string
    const grammar = build["assets/grammar.g7.js"] as string
    // The two levels give different bytes for this code, so the twins tell which was used.
    expect(brotliAt(island, 11).equals(brotliAt(island, 9))).toBe(false)
    expect((await twin("assets/island.a1.js")).equals(brotliAt(island, 11))).toBe(true)
    expect((await twin("assets/grammar.g7.js")).equals(brotliAt(grammar, 9))).toBe(true)
  })

  it("compresses everything at level 5 in a build made fast (BUILD_COMPRESSION=fast)", async () => {
    await precompress(dir, { levels: brotliLevels.fast })
    const island = build["assets/island.a1.js"] as string
    expect(brotliAt(island, 5).equals(brotliAt(island, 11))).toBe(false)
    expect((await readFile(path.join(dir, "assets/island.a1.js.br"))).equals(brotliAt(island, 5))).toBe(true)
  })
})

describe("writeTwins", () => {
  it("writes only the gzip twin when given no Brotli level, as for the pages' Markdown versions", async () => {
    const file = path.join(dir, "services.md")
    await writeFile(file, "# Services\n")
    await writeTwins(file, Buffer.from("# Services\n"), null, new BuildCache(null), { onThisThread: true })
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe("# Services\n")
    expect(existsSync(`${file}.br`)).toBe(false)
  })
})
