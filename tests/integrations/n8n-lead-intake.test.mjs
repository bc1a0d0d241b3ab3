/**
 * The lead intake (deploy/n8n/lead-intake.json) in a real n8n: imported and published with n8n's
 * CLI, set up as its README says, on loopback with SQLite, emailing through an SMTP server of our
 * own. Each case posts what the site's contact form posts (app/lib/leads.ts) and reads what the
 * browser and the agency would see: the status, the headers, the body, and the emails.
 *
 * Run by `npm run test:integrations` (scripts/test-integrations.mjs), which installs n8n first.
 * node:test rather than Vitest: the cases are one sequence against one n8n that takes a minute to
 * start, in plain Node with nothing to transform, and `npm run test:unit` stays free of them.
 *
 * LEAD_FLOOD=<n> sets the size of the flood (12,000 leads by default).
 */
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import { startN8n } from "./support/n8n.mjs"
import { startSmtpSink } from "./support/smtp-sink.mjs"

const shipped = JSON.parse(readFileSync(new URL("../../deploy/n8n/lead-intake.json", import.meta.url), "utf8"))

const siteOrigin = "https://www.agency.test"
const notifyEmail = "leads@agency.test"
const floodSize = Number(process.env.LEAD_FLOOD ?? 12_000)
/** As many leads in flight at once as the flood sends. */
const floodConcurrency = 8

/** The figures printed at the end: [what, milliseconds]. */
const figures = []
let n8n
let sink
let folder
let hasFailed = false

before(async () => {
  const startedAt = performance.now()
  folder = mkdtempSync(path.join(tmpdir(), "lead-intake-n8n-"))
  sink = await startSmtpSink()
  n8n = await startN8n({
    folder,
    workflow: setUpAsTheReadmeSays(structuredClone(shipped)),
    credentials: [smtpCredential(sink.port)],
    probeOrigin: siteOrigin,
  })
  figures.push(["n8n: import, publish, start", performance.now() - startedAt])
})

after(async () => {
  await n8n?.stop()
  await sink?.close()
  if (hasFailed && folder) console.log(`n8n's folder, kept to look into: ${folder}`)
  else if (folder) rmSync(folder, { recursive: true, force: true })
  printFigures()
})

/** The README's set-up: the site's origin for CORS, the addresses, and an SMTP credential on the Send Email node. */
function setUpAsTheReadmeSays(workflow) {
  const node = (type) => workflow.nodes.find((each) => each.type === type)
  const webhook = node("n8n-nodes-base.webhook")
  assert.equal(webhook.parameters.options.allowedOrigins, "https://www.example.com", "the placeholder the README names")
  webhook.parameters.options.allowedOrigins = siteOrigin

  const settings = node("n8n-nodes-base.set").parameters.assignments.assignments
  const replace = (name, value) => {
    const setting = settings.find((each) => each.name === name)
    assert.match(setting.value, /change-me@example\.com/, `the ${name} placeholder the README names`)
    setting.value = value
  }
  replace("notifyEmail", notifyEmail)
  replace("fromEmail", "Website leads <website@agency.test>")

  node("n8n-nodes-base.emailSend").credentials = { smtp: { id: "smtpOnLoopback", name: "SMTP on loopback" } }
  return workflow
}

function smtpCredential(port) {
  return {
    id: "smtpOnLoopback",
    name: "SMTP on loopback",
    type: "smtp",
    data: { user: "", password: "", host: "127.0.0.1", port, secure: false, disableStartTls: true },
  }
}

/** A lead as the site's contact form posts it, with a new id. */
function newLead(changes = {}) {
  return {
    id: randomUUID(),
    submittedAt: new Date().toISOString(),
    page: `${siteOrigin}/contact`,
    referrer: "https://www.google.com/",
    language: "es-ES",
    contact: {
      name: "Ana Ruiz",
      email: "ana@ruizlaw.com",
      company: "Ruiz Law",
      phone: "+34 600 000 000",
      service: "AI Customer Support Agents",
      message: "We lose leads after 5 p.m.\nCan an agent answer them?",
    },
    utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-launch" },
    spamTrap: { honeypot: "", elapsedMs: 5234 },
    ...changes,
  }
}

const webhookUrl = () =>
  `${n8n.url}/webhook/${shipped.nodes.find((node) => node.type === "n8n-nodes-base.webhook").parameters.path}`

