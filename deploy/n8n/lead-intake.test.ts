import { createHmac, randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { contactFormWords } from "virtual:content/contactFormWords"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { locales } from "../../app/config/locales"
import { parseUsPhone } from "../../app/config/settings/phone"
import { settingVariables } from "../../app/config/settings/schema"
import { site } from "../../app/config/site"
import { prefilledBookingUrl } from "../../app/lib/booking"
import { contactFieldLimits, minimumFillTimeMs } from "../../app/lib/contact-form"
import { phoneHoursIn } from "../../app/lib/site-phone-hours"
import {
  type DataTableNode,
  expressionValue,
  type Row,
  rowsOf,
  runDataTableNode,
  type Tables,
} from "./data-tables-in-memory"

/*
 * The workflow read as a file: its wiring, and its paths run node by node on sample leads, bookings and stop links:
 * its Code nodes as n8n's Code node runs them, its Data Table nodes over tables in memory (data-tables-in-memory.ts).
 * The same workflow runs in a real n8n in tests/integrations/n8n-lead-intake.test.mjs (npm run test:integrations).
 */

/** The parts of an n8n workflow export these tests read. */
interface WorkflowNode {
  id: string
  name: string
  type: string
  typeVersion: number
  position: [number, number]
  parameters: Record<string, unknown>
  credentials?: unknown
  onError?: string
  retryOnFail?: boolean
  executeOnce?: boolean
  alwaysOutputData?: boolean
}
interface Connection {
  node: string
  type: string
  index: number
}
interface Workflow {
  id: string
  name: string
  nodes: WorkflowNode[]
  connections: Record<string, { main: Connection[][] }>
  settings?: Record<string, unknown>
}

const workflow = JSON.parse(readFileSync(new URL("./lead-intake.json", import.meta.url), "utf8")) as Workflow

function node(name: string): WorkflowNode {
  const found = workflow.nodes.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no node named ${name}`)
  return found
}

/** The names of the nodes wired to output `output` of `name`. */
function next(name: string, output = 0): string[] {
  return (workflow.connections[name]?.main[output] ?? []).map((connection) => connection.node)
}

/** The one node wired to output `output` of `name`. */
function onlyNext(name: string, output = 0): WorkflowNode {
  const targets = next(name, output)
  expect(targets, `${name} output ${output}`).toHaveLength(1)
  return node(targets[0] as string)
}

/**
 * Evaluates an n8n expression ("={{ … }}") the way n8n would for one item, with `$json` and `$()` faked;
 * the nodes named in `nodeOutputs` count as executed.
 */
function evaluate(expression: unknown, $json: unknown, nodeOutputs: Record<string, unknown> = {}): unknown {
  if (typeof expression !== "string" || !/^=\{\{[\s\S]*\}\}$/.test(expression))
    throw new Error(`not a single n8n expression: ${String(expression)}`)
  const ran = Object.fromEntries(Object.entries(nodeOutputs).map(([name, json]) => [name, [{ json: json as Row }]]))
  return expressionValue(expression, { $json, ran })
}

interface FieldError {
  field: string
  message: string
}
/** What Check lead passes on for each lead; `outcome` says which of the other fields there are. */
interface CheckOutput {
  outcome: "new" | "duplicate" | "trap" | "refused"
  id?: string
  replyTo?: string
  status?: number
  answer?: { ok: false; errors: FieldError[] }
  lead?: {
    id: string
    submittedAt: string
    receivedAt: string
    page: string
    referrer: string
    language: string
    contact: Record<"name" | "email" | "company" | "phone" | "service" | "message", string>
    utm: Record<string, string>
  }
  email?: { subject: string; text: string; html: string; chat: string }
  sender?: Row
}

const settingsValues = Object.fromEntries(
  (node("Settings").parameters.assignments as { assignments: { name: string; value: string }[] }).assignments.map(
    ({ name, value }) => [name, value],
  ),
)

interface Request {
  body: unknown
  headers?: Record<string, string>
}

/** The item the Settings node passes on for a request: the webhook's request plus the settings. */
const requestItem = ({ body, headers = {} }: Request, settings: Record<string, unknown> = settingsValues) => ({
  json: { headers: { "content-type": "application/json", ...headers }, params: {}, query: {}, body, ...settings },
})

/**
 * Runs Check lead's JavaScript as n8n's "Run Once for All Items" mode does: `$("Settings")` gives the requests (and the
 * settings), `$input` what "Emailed before?" found in lead-intake-ids (an empty item when nothing), and an array of
 * items comes back.
 */
function runCheckOn(requests: { json: Row }[], found: { json: Row }[]): CheckOutput[] {
  const code = node("Check lead").parameters.jsCode as string
  const $input = { all: () => found, first: () => found[0] }
  const $ = (name: string) => {
    expect(name).toBe("Settings")
    return { all: () => requests, first: () => requests[0] }
  }
  const output = new Function("$input", "$", code)($input, $) as { json: CheckOutput }[]
  expect(output).toHaveLength(requests.length)
  return output.map((item) => item.json)
}

function runCheck(
  requests: Request[],
  seen: string[] = [],
  settings: Record<string, unknown> = settingsValues,
): CheckOutput[] {
  const found = seen.length > 0 ? seen.map((leadId) => ({ json: { leadId } })) : [{ json: {} }]
  return runCheckOn(
    requests.map((request) => requestItem(request, settings)),
    found,
  )
}

function check(body: unknown, { headers, seen = [] }: { headers?: Record<string, string>; seen?: string[] } = {}) {
  return runCheck([{ body, headers }], seen)[0] as CheckOutput
}

/** The errors of a refused lead, or a failure naming what came out instead. */
function errorsOf(output: CheckOutput): FieldError[] {
  expect(output.outcome, JSON.stringify(output)).toBe("refused")
  return output.answer?.errors ?? []
}

const dataTableNode = (name: string) => node(name) as DataTableNode

/** The workflow's tables as its first look for follow-ups makes them, empty. */
function madeTables(): Tables {
  const tables: Tables = new Map()
  for (const name of ["Make the ids table", "Make the senders table"])
    runDataTableNode(dataTableNode(name), tables, [{ json: {} }])
  return tables
}

/**
 * A request to the lead webhook run through the workflow up to its answer, with the agency's email sent:
 * "Emailed before?", Check lead and, for a new lead, "Remember the lead" and "Remember the sender".
 * Returns what Check lead decided.
 */
function receive(tables: Tables, request: Request, settings: Record<string, unknown> = settingsValues): CheckOutput {
  const requests = [requestItem(request, settings)]
  const found = runDataTableNode(dataTableNode("Emailed before?"), tables, requests, { Settings: requests })
  const [checked] = runCheckOn(requests, found) as [CheckOutput]
  if (checked.outcome === "new") {
    const ran = { Settings: requests, "Check lead": [{ json: checked as unknown as Row }] }
    const emailed = [{ json: { accepted: ["leads@example.com"] } }]
    const remembered = runDataTableNode(dataTableNode("Remember the lead"), tables, emailed, ran)
    runDataTableNode(dataTableNode("Remember the sender"), tables, remembered, ran)
  }
  return checked
}

const validLead = {
  id: "0b6d1c9e-5d7c-4a8e-9f57-0c3f3f2a9b11",
  submittedAt: "2026-11-24T09:30:00.000Z",
  page: "https://www.example.com/contact",
  referrer: "https://www.google.com/",
  language: "es-ES",
  contact: {
    name: "Ana Ruiz",
    email: "ana@ruizlaw.com",
    company: "Ruiz Law",
    phone: "",
    service: "AI Customer Support Agents",
    message: "We lose leads after 5 p.m.",
  },
  utm: { utm_source: "google", utm_campaign: "spring" },
  spamTrap: { honeypot: "", elapsedMs: 5234 },
}

function withContact(changes: Partial<typeof validLead.contact>) {
  return { ...validLead, contact: { ...validLead.contact, ...changes } }
}

const receivedAt = "2026-11-24T09:30:07.000Z"
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(receivedAt) })
})
afterEach(() => {
  vi.useRealTimers()
})

describe("the lead-intake workflow's shape", () => {
  it("is importable by n8n's CLI: an id, every node complete, ids and names unique, no credentials", () => {
    // `n8n import:workflow` refuses a workflow without an id; n8n's ids are at most 21 characters.
    expect(workflow.id).toMatch(/^[A-Za-z0-9]{1,21}$/)
    expect(workflow.name).toBeTruthy()
    for (const each of workflow.nodes) {
      expect(each.id, each.name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(each.type, each.name).toMatch(/^n8n-nodes-base\.\w+$/)
      expect(typeof each.typeVersion, each.name).toBe("number")
      expect(each.position, each.name).toEqual([expect.any(Number), expect.any(Number)])
      expect(typeof each.parameters, each.name).toBe("object")
      expect(each.credentials, `${each.name} must leave its credentials to the user`).toBeUndefined()
    }
    expect(new Set(workflow.nodes.map((each) => each.id)).size).toBe(workflow.nodes.length)
    expect(new Set(workflow.nodes.map((each) => each.name)).size).toBe(workflow.nodes.length)
  })

  it("wires only existing nodes, and leaves none but the triggers and the sticky note without input", () => {
    const names = new Set(workflow.nodes.map((each) => each.name))
    const fed = new Set<string>()
    for (const [source, { main }] of Object.entries(workflow.connections)) {
      expect(names.has(source), source).toBe(true)
      for (const connection of main.flat()) {
        expect(names.has(connection.node), connection.node).toBe(true)
        expect(connection).toMatchObject({ type: "main", index: 0 })
        fed.add(connection.node)
      }
    }
    const unfed = workflow.nodes.filter((each) => !fed.has(each.name)).map((each) => each.name)
    expect(unfed.sort()).toEqual(["Booking webhook", "Every minute", "Lead webhook", "Setup", "Stop webhook"])
  })

  it("listens for POST on lead-intake, answers through Respond to Webhook nodes, allowing one origin", () => {
    const webhook = node("Lead webhook")
    expect(webhook.parameters).toMatchObject({ httpMethod: "POST", path: "lead-intake", responseMode: "responseNode" })
    // n8n reads Allowed Origins as it is (no expression): a placeholder the README says to replace, never `*`.
    expect(webhook.parameters.options).toEqual({ allowedOrigins: "https://www.example.com" })
  })

  it("runs Webhook → Settings → Which request? → Emailed before? → Check lead → What to do?, one output per outcome", () => {
    const settings = onlyNext(node("Lead webhook").name)
    expect(settings).toMatchObject({ name: "Settings", type: "n8n-nodes-base.set" })
    expect(settings.parameters.includeOtherFields).toBe(true)
    expect(Object.keys(settingsValues).sort()).toEqual([
      "calComSecret",
      "calendlySigningKey",
      "chatWebhookUrl",
      "followUpDelayHours",
      "fromEmail",
      "notifyEmail",
      "publicUrl",
      "replyFromEmail",
      "retentionDays",
      "stopSecret",
      "texts",
    ])

    expect(onlyNext(settings.name).name).toBe("Which request?")
    const lookup = onlyNext("Which request?", 0)
    expect(lookup).toMatchObject({ name: "Emailed before?", type: "n8n-nodes-base.dataTable" })
    expect(lookup.parameters).toMatchObject({ resource: "row", operation: "get", limit: 1 })
    const checking = onlyNext(lookup.name)
    expect(checking).toMatchObject({ name: "Check lead", type: "n8n-nodes-base.code", typeVersion: 2 })
    expect(checking.parameters.mode).toBe("runOnceForAllItems")

    const routing = onlyNext(checking.name)
    expect(routing.type).toBe("n8n-nodes-base.switch")
    const { values: rules } = routing.parameters.rules as {
      values: {
        outputKey: string
        conditions: { conditions: { leftValue: string; rightValue: string; operator: { operation: string } }[] }
      }[]
    }
    const outcomes = ["new", "duplicate", "trap", "refused"] as const
    expect(rules.map((rule) => rule.outputKey)).toEqual(outcomes)
    rules.forEach((rule, output) => {
      const [condition] = rule.conditions.conditions
      expect(condition?.operator.operation).toBe("equals")
      expect(evaluate(condition?.leftValue, { outcome: outcomes[output] })).toBe(condition?.rightValue)
      expect(next(routing.name, output), rule.outputKey).toHaveLength(1)
    })
  })

  it("emails a new lead, then remembers it and answers 200; a failed email is answered 503 at once", () => {
    const email = onlyNext("What to do?", 0)
    expect(email).toMatchObject({ type: "n8n-nodes-base.emailSend", typeVersion: 2.1 })
    // The failure goes on to its own answer instead of stopping the run; the browser's retry sends it again.
    expect(email.onError).toBe("continueErrorOutput")
    expect(email.retryOnFail).toBeUndefined()

    const remembering = onlyNext(email.name, 0)
    expect(remembering).toMatchObject({ name: "Remember the lead", type: "n8n-nodes-base.dataTable" })
    const rememberingSender = onlyNext(remembering.name)
    expect(rememberingSender).toMatchObject({ name: "Remember the sender", type: "n8n-nodes-base.dataTable" })
    expect(onlyNext(rememberingSender.name).name).toBe("Respond 200 accepted")

    const retryLater = onlyNext(email.name, 1)
    expect(retryLater.parameters).toEqual({
      respondWith: "json",
      responseBody: expect.any(String),
      options: {
        responseCode: 503,
        responseHeaders: {
          entries: [
            { name: "Retry-After", value: expect.stringMatching(/^\d+$/) },
            // Without it the page could not read Retry-After.
            { name: "Access-Control-Expose-Headers", value: "Retry-After" },
          ],
        },
      },
    })
    expect(JSON.parse(retryLater.parameters.responseBody as string)).toMatchObject({ ok: false })
  })

  it("answers a duplicate 200 { ok, duplicate }, and a trapped lead with the very answer of an accepted one", () => {
    const accepted = node("Respond 200 accepted")
    const trapped = onlyNext("What to do?", 2)
    // Its own node, so that nothing follows it (no reply), with the accepted lead's answer word for word.
    expect(trapped.parameters).toEqual(accepted.parameters)
    expect(next(accepted.name)).toEqual(["Write to the visitor", "Chat set?"])
    const duplicate = onlyNext("What to do?", 1)
    for (const respond of [accepted, trapped, duplicate]) {
      expect(respond.type).toBe("n8n-nodes-base.respondToWebhook")
      expect(respond.parameters).toMatchObject({ respondWith: "json", options: {} })
    }
    for (const respond of [trapped, duplicate]) expect(next(respond.name)).toEqual([])
    expect(JSON.parse(accepted.parameters.responseBody as string)).toEqual({ ok: true })
    expect(JSON.parse(duplicate.parameters.responseBody as string)).toEqual({ ok: true, duplicate: true })
  })

  it("answers a refused lead with the status and the errors Check lead gives", () => {
    const refusal = onlyNext("What to do?", 3)
    expect(refusal.type).toBe("n8n-nodes-base.respondToWebhook")
    const output = check(withContact({ email: "nope" }))
    expect(evaluate((refusal.parameters.options as { responseCode: unknown }).responseCode, output)).toBe(422)
    expect(JSON.parse(evaluate(refusal.parameters.responseBody, output) as string)).toEqual({
      ok: false,
      errors: [{ field: "contact.email", message: "must be an email address" }],
    })
  })

  it("emails the lead from and to the Settings addresses, with the written subject, text and HTML", () => {
    const email = node("Email the agency")
    const output = check(validLead)
    const outputs = { Settings: settingsValues }
    const { parameters } = email
    expect(parameters.emailFormat).toBe("both")
    expect(evaluate(parameters.toEmail, output, outputs)).toBe(settingsValues.notifyEmail)
    expect(evaluate(parameters.fromEmail, output, outputs)).toBe(settingsValues.fromEmail)
    expect(evaluate(parameters.subject, output)).toBe(output.email?.subject)
    expect(evaluate(parameters.text, output)).toBe(output.email?.text)
    expect(evaluate(parameters.html, output)).toBe(output.email?.html)
    expect(evaluate((parameters.options as { replyTo: string }).replyTo, output)).toBe("ana@ruizlaw.com")
  })
})

describe("the Check lead code", () => {
  it("passes a valid lead on as new, trimmed, with its id, its language and when it was received", () => {
    const output = check({
      ...validLead,
      id: " 0B6D1C9E-5D7C-4A8E-9F57-0C3F3F2A9B11 ",
      contact: { ...validLead.contact, name: "  Ana Ruiz ", email: " ana@ruizlaw.com " },
    })
    expect(output.outcome).toBe("new")
    expect(output.id).toBe(validLead.id)
    const { spamTrap, ...sent } = validLead
    expect(spamTrap.elapsedMs).toBeGreaterThan(minimumFillTimeMs)
    expect(output.lead).toEqual({ ...sent, receivedAt })
    expect(output.replyTo).toBe("ana@ruizlaw.com")
  })

  it("refuses a lead without a name, an email or a message, and an email that isn't an address", () => {
    const contact: Partial<typeof validLead.contact> = { ...validLead.contact }
    delete contact.email
    expect(errorsOf(check({ ...validLead, contact }))).toEqual([{ field: "contact.email", message: "is required" }])
    expect(errorsOf(check(withContact({ name: "", message: " \n " })))).toEqual([
      { field: "contact.name", message: "is required" },
      { field: "contact.message", message: "is required" },
    ])
    for (const email of ["ana", "ana@ruizlaw", "ana ruiz@ruizlaw.com", "@ruizlaw.com"])
      expect(errorsOf(check(withContact({ email }))), email).toEqual([
        { field: "contact.email", message: "must be an email address" },
      ])
    expect(check(withContact({ email: 42 as unknown as string })).answer?.errors).toEqual([
      { field: "contact.email", message: "is required" },
    ])
  })

  it("holds each field to the form's own limits, which the form's fields and checks read", () => {
    // n8n's JSON cannot import the site's module, so the test reads the literal in Check lead's code.
    const code = node("Check lead").parameters.jsCode as string
    const literal = /^const FIELD_LIMITS = (\{[^}]*\})$/m.exec(code)?.[1]
    expect(literal, "const FIELD_LIMITS = { … } in Check lead").toBeDefined()
    expect(new Function(`return (${literal})`)()).toEqual(contactFieldLimits)
  })

  it("refuses what is longer than the form allows, counted after trimming, and takes what just fits", () => {
    for (const [field, max] of Object.entries(contactFieldLimits)) {
      const longest = field === "email" ? `${"a".repeat(max - 12)}@ruizlaw.com` : "x".repeat(max)
      expect(check(withContact({ [field]: ` ${longest} ` })).outcome, field).toBe("new")
      expect(errorsOf(check(withContact({ [field]: `${longest}x` }))), field).toContainEqual({
        field: `contact.${field}`,
        message: `must be at most ${max} characters`,
      })
    }
  })

  it("answers 413 for a lead far larger than the form can make, and 400 for a body that isn't an object", () => {
    const huge = { ...validLead, utm: { utm_content: "x".repeat(70_000) } }
    expect(check(huge)).toMatchObject({ outcome: "refused", status: 413 })
    for (const body of [[validLead], undefined, "name=Ana"])
      expect(check(body), String(body)).toMatchObject({ outcome: "refused", status: 400 })
  })

  it("refuses a body not sent as JSON: another site's page can send one without a CORS preflight", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
      expect(errorsOf(check(JSON.stringify(validLead), { headers: { "content-type": type } })), type).toEqual([
        { field: "body", message: "must be sent as application/json" },
      ])
    expect(check(validLead, { headers: { "content-type": "application/json; charset=utf-8" } }).outcome).toBe("new")
  })

  it("refuses a bad id, a date that isn't one and a missing contact, naming each", () => {
    expect(errorsOf(check({ ...validLead, id: "lead-1", submittedAt: "yesterday", contact: undefined }))).toEqual([
      { field: "id", message: "must be a UUID" },
      { field: "submittedAt", message: "must be an ISO 8601 date and time" },
      { field: "contact", message: "must be an object" },
    ])
    expect(check({ ...validLead, submittedAt: "2026-13-45T99:00:00Z" }).outcome).toBe("refused")
  })

  it("takes the id from the Idempotency-Key header when the body has none, and refuses two that differ", () => {
    const { id, ...withoutId } = validLead
    expect(check(withoutId, { headers: { "idempotency-key": id.toUpperCase() } })).toMatchObject({ outcome: "new", id })
    expect(
      errorsOf(check(validLead, { headers: { "idempotency-key": "7d9f1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50" } })),
    ).toEqual([{ field: "id", message: "must be the same as the Idempotency-Key header" }])
    expect(check(validLead, { headers: { "idempotency-key": id } }).outcome).toBe("new")
  })

  it("answers a lead already emailed as a duplicate, and a lead that is also invalid as refused", () => {
    expect(check(validLead, { seen: [validLead.id] })).toEqual({ outcome: "duplicate", id: validLead.id })
    expect(check(withContact({ email: "" }), { seen: [validLead.id] }).outcome).toBe("refused")
  })

  it("catches the spam traps before any other check, as the site does, and lets older leads through", () => {
    const trapped = (spamTrap: unknown, lead: object = validLead) => check({ ...lead, spamTrap }).outcome
    expect(trapped({ honeypot: "https://spam.example", elapsedMs: 9000 })).toBe("trap")
    expect(trapped({ honeypot: "", elapsedMs: minimumFillTimeMs - 1 })).toBe("trap")
    expect(trapped({ honeypot: "x", elapsedMs: 9000 }, withContact({ email: "nope" }))).toBe("trap")
    expect(trapped({ honeypot: "  ", elapsedMs: minimumFillTimeMs })).toBe("new")
    // Leads kept by browsers from before the traps were sent.
    expect(trapped(undefined)).toBe("new")
  })

  it("writes en-US for a lead that names no language", () => {
    const { language, ...older } = validLead
    expect(language).not.toBe("en-US")
    expect(check(older).lead?.language).toBe("en-US")
  })

  it("folds line breaks in one-line fields, cuts what the browser adds, and keeps only utm_ parameters", () => {
    const output = check({
      ...validLead,
      page: `https://www.example.com/contact?${"q".repeat(3000)}`,
      utm: { utm_source: " news\nletter ", utm_medium: 5, gclid: "abc", utm_term: "", utm_content: "c".repeat(300) },
      contact: { ...validLead.contact, name: "Ana\r\nRuiz", message: "Line one\nLine two" },
    })
    expect(output.lead?.contact.name).toBe("Ana Ruiz")
    expect(output.lead?.contact.message).toBe("Line one\nLine two")
    expect(output.lead?.page).toHaveLength(2000)
    expect(output.lead?.utm).toEqual({ utm_source: "news letter", utm_content: "c".repeat(200) })
  })

  it("checks each item when several arrive at once", () => {
    const [first, second] = runCheck([{ body: validLead }, { body: withContact({ email: "nope" }) }])
    expect(first?.outcome).toBe("new")
    expect(second?.outcome).toBe("refused")
  })
})

