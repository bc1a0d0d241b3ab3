import { existsSync } from "node:fs"
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { BuildCache } from "./build-cache"

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "build-cache-"))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe("BuildCache", () => {
  it("makes an entry once, and copies it into the next build that asks for the same key", async () => {
    const made: string[] = []
    const make = (text: string) => () => {
      made.push(text)
      return Buffer.from(text)
    }
    const first = new BuildCache(path.join(dir, "cache"))
    const key = BuildCache.key("a post's title", "its description")
    expect(await first.produce("og", key, path.join(dir, "one.png"), make("drawn"))).toBe(false)
    const next = new BuildCache(path.join(dir, "cache"))
    expect(await next.produce("og", key, path.join(dir, "two.png"), make("drawn again"))).toBe(true)
    expect(made).toEqual(["drawn"])
    expect(await readFile(path.join(dir, "two.png"), "utf8")).toBe("drawn")
  })

  it("keys what is made from different parts differently, even when the parts join to the same text", () => {
    expect(BuildCache.key("ab", "c")).not.toBe(BuildCache.key("a", "bc"))
    expect(BuildCache.key("ab", "c")).toBe(BuildCache.key("ab", "c"))
  })

  it("keeps after a sweep only the entries some worker of the build used", async () => {
    const cacheDir = path.join(dir, "cache")
    const old = new BuildCache(cacheDir)
    await old.produce("br", "edited-page", path.join(dir, "a.br"), () => Buffer.from("old"))
    await old.produce("br", "unchanged-page", path.join(dir, "b.br"), () => Buffer.from("same"))
    const main = new BuildCache(cacheDir)
    const worker = new BuildCache(cacheDir)
    await worker.produce("br", "unchanged-page", path.join(dir, "b.br"), () => Buffer.from("same"))
    await worker.produce("gz", "new-page", path.join(dir, "c.gz"), () => Buffer.from("new"))
    await main.sweep([main.used, worker.used])
    expect(await readdir(path.join(cacheDir, "br"))).toEqual(["unchanged-page"])
    expect(await readdir(path.join(cacheDir, "gz"))).toEqual(["new-page"])
  })

  it("keeps nothing without a folder, and still writes what is asked", async () => {
    const cache = new BuildCache(null)
    expect(await cache.produce("gz", "key", path.join(dir, "file.gz"), () => Buffer.from("x"))).toBe(false)
    expect(existsSync(path.join(dir, "file.gz"))).toBe(true)
    expect(await readdir(dir)).toEqual(["file.gz"])
  })
})

describe("BuildCache.get and put", () => {
  it("gives back what was put under a key, and nothing for a key never put or without a folder", async () => {
    const cache = new BuildCache(path.join(dir, "cache"))
    await cache.put("page", "a-page", Buffer.from('{"html":"<p>"}'))
    expect((await new BuildCache(path.join(dir, "cache")).get("page", "a-page"))?.toString()).toBe('{"html":"<p>"}')
    expect(await cache.get("page", "another-page")).toBeUndefined()
    expect(await new BuildCache(null).get("page", "a-page")).toBeUndefined()
  })
})
