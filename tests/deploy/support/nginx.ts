import { readFileSync } from "node:fs"
import { request as httpRequest, type IncomingHttpHeaders } from "node:http"
import { request as httpsRequest } from "node:https"
import path from "node:path"

/**
 * The site as nginx serves it with the shipped config (deploy/nginx/site.conf), started by
 * playwright.config.ts through scripts/nginx-local.mjs on the loopback address: HTTPS on 443 and
 * the redirect on 80, the ports the Observatory scanner knows.
 */
export const host = "127.0.0.1"
export const httpsOrigin = `https://${host}`
export const httpOrigin = `http://${host}`

/** The self-signed certificate nginx-local.mjs made: the tests trust it, and nothing else. */
export const certificateFile = path.resolve(".cache/nginx/tls/fullchain.pem")

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * One request, sent as written: the path is not normalised or re-encoded (unlike a browser or
 * `fetch`), and redirects are not followed.
 */
export function rawRequest(
  target: string,
  {
    method = "GET",
    headers = {},
    origin = httpsOrigin,
  }: { method?: string; headers?: Record<string, string>; origin?: string } = {},
): Promise<RawResponse> {
  const url = new URL(origin)
  const send = url.protocol === "https:" ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      {
        host: url.hostname,
        port: url.port || (url.protocol === "https:" ? 443 : 80),
        path: target,
        method,
        headers,
        ...(url.protocol === "https:" ? { ca: readFileSync(certificateFile) } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on("error", reject)
      },
    )
    request.on("error", reject)
    request.end()
  })
}