describe("the ids of emailed leads (lead-intake-ids)", () => {
  const now = Date.parse(receivedAt)

  it("records the emailed lead's id with the time, so that its resend is a duplicate however its id comes", () => {
    const tables = madeTables()
    expect(receive(tables, { body: validLead }).outcome).toBe("new")
    expect(rowsOf(tables, "lead-intake-ids")).toEqual([{ leadId: validLead.id, at: now }])
    expect(receive(tables, { body: validLead })).toEqual({ outcome: "duplicate", id: validLead.id })
    // The id in the Idempotency-Key header alone, and written in capitals: the same lead.
    const { id, ...withoutId } = validLead
    const byKey = { body: withoutId, headers: { "idempotency-key": id.toUpperCase() } }
    expect(receive(tables, byKey)).toEqual({ outcome: "duplicate", id })
    expect(rowsOf(tables, "lead-intake-ids")).toHaveLength(1)
  })

  it("records nothing for a lead it does not email: refused, trapped or a duplicate", () => {
    const tables = madeTables()
    receive(tables, { body: withContact({ email: "nope" }) })
    receive(tables, { body: { ...validLead, spamTrap: { honeypot: "x", elapsedMs: 9000 } } })
    expect(rowsOf(tables, "lead-intake-ids")).toEqual([])
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([])
  })

  it("emails a lead when the table cannot be read, rather than refusing it: an error item finds no id", () => {
    expect(node("Emailed before?")).toMatchObject({ onError: "continueRegularOutput", alwaysOutputData: true })
    const [checked] = runCheckOn([requestItem({ body: validLead })], [{ json: { error: "no such table" } }])
    expect(checked?.outcome).toBe("new")
  })
})

