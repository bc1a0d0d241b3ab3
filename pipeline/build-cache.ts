import { createHash, randomBytes } from "node:crypto"
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"

/** What the cache keeps, each kind in a folder of its own. */
export type CacheKind = "page" | "og" | "br" | "gz"

/**
 * What the build makes from content and keeps between builds, each entry named by a hash of
 * everything it is made from (`BuildCache.key`): a finished page by the page as Astro wrote it
 * and what finishing depends on, an Open Graph image by its card's text, a compressed twin by the
 * file's bytes and the level. A build after one edited post finds every other page's result,
 * image and twins here and copies them, instead of finishing, drawing and compressing again.
 * It lives in Astro's cache folder of the build (node_modules/.astro/<build folder>/site-build),
 * so a build with another BUILD_DIRECTORY keeps a cache of its own and deleting the folder makes
 * the next build cold. The entries a build did not use are removed at its end (`sweep`): the
 * cache holds one build's worth. A build without a folder (`dir` null) keeps nothing.
 */
export class BuildCache {
  /** The keys this instance read or wrote, by kind: what a sweep keeps. */
  readonly used: Record<CacheKind, Set<string>> = { page: new Set(), og: new Set(), br: new Set(), gz: new Set() }

  private readonly folder = folderMaker()

  constructor(readonly dir: string | null) {}

  /** A key for what is made from `parts`: the hex SHA-256 of each part, in order. */
  static key(...parts: (string | Uint8Array)[]): string {
    const hash = createHash("sha256")
    for (const part of parts) hash.update(createHash("sha256").update(part).digest())
    return hash.digest("hex")
  }

  /**
   * Writes `target`: a copy of the entry `kind`/`key` when the cache has it, otherwise what
   * `make` gives, which the cache then keeps. Returns whether the entry was there.
   */
  async produce(
    kind: CacheKind,
    key: string,
    target: string,
    make: () => Uint8Array | Promise<Uint8Array>,
  ): Promise<boolean> {
    this.used[kind].add(key)
    const entry = this.entry(kind, key)
    if (entry !== null && (await ifPresent(copyFile(entry, target)))) return true
    const data = await make()
    await writeFile(target, data)
    await this.put(kind, key, data)
    return false
  }

  /** The entry `kind`/`key`, or undefined when the cache has none. */
  async get(kind: CacheKind, key: string): Promise<Buffer | undefined> {
    this.used[kind].add(key)
    const entry = this.entry(kind, key)
    if (entry === null) return undefined
    let data: Buffer | undefined
    await ifPresent(readFile(entry).then((read) => (data = read)))
    return data
  }

  /** Keeps `data` as the entry `kind`/`key`. */
  async put(kind: CacheKind, key: string, data: Uint8Array): Promise<void> {
    this.used[kind].add(key)
    const entry = this.entry(kind, key)
    if (entry === null) return
    // Written aside, then renamed: another worker making the same entry never reads half of it.
    await this.folder(path.dirname(entry))
    const aside = `${entry}.${randomBytes(6).toString("hex")}.tmp`
    await writeFile(aside, data)
    await rename(aside, entry)
  }

  private entry(kind: CacheKind, key: string): string | null {
    return this.dir === null ? null : path.join(this.dir, kind, key)
  }

  /** Removes every entry none of `used` names (this build's keys, from every worker). */
  async sweep(used: readonly Record<CacheKind, Iterable<string>>[]): Promise<void> {
    if (this.dir === null) return
    for (const kind of Object.keys(this.used) as CacheKind[]) {
      const kept = new Set(used.flatMap((keys) => [...keys[kind]]))
      const folder = path.join(this.dir, kind)
      const entries = await readdir(folder).catch(() => [] as string[])
      await Promise.all(
        entries.filter((entry) => !kept.has(entry)).map((entry) => rm(path.join(folder, entry), { force: true })),
      )
    }
  }
}

/** Whether `operation` on a cache entry found it: false when the entry does not exist. */
async function ifPresent(operation: Promise<unknown>): Promise<boolean> {
  try {
    await operation
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false
    throw error
  }
}

/**
 * Makes a folder, with its parents, once however often it is asked: a thousand posts share blog/
 * and og/blog/, and their cache entries a few hundred folders.
 */
export function folderMaker(): (dir: string) => Promise<unknown> {
  const folders = new Map<string, Promise<unknown>>()
  return (dir) => {
    let made = folders.get(dir)
    if (!made) {
      made = mkdir(dir, { recursive: true })
      folders.set(dir, made)
    }
    return made
  }
}
