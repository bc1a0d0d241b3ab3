#!/usr/bin/env node
/**
 * A real HTTP receiver for the contact form's leads, started by the browser tests
 * (playwright.config.ts) at the address the fixture build posts to (VITE_LEAD_WEBHOOK_URL). It
 * behaves as a webhook should (deploy/n8n/lead-intake.json does the same): it answers the browser's
 * CORS preflight, accepts a lead with 200, and drops a duplicate by its idempotency key (still
 * answering 200). Tests tell it, per visitor email address, how to answer the next tries and read
 * back what arrived:
 *
 *   PUT  /control/answers/<email>   ["500", "503 retry-after 5", "drop", "accept-then-drop", "200"...]:
 *                                   the next tries' answers (a status, with a Retry-After in seconds)
 *   GET  /control/log/<email>       { requests: [{ key, id, answer }], leads: [lead...] }
 *
 *   node tests/e2e/support/lead-receiver.mjs --port 4186
 */
import { createServer } from "node:http"
import { parseArgs } from "node:util"

const { values: options } = parseArgs({ options: { port: { type: "string", default: "4186" } } })

/** Per email address: the answers still to give, every request seen, and the leads kept. */
const visitors = new Map()
/** Every lead id accepted so far, whoever sent it. */
const acceptedIds = new Set()

const visitor = (email) => {
  if (!visitors.has(email)) visitors.set(email, { answers: [], requests: [], leads: [] })
  return visitors.get(email)
}

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST",
  "access-control-allow-headers": "content-type, idempotency-key",
  // So the page can read Retry-After, as a webhook that sends it must allow.
  "access-control-expose-headers": "retry-after",
  "access-control-max-age": "600",
}

async function readBody(request) {
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  return Buffer.concat(chunks).toString("utf8")
}

function reply(response, status, body, headers = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers })
  response.end(JSON.stringify(body))
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost")

  if (url.pathname === "/leads") {
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end()
    if (request.method !== "POST") return reply(response, 405, { ok: false }, cors)
    let lead
    try {
      lead = JSON.parse(await readBody(request))
    } catch {
      return reply(response, 400, { ok: false, error: "the body is not JSON" }, cors)
    }
    const email = lead?.contact?.email
    if (typeof email !== "string" || typeof lead.id !== "string")
      return reply(response, 400, { ok: false, error: "contact.email and id are required" }, cors)
    const seen = visitor(email)
    const answer = seen.answers.shift() ?? "200"
    seen.requests.push({ key: request.headers["idempotency-key"] ?? null, id: lead.id, answer })
    if (answer === "drop") return void request.socket.destroy()
    if (answer !== "200" && answer !== "accept-then-drop") {
      const [, status, retryAfter] = answer.match(/^(\d{3})(?: retry-after (\d+))?$/) ?? []
      const headers = retryAfter ? { ...cors, "retry-after": retryAfter } : cors
      return reply(response, Number(status), { ok: false, error: `answering ${answer} as told` }, headers)
    }
    const isDuplicate = acceptedIds.has(lead.id)
    if (!isDuplicate) {
      acceptedIds.add(lead.id)
      seen.leads.push(lead)
    }
    // Kept, but the answer never reaches the browser: it will send the same lead again.
    if (answer === "accept-then-drop") return void request.socket.destroy()
    return reply(response, 200, isDuplicate ? { ok: true, duplicate: true } : { ok: true }, cors)
  }

  const control = url.pathname.match(/^\/control\/(answers|log)\/(.+)$/)
  if (control) {
    const seen = visitor(decodeURIComponent(control[2]))
    if (control[1] === "log") return reply(response, 200, { requests: seen.requests, leads: seen.leads })
    if (request.method === "PUT") {
      seen.answers = JSON.parse(await readBody(request))
      return reply(response, 200, { ok: true })
    }
  }

  if (url.pathname === "/") return reply(response, 200, { ok: true })
  reply(response, 404, { ok: false })
}).listen(Number(options.port), "127.0.0.1")