describe("the sender's row (lead-intake-senders)", () => {
  const now = Date.parse(receivedAt)
  const hour = 60 * 60 * 1000

  it("keeps the sender with their lead, language and when the follow-up is due (followUpDelayHours)", () => {
    const tables = madeTables()
    receive(tables, { body: validLead })
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([
      {
        email: "ana@ruizlaw.com",
        leadId: validLead.id,
        name: "Ana Ruiz",
        company: "Ruiz Law",
        service: "AI Customer Support Agents",
        language: "es-ES",
        utm: JSON.stringify(validLead.utm),
        seenAt: now,
        dueAt: now + 24 * hour,
        bookedAt: null,
        bookedWith: null,
        stoppedAt: null,
        followedUpAt: null,
      },
    ])
    const sooner = madeTables()
    receive(sooner, { body: validLead }, { ...settingsValues, followUpDelayHours: 0.5 })
    expect(rowsOf(sooner, "lead-intake-senders")[0]?.dueAt).toBe(now + 0.5 * hour)
  })

  it("makes one row per address, whatever its case, keeping a booking, a stop or a follow-up already written", () => {
    const tables = madeTables()
    receive(tables, { body: validLead })
    const row = tables.get("lead-intake-senders")?.rows[0] as Row
    Object.assign(row, { bookedAt: now - hour, bookedWith: "cal", stoppedAt: now - hour, followedUpAt: now - hour })
    const later = { ...withContact({ email: "Ana@RuizLaw.com" }), id: "7d9f1c2e-0b7d-4e8a-9c3f-2d6b8e1a7f50" }
    vi.setSystemTime(now + hour)
    receive(tables, { body: later })
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([
      expect.objectContaining({
        email: "ana@ruizlaw.com",
        leadId: later.id,
        seenAt: now + hour,
        bookedAt: now - hour,
        bookedWith: "cal",
        stoppedAt: now - hour,
        followedUpAt: now - hour,
      }),
    ])
  })

  it("gives no follow-up time to an address it does not write to", () => {
    const tables = madeTables()
    const address = "ana(work)@ruizlaw.com"
    expect(receive(tables, { body: withContact({ email: address }) }).replyTo).toBe("")
    expect(rowsOf(tables, "lead-intake-senders")[0]).toMatchObject({ email: address, dueAt: null })
  })

  it("stops every lead with the setting's name when the retention period is not longer than the delay", () => {
    for (const retentionDays of ["", "a month", 0, 1])
      expect(() =>
        runCheck([{ body: validLead }], [], { ...settingsValues, followUpDelayHours: 24, retentionDays }),
      ).toThrow(/retentionDays/)
  })

  it("stops every lead with the setting's name when the delay is not a number of hours", () => {
    for (const followUpDelayHours of ["", "a day", -1, 0])
      expect(() => runCheck([{ body: validLead }], [], { ...settingsValues, followUpDelayHours })).toThrow(
        /followUpDelayHours/,
      )
  })

  it("never fails the lead for a write that fails: the agency's email has it", () => {
    for (const name of ["Remember the lead", "Remember the sender"])
      expect(node(name), name).toMatchObject({ onError: "continueRegularOutput" })
  })
})

