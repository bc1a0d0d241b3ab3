/**
 * The lead intake (deploy/n8n/lead-intake.json) in a real n8n: imported and published with n8n's
 * CLI, set up as its README says, on loopback with SQLite (or in queue mode, below), emailing through an
 * SMTP server of our own. Each case posts what the site's contact form posts (app/lib/leads.ts) and reads what the
 * browser and the agency would see: the status, the headers, the body, and the emails.
 *
 * Run by `npm run test:integrations` (scripts/test-integrations.mjs), which installs n8n first.
 * node:test rather than Vitest: the cases are one sequence against one n8n that takes a minute to
 * start, in plain Node with nothing to transform, and `npm run test:unit` stays free of them.
 *
 * N8N_QUEUE_MODE=1 (`npm run test:integrations:queue`) runs the same cases in n8n's queue mode.
 * LEAD_FLOOD=<n> sets the size of the flood (12,000 leads by default). The emails the visitor gets (the
 * reply and the follow-up, in English and Spanish) are kept as sent in reports/lead-emails/, as .eml and
 * as their HTML, and the time from each lead to its reply is printed with the figures.
 */
import assert from "node:assert/strict"
import { createHmac, randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { once } from "node:events"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import { prefilledBookingUrl } from "../../app/lib/booking.ts"
import { fetchOnce } from "./support/http.mjs"
import { freePort, startN8n } from "./support/n8n.mjs"
import { startSmtpSink } from "./support/smtp-sink.mjs"

const shipped = JSON.parse(readFileSync(new URL("../../deploy/n8n/lead-intake.json", import.meta.url), "utf8"))
const shippedSettings = Object.fromEntries(
  shipped.nodes
    .find((node) => node.name === "Settings")
    .parameters.assignments.assignments.map(({ name, value }) => [name, value]),
)
/** The agency's words for the visitor's emails, as the Settings node ships them, with the Spanish calendar set as below. */
const texts = JSON.parse(shippedSettings.texts)
const spanishBookingUrl = "https://cal.com/kineticai/consulta-gratuita"
texts.es.bookingUrl = spanishBookingUrl

const siteOrigin = "https://www.agency.test"
const notifyEmail = "leads@agency.test"
const replyFrom = "Kinetic AI <hello@agency.test>"
const stopSecret = "a-secret-of-the-agency-0123456789abcdef"
const calendlySigningKey = "calendly-signing-key-of-the-subscription"
const calComSecret = "cal-com-webhook-secret"
/** The follow-up's delay, shortened: n8n looks for due follow-ups once a minute, so it comes within this and a minute. */
const followUpDelayMs = 15_000
/**
 * The retention period, shortened to 345.6 seconds: long enough for every follow-up (within 75 s of its lead) to go
 * and for the cases to read what the workflow keeps, short enough to watch a sender's details being deleted.
 */
const retentionDays = 0.004
const retentionMs = retentionDays * 24 * 60 * 60 * 1000
/** The workflow's data tables: the ids of leads emailed, and what it knows of each sender. */
const tables = ["lead-intake-ids", "lead-intake-senders"]
/** The captured emails, kept for people to read and for the screenshots in the guide. */
const emailsFolder = path.resolve(import.meta.dirname, "../../reports/lead-emails")
const floodSize = Number(process.env.LEAD_FLOOD ?? 12_000)
/** In n8n's queue mode (`npm run test:integrations:queue`): Postgres, Redis, one main process and one worker. */
const isQueueMode = process.env.N8N_QUEUE_MODE === "1"
/** As many leads in flight at once as the flood sends. */
const floodConcurrency = 8

/** The figures printed at the end: [what, milliseconds]. */
const figures = []
let n8n
let sink
let folder
/** A chat's incoming webhook on loopback, as Slack's takes posts: the JSON bodies it was sent. */
const chatPosts = []
const chat = createServer((request, response) => {
  let body = ""
  request.on("data", (chunk) => (body += chunk))
  request.on("end", () => {
    chatPosts.push(JSON.parse(body))
    response.end("ok")
  })
})
let hasFailed = false

before(async () => {
  const startedAt = performance.now()
  folder = mkdtempSync(path.join(tmpdir(), "lead-intake-n8n-"))
  sink = await startSmtpSink()
  chat.listen(0, "127.0.0.1")
  await once(chat, "listening")
  const port = await freePort()
  n8n = await startN8n({
    folder,
    workflow: setUpAsTheReadmeSays(
      structuredClone(shipped),
      `http://127.0.0.1:${port}`,
      `http://127.0.0.1:${chat.address().port}/services/T000/B000/XXXX`,
    ),
    credentials: [smtpCredential(sink.port)],
    probeOrigin: siteOrigin,
    port,
    queue: isQueueMode,
  })
  figures.push([`n8n${isQueueMode ? " in queue mode" : ""}: import, publish, start`, performance.now() - startedAt])
  // The workflow makes its tables at its first look for follow-ups, within a minute of starting.
  await until(() => tables.every((name) => n8n.tables().includes(name)), "the workflow's data tables", 75_000)
  figures.push(["  until its data tables are made", performance.now() - startedAt])
  // On Postgres, one row per key is the database's to hold, with the indexes docs/lead-delivery.md gives.
  if (isQueueMode)
    for (const [table, key] of [
      ["lead-intake-ids", `"leadId"`],
      ["lead-intake-senders", "email"],
    ]) {
      const [{ id }] = n8n.query(`SELECT id FROM data_table WHERE name = '${table}'`)
      n8n.sql(`CREATE UNIQUE INDEX ON "data_table_user_${id}" (${key})`)
    }
})

after(async () => {
  await n8n?.stop()
  await sink?.close()
  chat.close()
  if (hasFailed && folder) console.log(`n8n's folder, kept to look into: ${folder}`)
  else if (folder) rmSync(folder, { recursive: true, force: true })
  printFigures()
})

/**
 * The README's set-up: the site's origin for CORS, the addresses, n8n's address, the secrets, and an SMTP credential
 * on both Send Email nodes; and a follow-up delay of seconds instead of hours.
 */
function setUpAsTheReadmeSays(workflow, publicUrl, chatWebhookUrl) {
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
  replace("replyFromEmail", replyFrom)
  const set = (name, value) => (settings.find((each) => each.name === name).value = value)
  // The address n8n answers at: the stop links point there.
  set("publicUrl", publicUrl)
  set("stopSecret", stopSecret)
  set("calendlySigningKey", calendlySigningKey)
  set("calComSecret", calComSecret)
  set("followUpDelayHours", followUpDelayMs / 3_600_000)
  set("retentionDays", retentionDays)
  set("texts", JSON.stringify(texts))
  set("chatWebhookUrl", chatWebhookUrl)

  for (const each of workflow.nodes.filter(({ type }) => type === "n8n-nodes-base.emailSend"))
    each.credentials = { smtp: { id: "smtpOnLoopback", name: "SMTP on loopback" } }
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

/** A lead as the site's contact form posts it, with a new id and an address of its own. */
function newLead(changes = {}) {
  const id = randomUUID()
  return {
    id,
    submittedAt: new Date().toISOString(),
    page: `${siteOrigin}/contact`,
    referrer: "https://www.google.com/",
    language: "es-ES",
    contact: {
      name: "Ana Ruiz",
      email: `ana+${id.slice(0, 8)}@ruizlaw.com`,
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

const webhookUrl = () => `${n8n.url}/webhook/lead-intake`

/** Posts a lead as the browser does: JSON, its id as the Idempotency-Key, from the site's origin. */
async function post(lead, { key = lead.id, origin = siteOrigin } = {}) {
  const response = await fetchOnce(webhookUrl(), {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(lead),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

/** The browser's CORS preflight for that post. */
function preflight(origin) {
  return fetchOnce(webhookUrl(), {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type,idempotency-key",
    },
  })
}

/** Waits, up to a point, until `check` holds: for what n8n does once its answer has gone. */
async function until(check, what, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The emails sent to `address`, once there are `count` of them (or fails after `ms`). */
async function emailsTo(address, count = 1, ms = 60_000) {
  await until(() => sink.messagesTo(address).length >= count, `${count} email(s) to ${address}`, ms)
  return sink.messagesTo(address)
}

/** Waits until n8n runs no execution: what it does after answering (the reply, the chat) is then done. */
const settled = () => until(() => n8n.runningExecutions() === 0, "n8n's executions to end", 60_000)

/** "{name}" and the like replaced, as the workflow fills the agency's texts. */
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, key) => values[key] ?? whole)

/** The values the workflow puts into the texts for `lead`, in the language `code`. */
function textValues(lead, code) {
  const words = texts[code]
  const { contact } = lead
  return {
    name: contact.name,
    firstName: contact.name.split(" ")[0],
    agency: words.agency,
    service: contact.service || words.followUp.anyService,
    phone: words.phone,
    phoneHours: words.phoneHours,
  }
}

/** The booking link the site itself would open for this lead (app/lib/booking.ts), in the lead's language. */
function siteBookingLink(lead, code, { withMessage = true } = {}) {
  const words = texts[code]
  const { name, email, company, service, message } = lead.contact
  const noteLabels = { service: words.labels.service, company: words.labels.company }
  return prefilledBookingUrl(
    words.bookingUrl,
    { name, email: email.toLowerCase(), company, service, message: withMessage ? message : "", noteLabels },
    lead.utm,
  )
}

/** The first link in a text that starts with `start`. */
const linkIn = (text, start) => text.split(/\s+/).find((word) => word.startsWith(start))

/** Keeps an email as sent (.eml) and its HTML part, for people to read and for the guide's screenshots. */
function keep(name, message) {
  mkdirSync(emailsFolder, { recursive: true })
  writeFileSync(path.join(emailsFolder, `${name}.eml`), message.raw, "latin1")
  writeFileSync(path.join(emailsFolder, `${name}.html`), message.html ?? "")
}

/** The time from each lead to its reply, in the figures: [language, milliseconds]. */
const replyTimes = []

/** How many emails each address has been sent so far (from the SMTP server's arrivals, without decoding them). */
function emailCounts() {
  const counts = new Map()
  for (const { to } of sink.arrivals) for (const address of to) counts.set(address, (counts.get(address) ?? 0) + 1)
  return counts
}

/** The value below which `share` (0 to 1) of the sorted `values` fall, by the nearest rank. */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]

/** The link at the foot of every email to `address`, signed with the stop secret as the workflow signs it. */
const stopLinkFor = (address, lang = "en") =>
  `${n8n.url}/webhook/lead-stop?email=${encodeURIComponent(address)}&lang=${lang}&token=${createHmac("sha256", stopSecret).update(`stop:${address}`).digest("hex")}`

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
  const simple = await fetchOnce(webhookUrl(), {
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
    assert.equal(headers["reply-to"], acceptedLead.contact.email)
    assert.equal(headers.subject, "New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents")
    for (const line of [
      "Name: Ana Ruiz",
      `Email: ${acceptedLead.contact.email}`,
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

    // The team's chat gets one line about it.
    await until(() => chatPosts.some((post) => post.text.includes(acceptedLead.contact.email)), "the chat's line")
    assert.deepEqual(
      chatPosts.filter((post) => post.text.includes(acceptedLead.contact.email)),
      [
        {
          text: `New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents &lt;${acceptedLead.contact.email}&gt;: "We lose leads after 5 p.m. Can an agent answer them?"`,
        },
      ],
    )
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
    // The visitor was answered once, for the first of the three.
    await settled()
    assert.equal(sink.messagesTo(acceptedLead.contact.email).length, 1)
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
  // Nor is its sender answered: a program that fills forms gets nothing to read.
  await settled()
  for (const lead of [filledHoneypot, tooFast]) assert.deepEqual(sink.messagesTo(lead.contact.email), [])
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
  // The visitor hears once: nothing was sent to them while email failed, and the retry replies once.
  await emailsTo(lead.contact.email)
  await settled()
  assert.equal(sink.messagesTo(lead.contact.email).length, 1)
})

for (const [code, language] of [
  ["en", "en-US"],
  ["es", "es-US"],
]) {
  check(
    `replies within 60 s to a lead from a page in ${language}, in its language, with its own booking link`,
    async () => {
      const lead = newLead({ language })
      lead.contact.message = `We lose leads after 5 p.m. <b>every day</b> & on weekends.\nCan an agent answer them?`
      const startedAt = performance.now()
      const answer = await post(lead)
      assert.deepEqual([answer.status, answer.body], [200, { ok: true }])
      const [reply] = await emailsTo(lead.contact.email)
      const replyMs = performance.now() - startedAt
      replyTimes.push([language, replyMs])
      assert.ok(replyMs < 60_000, `the reply came after ${replyMs} ms`)

      const words = texts[code]
      const values = textValues(lead, code)
      assert.equal(reply.headers.from, replyFrom)
      assert.equal(reply.headers.subject, fill(words.reply.subject, values))
      const booking = siteBookingLink(lead, code)
      assert.ok(booking.startsWith(words.bookingUrl), booking)
      assert.equal(linkIn(reply.text, words.bookingUrl.slice(0, 16)), booking)
      for (const line of [
        fill(words.reply.greeting, values),
        fill(words.reply.intro, values),
        `${words.labels.service}: ${lead.contact.service}`,
        `${words.labels.company}: ${lead.contact.company}`,
        `> We lose leads after 5 p.m. <b>every day</b> & on weekends.\n> Can an agent answer them?`,
        fill(words.call, values),
        fill(words.signature, values),
      ])
        assert.ok(reply.text.includes(line), `the reply says "${line}":\n${reply.text}`)
      assert.match(reply.text, new RegExp(`${words.stop}: ${n8n.url}/webhook/lead-stop\\?`))

      // The HTML part: in the lead's language, what the visitor typed escaped, the same links.
      assert.match(reply.html, new RegExp(`<html lang="${words.lang}">`))
      assert.ok(reply.html.includes("&lt;b&gt;every day&lt;/b&gt; &amp; on weekends."), reply.html)
      assert.ok(!reply.html.includes("<b>every day"))
      assert.ok(reply.html.includes(`href="${booking.replaceAll("&", "&amp;")}"`))
      keep(`reply-${code}`, reply)
    },
  )
}

/** A booking as Calendly posts it, signed with the subscription's key at `t` (seconds). */
function calendlyBooking(email, { key = calendlySigningKey, t = Math.floor(Date.now() / 1000) } = {}) {
  const body = JSON.stringify({
    event: "invitee.created",
    created_at: new Date().toISOString(),
    payload: { email, name: "Ana Ruiz", status: "active", uri: "https://api.calendly.com/invitees/TEST" },
  })
  const signature = createHmac("sha256", key).update(`${t}.${body}`).digest("hex")
  return { body, headers: { "Calendly-Webhook-Signature": `t=${t},v1=${signature}` } }
}

/** A booking as Cal.com posts it, signed with the webhook's secret. */
function calComBooking(email, { secret = calComSecret } = {}) {
  const body = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    createdAt: new Date().toISOString(),
    payload: { title: "Strategy session", attendees: [{ email, name: "Ana Ruiz", timeZone: "America/Chicago" }] },
  })
  return { body, headers: { "X-Cal-Signature-256": createHmac("sha256", secret).update(body).digest("hex") } }
}

async function postBooking({ body, headers }) {
  const response = await fetchOnce(`${n8n.url}/webhook/lead-booking`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  })
  return { status: response.status, body: await response.json() }
}

/** A lead whose sender the retention case watches being forgotten, and when it was remembered. */
let forgotten
check("keeps one row per sender, with their lead and a booking written by two executions of their own", async () => {
  const lead = newLead({ language: "en-US" })
  assert.equal((await post(lead)).status, 200)
  const address = lead.contact.email
  await until(() => n8n.person(address)?.leadId === lead.id, "the lead's sender to be remembered")
  assert.equal((await postBooking(calComBooking(address))).status, 200)
  await until(() => n8n.person(address)?.bookedAt, "the booking to be recorded")
  const row = n8n.person(address)
  const { contact } = lead
  assert.deepEqual(
    [row.email, row.leadId, row.name, row.company, row.service, row.language, JSON.parse(row.utm), row.bookedWith],
    [address, lead.id, contact.name, contact.company, contact.service, "en-US", lead.utm, "cal"],
  )
  assert.ok(row.bookedAt >= row.seenAt, "the booking came after the lead")
  assert.ok(Math.abs(row.dueAt - row.seenAt - followUpDelayMs) <= 60_000, "the follow-up is due after the delay")
  forgotten = { lead, seenAt: row.seenAt }
})

check("refuses a booking whose signature is missing, wrong or stale, and changes nothing", async () => {
  const lead = newLead({ language: "en-US" })
  assert.equal((await post(lead)).status, 200)
  const address = lead.contact.email
  await until(() => n8n.person(address)?.leadId === lead.id, "the lead's sender to be remembered")
  const refusals = [
    { body: calendlyBooking(address).body, headers: {} },
    calendlyBooking(address, { key: "another key" }),
    calendlyBooking(address, { t: Math.floor(Date.now() / 1000) - 600 }),
    { ...calendlyBooking(address), headers: { "Calendly-Webhook-Signature": "v1=00" } },
    calComBooking(address, { secret: "another secret" }),
    { ...calComBooking(address), body: calComBooking(address).body.replace("Strategy", "Strategic") },
  ]
  for (const booking of refusals) {
    const answer = await postBooking(booking)
    assert.equal(answer.status, 401, JSON.stringify(booking.headers))
    assert.equal(answer.body.ok, false)
  }
  assert.equal(n8n.person(address).bookedAt, undefined)
})

check("records a signed booking without a lead as one", async () => {
  const address = `walk-in+${randomUUID().slice(0, 8)}@example.org`
  assert.deepEqual(await postBooking(calComBooking(address)), { status: 200, body: { ok: true, lead: false } })
  await until(() => n8n.person(address)?.bookedAt, "the booking to be recorded")
  assert.equal(n8n.person(address).leadId, undefined)
  assert.equal(n8n.person(address).bookedWith, "cal")
  // Another event from the calendar is answered and ignored.
  const cancelled = calComBooking(address)
  cancelled.body = cancelled.body.replace("BOOKING_CREATED", "BOOKING_CANCELLED")
  cancelled.headers["X-Cal-Signature-256"] = createHmac("sha256", calComSecret).update(cancelled.body).digest("hex")
  assert.deepEqual(await postBooking(cancelled), { status: 200, body: { ok: true, ignored: true } })
})

check(
  "follows up once a lead who has not booked, in their language, and never one who booked or asked to stop",
  async () => {
    const leads = {
      waiting: newLead({ language: "en-US" }),
      waitingSpanish: newLead({ language: "es-US" }),
      bookedCalendly: newLead({ language: "en-US" }),
      bookedCalCom: newLead({ language: "es-US" }),
      stopped: newLead({ language: "es-US" }),
    }
    // One at a time, each remembered before the next: executions at the same time each save their own copy of what
    // the workflow remembers (the README's Duplicates).
    for (const lead of Object.values(leads)) {
      assert.equal((await post(lead)).status, 200)
      await until(() => n8n.person(lead.contact.email)?.leadId === lead.id, "the lead's sender to be remembered")
      await settled()
    }
    const address = (name) => leads[name].contact.email
    // The calendar may write the address its own way.
    const calendly = await postBooking(calendlyBooking(address("bookedCalendly").toUpperCase()))
    assert.deepEqual(calendly, { status: 200, body: { ok: true, lead: true } })
    await settled()
    assert.deepEqual(await postBooking(calComBooking(address("bookedCalCom"))), {
      status: 200,
      body: { ok: true, lead: true },
    })
    await settled()

    // The stop link in the reply, opened as it is, without signing in: a page in the email's language.
    const [reply] = await emailsTo(address("stopped"))
    const stopUrl = linkIn(reply.text, `${n8n.url}/webhook/lead-stop`)
    const forged = await fetchOnce(stopUrl.replace(/token=[0-9a-f]{4}/, "token=0000"))
    assert.equal(forged.status, 400)
    assert.ok((await forged.text()).includes(texts.es.stopPage.invalidTitle))
    await settled()
    assert.equal(n8n.person(address("stopped")).stoppedAt, undefined)
    const stop = await fetchOnce(stopUrl)
    assert.equal(stop.status, 200)
    assert.match(stop.headers.get("content-type"), /^text\/html/)
    const page = await stop.text()
    assert.match(page, /<html lang="es-US">/)
    assert.ok(page.includes(`<h1>${texts.es.stopPage.title}</h1>`), page)
    await settled()
    assert.ok(n8n.person(address("stopped")).stoppedAt)

    // The follow-ups: after the delay, at n8n's next look (once a minute).
    const deadline = followUpDelayMs + 90_000
    const [, followUp] = await emailsTo(address("waiting"), 2, deadline)
    const [, followUpSpanish] = await emailsTo(address("waitingSpanish"), 2, deadline)
    for (const [code, lead, email] of [
      ["en", leads.waiting, followUp],
      ["es", leads.waitingSpanish, followUpSpanish],
    ]) {
      const words = texts[code]
      const values = textValues(lead, code)
      assert.equal(email.headers.subject, fill(words.followUp.subject, values))
      for (const line of [
        fill(words.followUp.greeting, values),
        fill(words.followUp.intro, values),
        words.followUp.why,
      ])
        assert.ok(email.text.includes(line), `the follow-up says "${line}":\n${email.text}`)
      assert.equal(
        linkIn(email.text, words.bookingUrl.slice(0, 16)),
        siteBookingLink(lead, code, { withMessage: false }),
      )
      assert.match(email.html, new RegExp(`<html lang="${words.lang}">`))
      keep(`follow-up-${code}`, email)
    }

    // One look later, still one follow-up each, and none to those who booked or asked to stop.
    const seen = n8n.person(address("waiting")).followedUpAt
    await until(() => Date.now() > Math.ceil(seen / 60_000) * 60_000 + 5_000, "n8n's next look", 70_000)
    await settled()
    for (const name of ["waiting", "waitingSpanish"]) assert.equal(sink.messagesTo(address(name)).length, 2, name)
    for (const name of ["bookedCalendly", "bookedCalCom", "stopped"])
      assert.equal(sink.messagesTo(address(name)).length, 1, `${name}: the reply only`)
  },
)

check(
  "records 50 signed bookings and 20 stop links sent at the same time as 300 leads, and follows up only the others",
  async () => {
    const leads = Array.from({ length: 300 }, (_, n) => newLead({ language: n % 2 ? "es-US" : "en-US" }))
    // Spread through the burst: every sixth lead books, and twenty others ask to stop.
    const booked = leads.filter((_, n) => n % 6 === 0)
    const stopped = leads.filter((_, n) => n % 15 === 4)
    const waiting = leads.filter((lead) => !booked.includes(lead) && !stopped.includes(lead))
    assert.deepEqual([booked.length, stopped.length, waiting.length], [50, 20, 230])
    const leadStatuses = {}
    const calendarAnswers = []
    const stopStatuses = []
    /** Posts a lead and, for those who book or stop, the booking or the stop link at the same moment. */
    const send = async (lead) => {
      const address = lead.contact.email
      const [{ status }] = await Promise.all([
        post(lead),
        booked.includes(lead) &&
          postBooking(
            calendarAnswers.length % 2 ? calComBooking(address) : calendlyBooking(address.toUpperCase()),
          ).then((answer) => calendarAnswers.push(answer)),
        stopped.includes(lead) && fetchOnce(stopLinkFor(address)).then((answer) => stopStatuses.push(answer.status)),
      ])
      leadStatuses[status] = (leadStatuses[status] ?? 0) + 1
    }
    let sent = 0
    const sender = async () => {
      while (sent < leads.length) await send(leads[sent++])
    }
    const startedAt = performance.now()
    await Promise.all(Array.from({ length: floodConcurrency }, sender))
    figures.push(["  300 leads with 50 bookings and 20 stops", performance.now() - startedAt])
    assert.deepEqual(leadStatuses, { 200: 300 })
    assert.equal(calendarAnswers.length, 50)
    for (const answer of calendarAnswers) assert.deepEqual([answer.status, answer.body.ok], [200, true])
    assert.deepEqual(stopStatuses, Array(20).fill(200))

    // One row per sender, each with everything the executions wrote: the lead, and the booking or the stop.
    await settled()
    for (const lead of leads) {
      const row = n8n.person(lead.contact.email)
      assert.equal(row?.leadId, lead.id, lead.contact.email)
      if (booked.includes(lead)) assert.ok(row.bookedAt && !row.stoppedAt, `booked: ${JSON.stringify(row)}`)
      else if (stopped.includes(lead)) assert.ok(row.stoppedAt && !row.bookedAt, `stopped: ${JSON.stringify(row)}`)
      else assert.ok(!row.bookedAt && !row.stoppedAt, `waiting: ${JSON.stringify(row)}`)
    }

    // The follow-ups: each waiting lead gets one, after the delay, at n8n's next look; the others none.
    const addresses = (group) => group.map((lead) => lead.contact.email.toLowerCase())
    await until(
      () => addresses(waiting).every((address) => emailCounts().get(address) === 2),
      "every waiting lead's follow-up",
      followUpDelayMs + 150_000,
    )
    // One look later, still one each.
    const nextLook = Math.ceil(Date.now() / 60_000) * 60_000
    await until(() => Date.now() > nextLook + 5_000, "n8n's next look", 70_000)
    await settled()
    const counts = emailCounts()
    for (const address of addresses(waiting))
      assert.equal(counts.get(address), 2, `${address}: a reply and a follow-up`)
    for (const address of addresses([...booked, ...stopped]))
      assert.equal(counts.get(address), 1, `${address}: the reply only`)
  },
)

check("deletes a sender's details once the retention period has passed, keeping only the lead's id", async () => {
  const { lead, seenAt } = forgotten
  const address = lead.contact.email
  // n8n's first look after the period has passed, at second 0 of a minute.
  const look = Math.ceil((seenAt + retentionMs) / 60_000) * 60_000
  await until(() => Date.now() > look + 5_000, "the retention period and n8n's next look", retentionMs + 70_000)
  await settled()
  assert.deepEqual(n8n.senderRows(address), [])
  // The id alone stays as long as a browser may send the lead again: a resend is still not a second email.
  assert.ok(n8n.recordedLeadIds().includes(lead.id))
  assert.deepEqual((await post(lead)).body, { ok: true, duplicate: true })
  assert.equal(sink.messagesAbout(lead.id).length, 1)
  assert.equal(emailCounts().get(address.toLowerCase()), 1, "the reply only: it was booked")
})

check(
  `still takes a real lead after a flood of ${floodSize.toLocaleString("en")} leads with distinct ids`,
  async () => {
    const agencyEmailsBefore = emailCounts().get(notifyEmail) ?? 0
    const statuses = {}
    /** When each flood lead was posted, by its address. */
    const postedAt = new Map()
    const floodLeads = []
    let sent = 0
    const startedAt = performance.now()
    const sender = async () => {
      while (sent < floodSize) {
        const number = sent++
        // Valid leads: the kind that costs the most, each emailed, remembered and replied to.
        const lead = newLead()
        lead.contact = { ...lead.contact, name: `Flood ${number}`, email: `flood${number}@spam.example` }
        floodLeads.push(lead)
        postedAt.set(lead.contact.email, performance.now())
        const { status } = await post(lead)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }
    await Promise.all(Array.from({ length: floodConcurrency }, sender))
    const floodMs = performance.now() - startedAt
    const rate = Math.round((floodSize / (floodMs / 1000)) * 10) / 10
    figures.push([`  the flood alone (${rate} leads/s)`, floodMs])
    assert.deepEqual(statuses, { 200: floodSize })
    assert.equal(emailCounts().get(notifyEmail) - agencyEmailsBefore, floodSize)

    // Each of them replied to, once; the time from each lead to its reply at the median and the 99th percentile.
    await until(
      () => {
        const counts = emailCounts()
        return floodLeads.every((lead) => counts.has(lead.contact.email))
      },
      "every flood lead's reply",
      600_000,
    )
    const replyMs = new Map()
    for (const { to, at } of sink.arrivals)
      for (const address of to)
        if (postedAt.has(address) && !replyMs.has(address)) replyMs.set(address, at - postedAt.get(address))
    const sorted = [...replyMs.values()].sort((a, b) => a - b)
    assert.equal(sorted.length, floodSize)
    figures.push([
      `  flood: ${floodSize} answered 200, ${sorted.length} replied to; lead to reply, median`,
      percentile(sorted, 0.5),
    ])
    figures.push(["  flood: lead to reply, 99th percentile", percentile(sorted, 0.99)])
    figures.push(["  flood: lead to reply, slowest", sorted.at(-1)])

    // Every id is remembered: each execution writes its own row, and none overwrites another's.
    const recorded = new Set(n8n.recordedLeadIds())
    const missing = floodLeads.filter((lead) => !recorded.has(lead.id))
    assert.deepEqual(
      missing.map((lead) => lead.id),
      [],
      `${missing.length} of ${floodSize} ids not remembered`,
    )

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
    ...replyTimes.map(([language, ms]) => [`  lead to reply (${language})`, ms]),
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
