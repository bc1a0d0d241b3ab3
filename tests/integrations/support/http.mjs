import { request } from "node:http"

/**
 * fetch's answer (status, headers, text(), json()) for a request over a connection of its own, closed after the answer.
 * The tests' requests come in bursts with long waits between them; a kept-alive connection reused just as n8n closes it
 * for being idle (after 5 s) fails with "other side closed", a failure of the test's client, not of the workflow.
 */
export function fetchOnce(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }
    const outgoing = request(url, { method, headers: { ...length, ...headers }, agent: false }, (incoming) => {
      const chunks = []
      incoming.on("data", (chunk) => chunks.push(chunk))
      incoming.on("error", reject)
      incoming.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(incoming.headers))
          answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : value)
        resolve({
          status: incoming.statusCode,
          headers: answerHeaders,
          text: async () => text,
          json: async () => JSON.parse(text),
        })
      })
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })
}