describe("the notification email", () => {
  it("has a subject with the name, the company and the service, leaving out what is empty", () => {
    expect(check(validLead).email?.subject).toBe("New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents")
    expect(check(withContact({ company: "" })).email?.subject).toBe("New lead: Ana Ruiz — AI Customer Support Agents")
    expect(check(withContact({ company: "", service: "" })).email?.subject).toBe("New lead: Ana Ruiz")
  })

  it("lists every detail of the lead in the plain text, with when it was sent and received", () => {
    const text = check({ ...validLead, utm: { ...validLead.utm, utm_term: "ai agents" } }).email?.text ?? ""
    for (const line of [
      "Name: Ana Ruiz",
      "Email: ana@ruizlaw.com",
      "Company: Ruiz Law",
      "Phone: —",
      "Service: AI Customer Support Agents",
      "Message:\nWe lose leads after 5 p.m.",
      "Received: Tue, 24 Nov 2026 09:30:07 UTC",
      "Sent from the page: Tue, 24 Nov 2026 09:30:00 UTC",
      "Page: https://www.example.com/contact",
      "Referrer: https://www.google.com/",
      "Language: es-ES",
      "UTM source: google",
      "UTM medium: —",
      "UTM campaign: spring",
      "utm_term: ai agents",
      `Lead id: ${validLead.id}`,
    ])
      expect(text).toContain(line)
  })

  it("escapes what the visitor typed in the HTML", () => {
    const output = check(withContact({ name: '<img src=x onerror="alert(1)">', message: "Tom & Jerry's <b>shop</b>" }))
    const html = output.email?.html ?? ""
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<b>")
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
    expect(html).toContain("Tom &amp; Jerry&#39;s &lt;b&gt;shop&lt;/b&gt;")
    expect(html).toContain("<td>ana@ruizlaw.com</td>")
    expect(html).toContain("<td>es-ES</td>")
    expect(html).toContain("<td>spring</td>")
  })

  it("sets Reply-To only to a plain address", () => {
    expect(check(withContact({ email: '"Ana"<x>@ruizlaw.com' })).replyTo).toBe("")
  })
})

/** The agency's words for the visitor, per language, as the Settings node ships them. */
interface VisitorTexts {
  lang: string
  agency: string
  bookingUrl: string
  phone: string
  phoneHours: string
  labels: { service: string; company: string; yourMessage: string }
  bookButton: string
  call: string
  signature: string
  stop: string
  reply: Record<"subject" | "greeting" | "intro" | "booking" | "why", string>
  followUp: Record<"subject" | "greeting" | "intro" | "anyService" | "booking" | "why", string>
  stopPage: Record<"title" | "body" | "invalidTitle" | "invalidBody", string>
}
const texts = JSON.parse(settingsValues.texts as string) as Record<string, VisitorTexts>

/** The Settings as the README has them set: the placeholders replaced. */
const setUp = {
  ...settingsValues,
  publicUrl: "https://n8n.agency.test",
  stopSecret: "a-secret-of-the-agency-0123456789abcdef",
  calendlySigningKey: "calendly-signing-key",
  calComSecret: "cal-com-secret",
  texts,
}

type Item = { json: Record<string, unknown>; binary?: Record<string, { data: string; mimeType: string }> }
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>

/**
 * Runs a "Run Once for All Items" Code node as n8n does, with `$input`, `$("Settings")` and `helpers`; `outputs` are
 * what other nodes of the execution gave (those named ran, the others did not).
 */
async function runCode(
  name: string,
  items: Item[],
  { settings = setUp, outputs = {} }: { settings?: Record<string, unknown>; outputs?: Record<string, Item[]> } = {},
): Promise<Record<string, unknown>[]> {
  const code = node(name).parameters.jsCode as string
  const $input = { all: () => items, first: () => items[0] }
  const ran: Record<string, Item[]> = { Settings: [{ json: settings }], ...outputs }
  const $ = (other: string) => ({
    isExecuted: other in ran,
    all: () => ran[other] ?? expect.fail(`${other} did not run`),
    first: () => ran[other]?.[0] ?? expect.fail(`${other} did not run`),
  })
  const helpers = { getBinaryDataBuffer: () => Promise.reject(new Error("no stored binary data in these tests")) }
  // What n8n's Code node does not have, as the code would find it there: nothing.
  const absent = ["URL", "URLSearchParams", "crypto", "require", "fetch", "process"]
  const output = (await new AsyncFunction("$input", "$", "helpers", ...absent, code)($input, $, helpers)) as {
    json: Record<string, unknown>
  }[]
  return output.map((item) => item.json)
}

/** The HMAC function the Code nodes carry, taken out of one of them. */
function hmacOf(name: string): (key: string, message: string | Uint8Array) => string {
  const code = node(name).parameters.jsCode as string
  const start = code.indexOf("// HMAC-SHA256 in plain JavaScript")
  const end = code.indexOf("\n}\n", code.indexOf("function sameHex")) + 3
  return new Function(`${code.slice(start, end)}\nreturn hmacSha256Hex`)() as (
    key: string,
    message: string | Uint8Array,
  ) => string
}

describe("the signatures (HMAC-SHA256 in plain JavaScript, as n8n's Code node has no crypto module)", () => {
  const carriers = ["Write to the visitor", "Check booking", "Check stop link"]

  it("is the same code in each node that signs or checks", () => {
    const copies = carriers.map((name) => {
      const code = node(name).parameters.jsCode as string
      return code.slice(code.indexOf("// HMAC-SHA256"), code.indexOf("\n}\n", code.indexOf("function sameHex")))
    })
    expect(copies[0]?.length).toBeGreaterThan(1000)
    for (const copy of copies) expect(copy).toBe(copies[0])
  })

  it("gives what Node's crypto gives, for keys and messages of every length, text or bytes", () => {
    const hmac = hmacOf("Check booking")
    for (let length = 0; length < 200; length += 7) {
      const key = randomBytes(length % 90).toString("hex")
      const bytes = new Uint8Array(randomBytes(length * 3))
      expect(hmac(key, bytes)).toBe(createHmac("sha256", key).update(bytes).digest("hex"))
    }
    expect(hmac("clé", "día ☃ ñ")).toBe(createHmac("sha256", "clé").update("día ☃ ñ").digest("hex"))
  })
})

