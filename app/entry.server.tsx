import { PassThrough } from "node:stream"
import { createReadableStreamFromReadable } from "@react-router/node"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type EntryContext } from "react-router"

/**
 * Renders a page at build time. This site is static, so every render waits for all of its
 * content (including sections whose code loads lazily in the browser) and writes it where it
 * belongs: no streamed fallbacks and no scripts that swap content in later.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every part in place, however large: React otherwise moves big Suspense boundaries to the
      // end of the document and swaps them in with inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough()
        responseHeaders.set("Content-Type", "text/html; charset=utf-8")
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
      },
      onShellError: reject,
      onError(error) {
        status = 500
        console.error(error)
      },
    })
  })
}
