import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { defaultLocale, localeInfo, localizePath, translatedLocales, type Locale } from "../app/config/locales"
import {
  isSearchFile,
  searchablePages,
  searchIndexDirectory,
  searchPagePaths,
  writeSearchIndexes,
} from "./search-index"

const page = (pagePath: string, body: string) => ({
  path: pagePath,
  html: `<!DOCTYPE html><html lang="${localeInfo[defaultLocale].lang}"><head><meta charset="utf-8"><title>T</title></head><body><nav>Menu Insights</nav><main>${body}</main></body></html>`,
})
const [translated] = translatedLocales

describe("searchablePages", () => {
  it("takes the pages marked searchable, each in the language of its path", () => {
    const pages = [
      page("/blog/voice", "<article data-pagefind-body><h1>Voice</h1></article>"),
      page("/services", "<div data-pagefind-body><h1>Services</h1></div>"),
      page("/blog", "<h1>Insights</h1><p>data-pagefind-body in text is not a mark</p>"),
      ...(translated
        ? [page(localizePath("/blog/voz", translated), "<article data-pagefind-body><h1>Voz</h1></article>")]
        : []),
    ]
    const found = searchablePages(pages)
    expect(found[defaultLocale].map((found) => found.path)).toEqual(["/blog/voice", "/services"])
    if (translated)
      expect(found[translated].map((found) => found.path)).toEqual([localizePath("/blog/voz", translated)])
  })
})

describe("isSearchFile", () => {
  it("keeps what the search loads and leaves out Pagefind's ready-made interfaces", () => {
    for (const file of [
      "pagefind.js",
      "pagefind-worker.js",
      "pagefind-entry.json",
      "wasm.en.pagefind",
      "en_1a2b.pf_fragment",
      "en_3c.pf_index",
      "pagefind.en_4d.pf_meta",
    ])
      expect(isSearchFile(file), file).toBe(true)
    for (const file of [
      "pagefind-ui.js",
      "pagefind-ui.css",
      "pagefind-modular-ui.js",
      "pagefind-component-ui.js",
      "pagefind-highlight.js",
      "playground/index.html",
    ])
      expect(isSearchFile(file), file).toBe(false)
  })
})

describe("searchPagePaths", () => {
  it("is the blog's first page in each language", () => {
    expect(searchPagePaths()).toEqual(["/blog", ...translatedLocales.map((locale) => localizePath("/blog", locale))])
  })
})

describe("writeSearchIndexes", () => {
  let clientDir: string
  beforeEach(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "search-index-"))
  })
  afterEach(async () => {
    await rm(clientDir, { recursive: true, force: true })
  })

  /** The pages an index's fragments hold: each fragment is gzip, its JSON after Pagefind's signature. */
  const indexedUrls = async (folder: string) => {
    const fragments = (await readdir(path.join(clientDir, folder, "fragment"))).filter((file) =>
      file.endsWith(".pf_fragment"),
    )
    return Promise.all(
      fragments.map(async (file) => {
        const text = gunzipSync(await readFile(path.join(clientDir, folder, "fragment", file))).toString("utf8")
        return (JSON.parse(text.slice(text.indexOf("{"))) as { url: string }).url
      }),
    )
  }

  it("writes one index a language, under its prefix, holding that language's marked pages only", async () => {
    const spanish = translated ? localizePath("/blog/agentes-de-voz", translated) : null
    const { files, counts } = await writeSearchIndexes(clientDir, [
      page(
        "/blog/voice-agents",
        "<article data-pagefind-body><h1>Voice agents</h1><p>Answer every call.</p></article>",
      ),
      page("/contact", "<h1>Contact</h1><p>Call us.</p>"),
      ...(spanish
        ? [page(spanish, "<article data-pagefind-body><h1>Agentes de voz</h1><p>Cada llamada.</p></article>")]
        : []),
    ])
    expect(counts[defaultLocale]).toBe(1)
    expect(await indexedUrls(searchIndexDirectory(defaultLocale))).toEqual(["/blog/voice-agents"])
    if (translated && spanish) {
      expect(counts[translated]).toBe(1)
      expect(await indexedUrls(searchIndexDirectory(translated))).toEqual([spanish])
    }
    expect(files).toContain(`${searchIndexDirectory(defaultLocale)}/pagefind.js`)
    expect(files).toContain(`${searchIndexDirectory(defaultLocale)}/pagefind-worker.js`)
    expect(files.filter((file) => /pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file))).toEqual([])
    expect(files.filter((file) => file.includes("wasm."))).toEqual(
      ((translated ? [defaultLocale, translated] : [defaultLocale]) as Locale[]).map(
        (locale) => `${searchIndexDirectory(locale)}/wasm.${localeInfo[locale].lang.split("-")[0]}.pagefind`,
      ),
    )
  }, 30_000)

  it("puts several pages in a fragment file past the limit, every page still indexed", async () => {
    const posts = ["one", "two", "three", "four", "five"].map((slug) =>
      page(`/blog/${slug}`, `<article data-pagefind-body><h1>Post ${slug}</h1><p>Words of ${slug}.</p></article>`),
    )
    await writeSearchIndexes(clientDir, posts, { maxFragments: 2 })
    const folder = path.join(clientDir, searchIndexDirectory(defaultLocale), "fragment")
    const fragments = await readdir(folder)
    expect(fragments.length).toBeLessThanOrEqual(2)
    const text = (
      await Promise.all(
        fragments.map(async (file) => gunzipSync(await readFile(path.join(folder, file))).toString("utf8")),
      )
    ).join("\n")
    for (const post of posts) expect(text).toContain(`"${post.path}"`)
  }, 30_000)
})