describe("the visitor's texts in the Settings", () => {
  it("has the texts of every language of the site, each with the same parts as the first", () => {
    expect(Object.keys(texts).sort()).toEqual([...locales].sort())
    const shape = (value: unknown): unknown =>
      typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : typeof value
    for (const locale of locales) expect(shape(texts[locale]), locale).toEqual(shape(texts.en))
  })

  it("ships the site's own name, booking calendar, phone and hours as the site shows them, and its note labels", () => {
    for (const locale of locales) {
      const words = texts[locale] as VisitorTexts
      expect(words.agency).toBe(settingVariables.VITE_SITE_NAME.default)
      expect(words.bookingUrl).toBe(site.bookingUrl[locale])
      expect(words.phone).toBe(parseUsPhone(settingVariables.VITE_CONTACT_PHONE.default)?.display)
      expect(words.phoneHours).toBe(phoneHoursIn(locale))
      expect({ service: words.labels.service, company: words.labels.company }).toEqual(
        contactFormWords[locale].bookingNotes,
      )
    }
  })
})

describe("the Write to the visitor code", () => {
  const lead = (changes: Record<string, unknown> = {}) => ({
    ...(check({ ...validLead, ...changes }) as unknown as Record<string, unknown>),
  })
  /** The reply to the leads Check lead gave, as the node runs after the agency's email (whose result it receives). */
  const write = async (items: Record<string, unknown>[], settings: Record<string, unknown> = setUp) =>
    runCode(
      "Write to the visitor",
      items.map(() => ({ json: { accepted: ["leads@example.com"] } })),
      { settings, outputs: { "Lead webhook": [{ json: {} }], "Check lead": items.map((json) => ({ json })) } },
    )
  const stopToken = (address: string) => createHmac("sha256", setUp.stopSecret).update(`stop:${address}`).digest("hex")

  it("writes the reply in the lead's language, to its address, with the site's booking prefill", async () => {
    for (const [language, code] of [
      ["en-US", "en"],
      ["es-US", "es"],
      ["es-MX", "es"],
      ["fr-FR", "en"],
    ] as const) {
      const [reply] = await write([lead({ language })])
      const words = texts[code] as VisitorTexts
      expect(reply).toMatchObject({
        kind: "reply",
        language: code,
        to: "ana@ruizlaw.com",
        subject: words.reply.subject,
      })
      const booking = prefilledBookingUrl(
        words.bookingUrl,
        { ...validLead.contact, noteLabels: contactFormWords[code].bookingNotes },
        validLead.utm,
      )
      expect(reply?.text).toContain(`\n${booking}\n`)
      expect(reply?.html).toContain(`href="${booking.replaceAll("&", "&amp;")}"`)
      expect(reply?.html).toContain(`<html lang="${words.lang}">`)
      expect(reply?.text).toContain(words.reply.greeting.replace("{firstName}", "Ana"))
      expect(reply?.text).toContain(
        words.call.replace("{phone}", words.phone).replace("{phoneHours}", words.phoneHours),
      )
      expect(reply?.text).toContain(`${words.labels.service}: AI Customer Support Agents`)
      expect(reply?.text).toContain(`${words.labels.company}: Ruiz Law`)
      expect(reply?.text).toContain("> We lose leads after 5 p.m.")
      const stop = `https://n8n.agency.test/webhook/lead-stop?email=ana%40ruizlaw.com&lang=${code}&token=${stopToken("ana@ruizlaw.com")}`
      expect(reply?.text).toContain(`${words.stop}: ${stop}`)
      expect(reply?.html).toContain(`href="${stop.replaceAll("&", "&amp;")}"`)
    }
  })

  it("takes the Cal.com prefill for a Cal.com calendar, as the site does", async () => {
    const calTexts = { ...texts, es: { ...texts.es, bookingUrl: "https://cal.com/kineticai/consulta?layout=month" } }
    const [reply] = await write([lead({ language: "es-US" })], { ...setUp, texts: calTexts })
    const booking = prefilledBookingUrl(
      "https://cal.com/kineticai/consulta?layout=month",
      { ...validLead.contact, noteLabels: contactFormWords.es.bookingNotes },
      validLead.utm,
    )
    expect(booking).toContain("notes=")
    expect(reply?.text).toContain(`\n${booking}\n`)
  })

  it("escapes what the visitor typed in the HTML, quotes an excerpt of a long message, and keeps the text as typed", async () => {
    const message = `<script>alert("x")</script> Tom & Jerry's shop\n${"a".repeat(400)}`
    const [reply] = await write([lead({ contact: { ...validLead.contact, name: "<b>Ana</b> Ruiz", message } })])
    expect(reply?.html).not.toContain("<script>")
    expect(reply?.html).not.toContain("<b>Ana")
    expect(reply?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s shop")
    expect(reply?.html).toContain("&lt;b&gt;Ana&lt;/b&gt;")
    expect(reply?.text).toContain(`> <script>alert("x")</script> Tom & Jerry's shop\n> ${"a".repeat(200)}`)
    // The quote stops short of the whole message, marked as cut.
    expect(reply?.text).toMatch(/^> a{200,280}…$/m)
    expect(reply?.text).not.toMatch(/^> a{300}/m)
  })

  it("writes nothing for a duplicate, a trap, a refusal, or an address it does not write to", async () => {
    const notPlain = lead({ contact: { ...validLead.contact, email: '"Ana"<x>@ruizlaw.com' } })
    expect(notPlain.replyTo).toBe("")
    const others = [check(validLead, { seen: [validLead.id] }), check(withContact({ email: "nope" }))] as unknown[]
    expect(await write([...(others as Record<string, unknown>[]), { outcome: "trap" }, notPlain])).toEqual([])
  })

  it("writes the follow-up from what Due follow-ups passes on, without the message", async () => {
    const followUps = (items: Record<string, unknown>[]) =>
      runCode(
        "Write to the visitor",
        items.map((json) => ({ json })),
        { outputs: { "Every minute": [{ json: {} }] } },
      )
    const [followUp] = await followUps([
      {
        kind: "followUp",
        lead: {
          id: validLead.id,
          language: "es-US",
          utm: validLead.utm,
          contact: { name: "Ana Ruiz", email: "ana@ruizlaw.com", company: "", service: "", message: "" },
        },
      },
    ])
    const words = texts.es as VisitorTexts
    expect(followUp).toMatchObject({ kind: "followUp", to: "ana@ruizlaw.com", subject: words.followUp.subject })
    expect(followUp?.text).toContain(words.followUp.intro.replace("{service}", words.followUp.anyService))
    expect(followUp?.text).toContain(words.followUp.why)
    const booking = prefilledBookingUrl(words.bookingUrl, { name: "Ana Ruiz", email: "ana@ruizlaw.com" }, validLead.utm)
    expect(followUp?.text).toContain(`\n${booking}\n`)
  })

  it("stops with the setting's name while the stop secret or n8n's address is still the placeholder", async () => {
    await expect(write([lead()], { ...setUp, stopSecret: settingsValues.stopSecret })).rejects.toThrow(/stopSecret/)
    await expect(write([lead()], { ...setUp, stopSecret: "short" })).rejects.toThrow(/stopSecret/)
    await expect(write([lead()], { ...setUp, publicUrl: settingsValues.publicUrl })).rejects.toThrow(/publicUrl/)
  })

  it("sends through its own Send Email node, whose failure stops nothing and is never retried", () => {
    expect(next("Write to the visitor")).toEqual(["Email the visitor"])
    const email = node("Email the visitor")
    expect(email).toMatchObject({ type: "n8n-nodes-base.emailSend", onError: "continueRegularOutput" })
    expect(email.retryOnFail).toBeUndefined()
    const output = { to: "ana@ruizlaw.com", subject: "S", text: "T", html: "H" }
    const { parameters } = email
    expect(parameters.emailFormat).toBe("both")
    expect(evaluate(parameters.fromEmail, output, { Settings: setUp })).toBe(settingsValues.replyFromEmail)
    expect(evaluate(parameters.toEmail, output)).toBe("ana@ruizlaw.com")
    expect([parameters.subject, parameters.text, parameters.html].map((each) => evaluate(each, output))).toEqual([
      "S",
      "T",
      "H",
    ])
  })
})

describe("the team's chat", () => {
  const output = check(withContact({ message: "Tom & <Jerry>" }))
  const line = 'New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents <ana@ruizlaw.com>: "Tom & <Jerry>"'
  const message = async (chatWebhookUrl: string) =>
    runCode("Write the chat message", [{ json: { accepted: ["leads@example.com"] } }], {
      settings: { ...setUp, chatWebhookUrl },
      outputs: { "Check lead": [{ json: output as unknown as Record<string, unknown> }] },
    })

  it("posts only when a chat webhook is set, and goes on if the post fails", () => {
    expect(output.email?.chat).toBe(line)
    const condition = (
      node("Chat set?").parameters.conditions as {
        conditions: { leftValue: string; operator: { operation: string } }[]
      }
    ).conditions[0]
    expect(condition?.operator.operation).toBe("notEmpty")
    expect(evaluate(condition?.leftValue, {}, { Settings: setUp })).toBe("")
    expect(next("Chat set?", 0)).toEqual(["Write the chat message"])
    expect(next("Chat set?", 1)).toEqual([])
    expect(next("Write the chat message")).toEqual(["Tell the team in chat"])
    const chat = node("Tell the team in chat")
    expect(chat.onError).toBe("continueRegularOutput")
    const body = { text: "x" }
    expect(evaluate(chat.parameters.url, { url: "https://hooks.slack.com/services/T/B/X", body })).toBe(
      "https://hooks.slack.com/services/T/B/X",
    )
    expect(JSON.parse(evaluate(chat.parameters.jsonBody, { url: "", body }) as string)).toEqual(body)
  })

  it("writes Slack's text, with &, < and > escaped as Slack asks", async () => {
    const [slack] = await message("https://hooks.slack.com/services/T000/B000/XXXX")
    expect(slack?.body).toEqual({
      text: 'New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents &lt;ana@ruizlaw.com&gt;: "Tom &amp; &lt;Jerry&gt;"',
    })
  })

  it("writes an Adaptive Card for a Teams workflow's webhook, the line as it is", async () => {
    const [teams] = await message(
      "https://prod-12.westus.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke",
    )
    expect(teams?.body).toMatchObject({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: { type: "AdaptiveCard", body: [{ type: "TextBlock", text: line, wrap: true }] },
        },
      ],
    })
  })
})

