import { readFileSync } from "node:fs"
import { request as httpRequest, type IncomingHttpHeaders } from "node:http"
import { request as httpsRequest } from "node:https"
import path from "node:path"
import type { Endpoint } from "./raw-http"

/**
 * The site as nginx serves it with the shipped config (deploy/nginx/), started by
 * playwright.config.ts through scripts/nginx-local.mjs on the loopback address: HTTPS on 443 and
 * the redirect on 80, the ports the Observatory scanner knows. nginx answers the site's names
 * only, here `localhost` (first, so port 80 redirects there) and the site's own host name.
 */
export const host = "localhost"
export const httpsOrigin = `https://${host}`
export const httpOrigin = `http://${host}`

/** The self-signed certificate nginx-local.mjs made: the tests trust it, and nothing else. */
export const certificateFile = path.resolve(".cache/nginx/tls/fullchain.pem")

/** The names nginx answers here, as nginx-local.mjs wrote them: `localhost`, then the site's. */
export function serverNames(): string[] {
  const names = /^server_name ([^;]+);$/m.exec(readFileSync(".cache/nginx/site/server-names.conf", "utf8"))?.[1]
  return names?.split(/\s+/) ?? []
}

/** The HTTPS port for raw requests, naming `servername` in the TLS handshake (none: an address was asked for). */
export function httpsEndpoint(servername: string | null = host): Endpoint {
  return { port: 443, tls: { servername: servername ?? "", ca: readFileSync(certificateFile) } }
}

/** Port 80, plain HTTP. */
export const httpEndpoint: Endpoint = { port: 80 }

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
        // The loopback address itself, whatever the name resolves to locally.
        host: "127.0.0.1",
        port: url.port || (url.protocol === "https:" ? 443 : 80),
        path: target,
        method,
        headers: { Host: url.host, ...headers },
        ...(url.protocol === "https:" ? { ca: readFileSync(certificateFile), servername: url.hostname } : {}),
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
