import { parentPort, workerData } from "node:worker_threads"
import type { BuiltPage } from "./built-pages"
import { PageFinisher, type FinishContext } from "./finish-page"

/**
 * A worker thread of pipeline/page-workers.ts: finishes the pages it is sent, one message
 * each, and at the end says which cache entries it used.
 */
const port = parentPort
if (!port) throw new Error("pipeline/page-worker.ts runs as a worker thread")
const finisher = PageFinisher.create(workerData as FinishContext)
port.on("message", (message: { index: number; page: BuiltPage } | { end: true }) => {
  if ("end" in message) {
    port.postMessage({ used: finisher.usedKeys })
    return
  }
  finisher.finish(message.page).then(
    (finished) => port.postMessage({ index: message.index, finished }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  )
})
port.postMessage({ ready: true })
