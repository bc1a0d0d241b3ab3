import { createHash } from "node:crypto"
import { mkdir, writeFile } from "node:fs/promises"
import { availableParallelism } from "node:os"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import { build, type Plugin } from "rolldown"
import type { CacheKind } from "./build-cache"
import type { BuiltPage } from "./built-pages"
import type { FinishContext, FinishedPage } from "./finish-page"
import { contentModules } from "../app/content/read"

const workerEntry = fileURLToPath(new URL("./page-worker.ts", import.meta.url))

/**
 * Finishes every page (pipeline/finish-page.ts) in worker threads, one per processor, and
 * gives them back in the order of `pages`, with the cache entries the workers used.
 * The workers run the build's TypeScript bundled into one module (`bundleWorker`), written to
 * `workerDir`; its hash is `codeVersion`, which the cache keys of drawn images include.
 */
export async function finishPages(
  pages: readonly BuiltPage[],
  context: Omit<FinishContext, "codeVersion">,
  workerDir: string,
): Promise<{ finished: FinishedPage[]; used: Record<CacheKind, Set<string>>[] }> {
  if (pages.length === 0) return { finished: [], used: [] }
  const { file, version } = await bundleWorker(workerDir)
  const count = Math.max(1, Math.min(availableParallelism(), pages.length))
  const finished: FinishedPage[] = new Array(pages.length)
  const used: Record<CacheKind, Set<string>>[] = []
  let next = 0
  const workers: Worker[] = []
  try {
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(file, { workerData: { ...context, codeVersion: version } })
            workers.push(worker)
            /** How many pages this worker has, not yet finished. */
            let pending = 0
            const send = () => {
              if (next < pages.length) {
                pending++
                worker.postMessage({ index: next, page: pages[next++] })
              } else if (pending === 0) worker.postMessage({ end: true })
            }
            type Message =
              | { ready: true }
              | { index: number; finished: FinishedPage }
              | { error: string }
              | { used: Record<CacheKind, Set<string>> }
            worker.on("message", (message: Message) => {
              if ("error" in message) return reject(new Error(message.error))
              if ("used" in message) {
                used.push(message.used)
                return resolve()
              }
              if ("finished" in message) {
                finished[message.index] = message.finished
                pending--
              } else send() // Ready: two pages at a time, so a worker never waits for the next.
              send()
            })
            worker.on("error", reject)
            worker.on("exit", (code) => reject(new Error(`A worker finishing the pages stopped (exit code ${code})`)))
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  return { finished, used }
}

/**
 * The worker's module and what it imports from the project, as one ES module (packages stay
 * imports, found from `dir` in the project's node_modules). `import.meta.url` keeps naming each
 * module's own file, as the code that finds files beside it expects.
 */
async function bundleWorker(dir: string): Promise<{ file: string; version: string }> {
  const ownUrls: Plugin = {
    name: "own-module-urls",
    transform(code, id) {
      if (!code.includes("import.meta.url")) return null
      return code.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(id).href))
    },
  }
  const { output } = await build({
    input: workerEntry,
    write: false,
    platform: "node",
    logLevel: "warn",
    external: (id) => !/^(?:\.|\0|virtual:)/.test(id) && !path.isAbsolute(id),
    // The interface words each language has for a page (markdown-pages.ts), from its own folder.
    plugins: [ownUrls, contentModules() as Plugin],
    output: { format: "esm" },
  })
  const [chunk] = output
  if (!chunk || chunk.type !== "chunk") throw new Error("Bundling pipeline/page-worker.ts gave no code")
  const version = createHash("sha256").update(chunk.code).digest("hex")
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, "page-worker.mjs")
  await writeFile(file, chunk.code)
  return { file, version }
}