describe("the requests the workflow answers", () => {
  it("routes each trigger through Settings to its own path", () => {
    const rules = (
      node("Which request?").parameters.rules as {
        values: { outputKey: string; conditions: { conditions: { leftValue: string }[] } }[]
      }
    ).values
    const triggers = ["Lead webhook", "Booking webhook", "Stop webhook", "Every minute"]
    expect(rules.map((rule) => rule.outputKey)).toEqual(["lead", "booking", "stop", "follow-ups"])
    triggers.forEach((trigger, output) => {
      expect(next(trigger)).toEqual(["Settings"])
      for (const [index, rule] of rules.entries())
        expect(evaluate(rule.conditions.conditions[0]?.leftValue, {}, { [trigger]: {} }), rule.outputKey).toBe(
          index === output,
        )
    })
    expect(next("Which request?", 1)).toEqual(["Check booking"])
    expect(next("Which request?", 2)).toEqual(["Check stop link"])
    expect(next("Which request?", 3)).toEqual(["This minute"])
  })

  it("takes bookings as a POST with the raw body kept, and stop links as a GET, answered by their own nodes", () => {
    expect(node("Booking webhook").parameters).toEqual({
      httpMethod: "POST",
      path: "lead-booking",
      responseMode: "responseNode",
      options: { rawBody: true },
    })
    expect(node("Stop webhook").parameters).toMatchObject({
      httpMethod: "GET",
      path: "lead-stop",
      responseMode: "responseNode",
    })
    expect(next("Check booking")).toEqual(["Booking to record?"])
    expect(next("Check stop link")).toEqual(["Stop link valid?"])
    const page = node("Respond with the stop page").parameters as {
      options: { responseHeaders: { entries: { name: string; value: string }[] } }
    }
    const headers = Object.fromEntries(page.options.responseHeaders.entries.map(({ name, value }) => [name, value]))
    expect(headers).toMatchObject({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    })
    expect(headers["Content-Security-Policy"]).toMatch(/default-src 'none'/)
  })

  it("looks for due follow-ups every minute at second 0, the minute This minute counts in", () => {
    expect(node("Every minute").parameters).toEqual({
      rule: { interval: [{ field: "cronExpression", expression: "0 * * * * *" }] },
    })
    expect(node("This minute").parameters.jsCode).toContain("const MINUTE_MS = 60 * 1000")
    expect(next("Follow-ups to write")).toEqual(["Write to the visitor"])
  })
})

describe("the workflow's state, in two data tables", () => {
  const dataTableNodes = workflow.nodes.filter((each) => each.type === "n8n-nodes-base.dataTable")
  const made = dataTableNodes.filter((each) => each.parameters.resource === "table")

  it("keeps nothing in static data, which n8n saves whole after each execution, the last one winning", () => {
    for (const each of workflow.nodes.filter(({ type }) => type === "n8n-nodes-base.code"))
      expect(each.parameters.jsCode, each.name).not.toContain("$getWorkflowStaticData")
  })

  it("makes its own two tables, reusing them once they exist, each at most once a minute", () => {
    expect(made.map((each) => each.parameters.tableName)).toEqual(["lead-intake-ids", "lead-intake-senders"])
    for (const each of made) {
      expect(each.parameters).toMatchObject({ operation: "create", options: { createIfNotExists: true } })
      expect(each.executeOnce, each.name).toBe(true)
    }
  })

  it("finds each table by a name n8n cannot take for the other's: its own, lower case, neither inside the other", () => {
    // n8n finds a table by name as `LOWER(name) LIKE %value%`, the newest first.
    const names = made.map((each) => each.parameters.tableName as string)
    for (const name of names) {
      expect(name).toBe(name.toLowerCase())
      expect(name).not.toMatch(/[%_]/)
      for (const other of names) if (other !== name) expect(other).not.toContain(name)
    }
    for (const each of dataTableNodes.filter((candidate) => candidate.parameters.resource === "row"))
      expect(names, each.name).toContain((each.parameters.dataTableId as { mode: string; value: string }).value)
  })

  it("matches every row it writes or reads on all its conditions, never the node's default of any", () => {
    for (const each of dataTableNodes.filter((candidate) => candidate.parameters.resource === "row"))
      expect(each.parameters.matchType, each.name).toBe("allConditions")
  })

  it("writes one row per key: the lead's id, and the sender's address, with an upsert, a transaction of its own", () => {
    const keyOf = (name: string) => {
      const { operation, filters } = node(name).parameters as {
        operation: string
        filters: { conditions: { keyName: string; condition: string }[] }
      }
      expect(operation, name).toBe("upsert")
      return filters.conditions.map(({ keyName, condition }) => `${keyName} ${condition}`)
    }
    expect(keyOf("Remember the lead")).toEqual(["leadId eq"])
    for (const name of ["Remember the sender", "Record the booking", "Record the stop"])
      expect(keyOf(name), name).toEqual(["email eq"])
  })

  it("answers a calendar's booking or a stop link only once it is recorded: a failed write is an error, sent again", () => {
    for (const name of ["Record the booking", "Record the stop"]) expect(node(name).onError, name).toBeUndefined()
  })
})

describe("the requests the workflow answers, continued", () => {
  it("runs the look for follow-ups' nodes once a run, going on when a table has nothing to delete", () => {
    for (let name = "Make the ids table"; name !== "Mark followed up"; name = onlyNext(name).name)
      expect(node(name).executeOnce, name).toBe(true)
    for (const name of ["Forget old senders", "Forget old ids"]) expect(node(name).alwaysOutputData, name).toBe(true)
  })
})