/** Posts a lead as the browser does: JSON, its id as the Idempotency-Key, from the site's origin. */
async function post(lead, { key = lead.id, origin = siteOrigin } = {}) {
  const response = await fetch(webhookUrl(), {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(lead),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

/** The browser's CORS preflight for that post. */
function preflight(origin) {
  return fetch(webhookUrl(), {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type,idempotency-key",
    },
  })
}

/** Waits, up to a point, until `check` holds: for what n8n does once its answer has gone. */
async function until(check, what) {
  const deadline = Date.now() + 15_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A case, timed for the figures; a failure keeps n8n's folder. */
function check(name, body) {
  test(name, async () => {
    const startedAt = performance.now()
    try {
      await body()
    } catch (error) {
      hasFailed = true
      throw error
    } finally {
      figures.push([name, performance.now() - startedAt])
    }
  })
}

check("answers the site's preflight, allowing the headers a lead carries", async () => {
  const response = await preflight(siteOrigin)
  assert.equal(response.status, 204)
  assert.equal(response.headers.get("access-control-allow-origin"), siteOrigin)
  assert.match(response.headers.get("access-control-allow-methods"), /\bPOST\b/)
  assert.deepEqual(response.headers.get("access-control-allow-headers").toLowerCase().split(/,\s*/).sort(), [
    "content-type",
    "idempotency-key",
  ])
})

check("does not allow another site's pages to post", async () => {
  const response = await preflight("https://elsewhere.example")
  assert.notEqual(response.headers.get("access-control-allow-origin"), "https://elsewhere.example")
  assert.notEqual(response.headers.get("access-control-allow-origin"), "*")

  // What such a page can send without a preflight: a text post, refused and never emailed.
  const lead = newLead()
  const simple = await fetch(webhookUrl(), {
    method: "POST",
    headers: { Origin: "https://elsewhere.example", "Content-Type": "text/plain;charset=UTF-8" },
    body: JSON.stringify(lead),
  })
  assert.equal(simple.status, 400)
  assert.deepEqual(sink.messagesAbout(lead.id), [])
})

let acceptedLead
check(
  "accepts a valid lead: 200, and one email with every field, the language, the campaign and when it came",
  async () => {
    acceptedLead = newLead()
    const answer = await post(acceptedLead)
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, { ok: true })
    assert.equal(answer.headers.get("access-control-allow-origin"), siteOrigin)

    const emails = sink.messagesAbout(acceptedLead.id)
    assert.equal(emails.length, 1)
    const [{ headers, text }] = emails
    assert.equal(headers.to, notifyEmail)
    assert.equal(headers["reply-to"], "ana@ruizlaw.com")
    assert.equal(headers.subject, "New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents")
    for (const line of [
      "Name: Ana Ruiz",
      "Email: ana@ruizlaw.com",
      "Company: Ruiz Law",
      "Phone: +34 600 000 000",
      "Service: AI Customer Support Agents",
      "Message:\nWe lose leads after 5 p.m.\nCan an agent answer them?",
      `Sent from the page: ${new Date(acceptedLead.submittedAt).toUTCString().replace("GMT", "UTC")}`,
      `Page: ${siteOrigin}/contact`,
      "Referrer: https://www.google.com/",
      "Language: es-ES",
      "UTM source: newsletter",
      "UTM medium: email",
      "UTM campaign: spring-launch",
      `Lead id: ${acceptedLead.id}`,
    ])
      assert.ok(text.includes(line), `the email says "${line}":\n${text}`)
    assert.match(text, /^Received: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} UTC$/m)
  },
)

check(
  "answers a resend of that lead 200 as a duplicate, by its body's id or its key alone, and emails nothing more",
  async () => {
    // The id is recorded once the execution has ended, just after the answer; a browser resends only later.
    await until(() => n8n.recordedLeadIds().includes(acceptedLead.id), "the lead's id to be recorded")
    const resend = await post(acceptedLead)
    assert.equal(resend.status, 200)
    assert.deepEqual(resend.body, { ok: true, duplicate: true })

    const withoutBodyId = { ...acceptedLead }
    delete withoutBodyId.id
    const keyOnly = await post(withoutBodyId, { key: acceptedLead.id })
    assert.deepEqual([keyOnly.status, keyOnly.body], [200, { ok: true, duplicate: true }])
    assert.equal(sink.messagesAbout(acceptedLead.id).length, 1)
  },
)

check("refuses an invalid lead with 422, naming every problem, and emails nothing", async () => {
  const lead = newLead()
  lead.contact = {
    ...lead.contact,
    name: "  ",
    email: "ana@ruizlaw",
    company: "x".repeat(201),
    message: "y".repeat(5001),
  }
  const answer = await post(lead)
  assert.equal(answer.status, 422)
  assert.deepEqual(answer.body, {
    ok: false,
    errors: [
      { field: "contact.name", message: "is required" },
      { field: "contact.email", message: "must be an email address" },
      { field: "contact.company", message: "must be at most 200 characters" },
      { field: "contact.message", message: "must be at most 5000 characters" },
    ],
  })
  assert.equal(answer.headers.get("access-control-allow-origin"), siteOrigin)

  const otherKey = await post(newLead(), { key: randomUUID() })
  assert.deepEqual(otherKey.body, {
    ok: false,
    errors: [{ field: "id", message: "must be the same as the Idempotency-Key header" }],
  })
  assert.deepEqual(sink.messagesAbout(lead.id), [])
})

check("answers a lead caught by a spam trap exactly as an accepted one, and emails nothing", async () => {
  const filledHoneypot = newLead({ spamTrap: { honeypot: "https://spam.example", elapsedMs: 9000 } })
  const tooFast = newLead({ spamTrap: { honeypot: "", elapsedMs: 1200 } })
  for (const lead of [filledHoneypot, tooFast]) {
    const answer = await post(lead)
    assert.deepEqual([answer.status, answer.body], [200, { ok: true }])
    assert.deepEqual(sink.messagesAbout(lead.id), [])
  }
  // A lead kept by a browser from before the traps were sent says nothing about them: it is a lead.
  const older = newLead()
  delete older.spamTrap
  delete older.language
  assert.deepEqual((await post(older)).body, { ok: true })
  assert.ok(sink.messagesAbout(older.id)[0].text.includes("Language: en-US"))
})

check("answers 503 with Retry-After while email fails, and emails the browser's retry once it works", async () => {
  const lead = newLead()
  sink.failing = true
  const failed = await post(lead)
  sink.failing = false
  assert.equal(failed.status, 503)
  assert.match(failed.headers.get("retry-after"), /^\d+$/)
  // The page can read Retry-After only when the answer exposes it.
  assert.equal(failed.headers.get("access-control-expose-headers"), "Retry-After")
  assert.equal(failed.headers.get("access-control-allow-origin"), siteOrigin)
  assert.deepEqual(sink.messagesAbout(lead.id), [])

  const retried = await post(lead)
  assert.deepEqual([retried.status, retried.body], [200, { ok: true }])
  assert.equal(sink.messagesAbout(lead.id).length, 1)
})

check(
  `still takes a real lead after a flood of ${floodSize.toLocaleString("en")} leads with distinct ids`,
  async () => {
    const emailsBefore = sink.messages.length
    const statuses = {}
    let sent = 0
    const startedAt = performance.now()
    const sender = async () => {
      while (sent < floodSize) {
        const number = sent++
        // Valid leads: the kind that costs the most, each emailed and remembered.
        const lead = newLead()
        lead.contact = { ...lead.contact, name: `Flood ${number}`, email: `flood${number}@spam.example` }
        const { status } = await post(lead)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }
    await Promise.all(Array.from({ length: floodConcurrency }, sender))
    const floodMs = performance.now() - startedAt
    const recorded = n8n.recordedLeadIds()
    const rate = Math.round(floodSize / (floodMs / 1000))
    figures.push([`  the flood alone (${rate} leads/s; ${recorded.length} of its ids remembered)`, floodMs])

    assert.deepEqual(statuses, { 200: floodSize })
    assert.equal(sink.messages.length - emailsBefore, floodSize)
    // What it remembers stays within its bound. Executions running at the same time each save their own copy of it, so
    // it keeps far fewer ids than the flood sent; the order they are forgotten in is the unit tests' business.
    const maxIds = Number(/const MAX_IDS = (\d+)/.exec(JSON.stringify(shipped))[1])
    assert.ok(recorded.length <= maxIds, `${recorded.length} ids remembered`)

    const lead = newLead()
    const answer = await post(lead)
    assert.deepEqual([answer.status, answer.body], [200, { ok: true }])
    assert.equal(sink.messagesAbout(lead.id).length, 1)
    // And the record still works: the lead's resend is a duplicate, not a second email.
    await until(() => n8n.recordedLeadIds().includes(lead.id), "the lead's id to be recorded")
    assert.deepEqual((await post(lead)).body, { ok: true, duplicate: true })
    assert.equal(sink.messagesAbout(lead.id).length, 1)
  },
)

function printFigures() {
  const install = process.env.N8N_INSTALL_MS
  const rows = [
    ...(install
      ? [[`n8n ${process.env.N8N_INSTALLED === "reused" ? "install (reused)" : "install"}`, Number(install)]]
      : []),
    ...figures,
  ]
  const total = rows.reduce((sum, [name, ms]) => (name.startsWith("  ") ? sum : sum + ms), 0)
  const width = Math.max(...rows.map(([name]) => name.length), 5)
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9)
  console.log(
    [
      "",
      ...rows.map(([name, ms]) => `${name.padEnd(width)} ${seconds(ms)}`),
      `${"Total".padEnd(width)} ${seconds(total)}`,
    ].join("\n"),
  )
}
