import { createHash, randomBytes } from "node:crypto"
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"

export type CacheKind = "page" | "og" | "br" | "gz"

/**
 * Each entry is named by a hash of all it is made from, so a build after one edited post copies
 * every other page, image and twin instead of making them again. It lives in Astro's cache folder
 * of the build (one per BUILD_DIRECTORY) and holds one build's worth (`sweep`); `dir` null keeps nothing.
 */
export class BuildCache {
  /** What a sweep keeps. */
  readonly used: Record<CacheKind, Set<string>> = { page: new Set(), og: new Set(), br: new Set(), gz: new Set() }

  private readonly folder = folderMaker()

  constructor(readonly dir: string | null) {}

  /** Each part hashed apart, so no two lists of parts join into the same bytes. */
  static key(...parts: (string | Uint8Array)[]): string {
    const hash = createHash("sha256")
    for (const part of parts) hash.update(createHash("sha256").update(part).digest())
    return hash.digest("hex")
  }

  /** Returns whether the entry was there (and copied) rather than made. */
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

  async get(kind: CacheKind, key: string): Promise<Buffer | undefined> {
    this.used[kind].add(key)
    const entry = this.entry(kind, key)
    if (entry === null) return undefined
    let data: Buffer | undefined
    await ifPresent(readFile(entry).then((read) => (data = read)))
    return data
  }

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

  /** `used`: this build's keys, from every worker. */
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

async function ifPresent(operation: Promise<unknown>): Promise<boolean> {
  try {
    await operation
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false
    throw error
  }
}

/** Once however often asked: a thousand posts share a few hundred folders. */
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