/** The workflow's look for follow-ups at `at`: "This minute" and each node after it, as wired, to "Write to the visitor". */
async function lookForFollowUps(tables: Tables, at: number, settings: Record<string, unknown> = setUp) {
  vi.setSystemTime(at)
  const ran: Record<string, Item[]> = { Settings: [{ json: settings }], "Every minute": [{ json: {} }] }
  let items: Item[] = [{ json: {} }]
  for (let name = onlyNext("Which request?", 3).name; name !== "Write to the visitor"; name = onlyNext(name).name) {
    const each = node(name)
    items =
      each.type === "n8n-nodes-base.code"
        ? (await runCode(name, items, { settings, outputs: ran })).map((json) => ({ json }))
        : runDataTableNode(dataTableNode(name), tables, items, ran)
    ran[name] = items
    if (items.length === 0) return []
  }
  return items.map((item) => item.json)
}

describe("the look for follow-ups, every minute", () => {
  const minute = 60 * 1000
  const day = 24 * 60 * minute
  const tick = Date.parse("2026-11-25T09:31:00.000Z")
  /** A sender's row whose follow-up is due at `dueAt`. */
  const sender = (email: string, dueAt: number | null, more: Row = {}): Row => ({
    email,
    leadId: validLead.id,
    name: "Ana Ruiz",
    company: "Ruiz Law",
    service: "AI Customer Support Agents",
    language: "es-US",
    utm: JSON.stringify(validLead.utm),
    seenAt: (dueAt ?? tick) - minute,
    dueAt,
    bookedAt: null,
    bookedWith: null,
    stoppedAt: null,
    followedUpAt: null,
    ...more,
  })
  const tablesWith = (senders: Row[], ids: Row[] = []) => {
    const tables = madeTables()
    for (const [name, rows] of [
      ["lead-intake-senders", senders],
      ["lead-intake-ids", ids],
    ] as const) {
      const table = tables.get(name)
      if (!table) throw new Error(name)
      table.rows = rows.map((row, index) => ({ id: index + 1, createdAt: new Date(), updatedAt: new Date(), ...row }))
      table.nextId = rows.length + 1
    }
    return tables
  }
  const emailsOf = (items: Record<string, unknown>[]) =>
    items.map((item) => (item.lead as { contact: { email: string } }).contact.email)

  it("makes its two tables at its first look, and finds them at the next", async () => {
    const tables: Tables = new Map()
    await lookForFollowUps(tables, tick)
    expect([...tables.keys()]).toEqual(["lead-intake-ids", "lead-intake-senders"])
    tables.get("lead-intake-ids")?.rows.push({ id: 1, leadId: validLead.id, at: tick })
    await lookForFollowUps(tables, tick + minute)
    expect(rowsOf(tables, "lead-intake-ids")).toEqual([{ leadId: validLead.id, at: tick }])
  })

  it("takes the leads that fell due in the minute before its run, and marks them", async () => {
    const tables = tablesWith([
      sender("early@x.com", tick - minute - 1),
      sender("first@x.com", tick - minute),
      sender("last@x.com", tick - 1),
      sender("later@x.com", tick),
      sender("booked@x.com", tick - 10, { bookedAt: tick - 20, bookedWith: "cal" }),
      sender("stopped@x.com", tick - 10, { stoppedAt: tick - 20 }),
      sender("done@x.com", tick - 10, { followedUpAt: tick - 20 }),
      sender("not-written-to@x.com", null),
      sender("walk-in@x.com", null, { leadId: null, name: null, bookedAt: tick - 10, bookedWith: "cal" }),
    ])
    // Started 2 s late: still the run of 09:31.
    const items = await lookForFollowUps(tables, tick + 2000)
    expect(emailsOf(items)).toEqual(["first@x.com", "last@x.com"])
    expect(items[0]).toEqual({
      kind: "followUp",
      lead: {
        id: validLead.id,
        language: "es-US",
        utm: validLead.utm,
        contact: {
          name: "Ana Ruiz",
          email: "first@x.com",
          company: "Ruiz Law",
          service: "AI Customer Support Agents",
          message: "",
        },
      },
    })
    const followedUp = (email: string) => rowsOf(tables, "lead-intake-senders").find((row) => row.email === email)
    expect(followedUp("first@x.com")?.followedUpAt).toBe(tick + 2000)
    expect(followedUp("early@x.com")?.followedUpAt).toBeNull()
  })

  it("never takes a lead twice: not in the next minute's run, nor in a second run of the same minute", async () => {
    expect(await lookForFollowUps(tablesWith([sender("ana@x.com", tick - 5000)]), tick)).toHaveLength(1)
    expect(await lookForFollowUps(tablesWith([sender("ana@x.com", tick - 5000)]), tick + minute)).toEqual([])
    expect(await lookForFollowUps(tablesWith([sender("ana@x.com", tick - 5000)]), tick - minute)).toEqual([])
    const marked = tablesWith([sender("ana@x.com", tick - 5000)])
    await lookForFollowUps(marked, tick)
    expect(await lookForFollowUps(marked, tick + 1000)).toEqual([])
  })

  it("deletes each sender whose retention period has passed since their last lead, booking or stop, first", async () => {
    const settings = { ...setUp, retentionDays: 2 }
    const tables = tablesWith([
      // Due in this very run, but past the period: deleted, never followed up.
      sender("expired@x.com", tick - 1000, { seenAt: tick - 2 * day }),
      sender("kept@x.com", tick - 1000, { seenAt: tick - 47 * 60 * minute }),
      sender("walk-in@x.com", null, { leadId: null, seenAt: tick - 3 * day, bookedAt: tick - 3 * day }),
    ])
    const items = await lookForFollowUps(tables, tick, settings)
    expect(emailsOf(items)).toEqual(["kept@x.com"])
    expect(rowsOf(tables, "lead-intake-senders").map((row) => row.email)).toEqual(["kept@x.com"])
    await expect(lookForFollowUps(tables, tick, { ...setUp, retentionDays: "" })).rejects.toThrow(/retentionDays/)
  })

  it("forgets a lead's id after 31 days, the time a browser may still send it again, whatever the retention", async () => {
    const ids = [
      { leadId: "00000000-0000-4000-8000-000000000001", at: tick - 31 * day - 1 },
      { leadId: "00000000-0000-4000-8000-000000000002", at: tick - 30 * day },
    ]
    const tables = tablesWith([], ids)
    await lookForFollowUps(tables, tick, { ...setUp, retentionDays: 1 })
    expect(rowsOf(tables, "lead-intake-ids")).toEqual([ids[1]])
  })
})

/** Whether an If node's one condition holds for `$json`: the two kinds the workflow uses. */
function ifHolds(name: string, $json: Row): boolean {
  const [condition] = (
    node(name).parameters.conditions as {
      conditions: { leftValue: string; rightValue: unknown; operator: { type: string; operation: string } }[]
    }
  ).conditions
  if (!condition) throw new Error(`${name} has no condition`)
  const left = evaluate(condition.leftValue, $json)
  const { type, operation } = condition.operator
  if (type === "string" && operation === "notEmpty") return typeof left === "string" && left !== ""
  if (type === "number" && operation === "equals") return left === condition.rightValue
  throw new Error(`${name}: the tests do not know ${type} ${operation}`)
}

/** What a Respond to Webhook node answers for its input: the status and the body, as n8n sends them. */
function answerOf(name: string, input: Item[], ran: Record<string, Item[]> = {}) {
  const { responseBody, options } = node(name).parameters as {
    responseBody: string
    options: { responseCode?: unknown }
  }
  const scope = { $json: input[0]?.json, input, ran }
  const body = expressionValue(responseBody, scope) as string
  return { status: Number(expressionValue(options.responseCode ?? 200, scope)), body }
}

describe("the booking webhook", () => {
  const now = Date.parse(receivedAt)
  const request = (body: string, headers: Record<string, string>): Item => ({
    json: { headers, params: {}, query: {}, body: JSON.parse(body) as unknown },
    binary: { data: { data: Buffer.from(body).toString("base64"), mimeType: "application/json" } },
  })
  const calendly = (body: string, { key = setUp.calendlySigningKey, t = Math.floor(now / 1000) } = {}) =>
    request(body, {
      "calendly-webhook-signature": `t=${t},v1=${createHmac("sha256", key).update(`${t}.${body}`).digest("hex")}`,
    })
  const calCom = (body: string, secret = setUp.calComSecret) =>
    request(body, { "x-cal-signature-256": createHmac("sha256", secret).update(body).digest("hex") })
  const invitee = (email: string) => JSON.stringify({ event: "invitee.created", payload: { email, name: "Ana" } })
  const attendees = (...emails: string[]) =>
    JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: { attendees: emails.map((email) => ({ email })) } })
  /** The booking webhook's path: Check booking, "Booking to record?", then "Record the booking" or the refusal. */
  const book = async (item: Item, tables: Tables, settings: Record<string, unknown> = setUp) => {
    const checked = (await runCode("Check booking", [item], { settings })).map((json) => ({ json }))
    const [first] = checked
    if (!first || !ifHolds("Booking to record?", first.json)) {
      expect(next("Booking to record?", 1)).toEqual(["Respond to the calendar"])
      const { status, body } = answerOf("Respond to the calendar", checked)
      return { status, answer: JSON.parse(body) as Record<string, unknown> }
    }
    expect(next("Booking to record?", 0)).toEqual(["Record the booking"])
    const recorded = runDataTableNode(dataTableNode("Record the booking"), tables, checked)
    expect(next("Record the booking")).toEqual(["Respond booking recorded"])
    const { status, body } = answerOf("Respond booking recorded", recorded)
    return { status, answer: JSON.parse(body) as Record<string, unknown> }
  }
  /** Tables with the lead of ana@ruizlaw.com in them, as its webhook left them. */
  const withLead = () => {
    const tables = madeTables()
    receive(tables, { body: { ...validLead, contact: { ...validLead.contact, email: "ana@ruizlaw.com" } } })
    return tables
  }

  it("records a signed Calendly booking against the lead with that address, whatever its case", async () => {
    const tables = withLead()
    const before = rowsOf(tables, "lead-intake-senders")[0]
    vi.setSystemTime(now + 1000)
    expect(await book(calendly(invitee("Ana@RuizLaw.com")), tables)).toEqual({
      status: 200,
      answer: { ok: true, lead: true },
    })
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([
      { ...before, seenAt: now + 1000, bookedAt: now + 1000, bookedWith: "calendly" },
    ])
  })

  it("records a signed Cal.com booking for each attendee, and a booking without a lead as one", async () => {
    const tables = withLead()
    expect(await book(calCom(attendees("ana@ruizlaw.com", "partner@ruizlaw.com")), tables)).toEqual({
      status: 200,
      answer: { ok: true, lead: true },
    })
    expect(rowsOf(tables, "lead-intake-senders").find((row) => row.email === "partner@ruizlaw.com")).toMatchObject({
      leadId: null,
      seenAt: now,
      bookedAt: now,
      bookedWith: "cal",
    })
    const alone = madeTables()
    expect(await book(calCom(attendees("walk-in@example.org")), alone)).toEqual({
      status: 200,
      answer: { ok: true, lead: false },
    })
    expect(rowsOf(alone, "lead-intake-senders")[0]).toMatchObject({ email: "walk-in@example.org", bookedAt: now })
    // Sent again by the calendar: still one row.
    await book(calCom(attendees("walk-in@example.org")), alone)
    expect(rowsOf(alone, "lead-intake-senders")).toHaveLength(1)
  })

  it("keeps a booking that came before its lead: the lead's row then has both, and no follow-up comes", async () => {
    const tables = madeTables()
    await book(calendly(invitee("ana@ruizlaw.com")), tables)
    receive(tables, { body: validLead })
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([
      expect.objectContaining({ email: "ana@ruizlaw.com", leadId: validLead.id, bookedAt: now }),
    ])
  })

  it("refuses a missing, wrong, stale or unconfigured signature with 401, and changes nothing", async () => {
    const body = invitee("ana@ruizlaw.com")
    const stale = Math.floor(now / 1000) - 301
    const refusals: [Item, Record<string, unknown>?][] = [
      [request(body, {})],
      [calendly(body, { key: "another key" })],
      [calendly(body, { t: stale })],
      [calendly(body, { t: Math.floor(now / 1000) + 301 })],
      [request(body, { "calendly-webhook-signature": "v1=abc" })],
      [calendly(body), { ...setUp, calendlySigningKey: "" }],
      [calCom(attendees("ana@ruizlaw.com"), "another secret")],
      [calCom(attendees("ana@ruizlaw.com")), { ...setUp, calComSecret: "" }],
      // Signed, then changed on the way.
      [{ ...calCom(attendees("ana@ruizlaw.com")), binary: calCom(attendees("eve@ruizlaw.com")).binary }],
    ]
    for (const [item, settings] of refusals) {
      const tables = withLead()
      const before = rowsOf(tables, "lead-intake-senders")
      const answer = await book(item, tables, settings)
      expect(answer.status, JSON.stringify(item.json.headers)).toBe(401)
      expect(answer.answer.ok).toBe(false)
      expect(rowsOf(tables, "lead-intake-senders")).toEqual(before)
    }
  })

  it("answers other events 200 and ignores them, and a signed body that is not JSON 400", async () => {
    const tables = madeTables()
    const cancelled = JSON.stringify({ event: "invitee.canceled", payload: { email: "ana@ruizlaw.com" } })
    expect(await book(calendly(cancelled), tables)).toEqual({ status: 200, answer: { ok: true, ignored: true } })
    const notJson = {
      ...calCom("{}"),
      binary: { data: { data: Buffer.from("{oops").toString("base64"), mimeType: "" } },
    }
    notJson.json.headers = {
      "x-cal-signature-256": createHmac("sha256", setUp.calComSecret).update("{oops").digest("hex"),
    }
    expect((await book(notJson, tables)).status).toBe(400)
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([])
  })
})

describe("the stop link", () => {
  const now = Date.parse(receivedAt)
  const token = (address: string, secret = setUp.stopSecret) =>
    createHmac("sha256", secret).update(`stop:${address}`).digest("hex")
  /** The stop webhook's path: Check stop link, "Stop link valid?", "Record the stop" for a valid one, and the page. */
  const open = async (query: Record<string, string | undefined>, tables: Tables = madeTables()) => {
    const checked = (await runCode("Check stop link", [{ json: { headers: {}, params: {}, query, body: {} } }])).map(
      (json) => ({ json }),
    )
    const ran = { "Check stop link": checked }
    const [first] = checked
    let input = checked
    if (first && ifHolds("Stop link valid?", first.json)) {
      expect(next("Stop link valid?", 0)).toEqual(["Record the stop"])
      input = runDataTableNode(dataTableNode("Record the stop"), tables, checked, ran)
      expect(next("Record the stop")).toEqual(["Respond with the stop page"])
    } else expect(next("Stop link valid?", 1)).toEqual(["Respond with the stop page"])
    const { status, body } = answerOf("Respond with the stop page", input, ran)
    return { status, html: body }
  }

  it("stops every further email to the address of a signed link, and says so in the email's language", async () => {
    const tables = madeTables()
    receive(tables, { body: validLead })
    const before = rowsOf(tables, "lead-intake-senders")[0]
    vi.setSystemTime(now + 1000)
    const page = await open({ email: "ana@ruizlaw.com", lang: "es", token: token("ana@ruizlaw.com") }, tables)
    expect(page.status).toBe(200)
    expect(page.html).toContain('<html lang="es-US">')
    expect(page.html).toContain(`<h1>${texts.es?.stopPage.title}</h1>`)
    expect(page.html).toContain("<strong>ana@ruizlaw.com</strong>")
    expect(rowsOf(tables, "lead-intake-senders")).toEqual([{ ...before, seenAt: now + 1000, stoppedAt: now + 1000 }])
  })

  it("refuses a link whose token is wrong, missing or made with another secret, with a page that says so", async () => {
    for (const query of [
      { email: "ana@ruizlaw.com", lang: "en", token: token("eve@ruizlaw.com") },
      { email: "ana@ruizlaw.com", lang: "en", token: token("ana@ruizlaw.com", "another secret of 24 chars!") },
      { email: "ana@ruizlaw.com", lang: "en" },
      { lang: "en", token: token("") },
    ]) {
      const tables = madeTables()
      const page = await open(query, tables)
      expect(page.status).toBe(400)
      expect(page.html).toContain(`<h1>${texts.en?.stopPage.invalidTitle}</h1>`)
      expect(rowsOf(tables, "lead-intake-senders")).toEqual([])
    }
  })

  it("escapes the address in the page, and answers in the first language for one it does not have", async () => {
    const address = `"<img src=x>"@ruizlaw.com`
    const page = await open({ email: address, lang: "xx", token: token(address.toLowerCase()) })
    expect(page.status).toBe(200)
    expect(page.html).not.toContain("<img")
    expect(page.html).toContain("&lt;img src=x&gt;")
    expect(page.html).toContain('<html lang="en-US">')
  })
})
