import { readFileSync } from "node:fs"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { contactFieldLimits, minimumFillTimeMs } from "../../app/lib/contact-form"

/*
 * The workflow read as a file: its wiring, and its two Code nodes run on sample leads. The same
 * workflow runs in a real n8n in tests/integrations/n8n-lead-intake.test.mjs (npm run test:integrations).
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

function nodeOfType(type: string): WorkflowNode {
  const found = workflow.nodes.filter((candidate) => candidate.type === type)
  if (found.length !== 1) throw new Error(`expected one ${type} node, found ${found.length}`)
  return found[0] as WorkflowNode
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

/** Evaluates an n8n expression ("={{ … }}") the way n8n would for one item, with `$json` and `$()` faked. */
function evaluate(expression: unknown, $json: unknown, nodeOutputs: Record<string, unknown> = {}): unknown {
  const match = typeof expression === "string" ? /^=\{\{([\s\S]*)\}\}$/.exec(expression) : null
  if (!match) throw new Error(`not a single n8n expression: ${String(expression)}`)
  const $ = (name: string) => ({ first: () => ({ json: nodeOutputs[name] }) })
  return new Function("$json", "$", `return (${match[1]})`)($json, $)
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
  email?: { subject: string; text: string; html: string }
}

/** The workflow's static data, where Remember the lead keeps the ids of emailed leads with when they were. */
interface StaticData {
  leadIds?: Record<string, number>
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

/**
 * Runs Check lead's JavaScript as n8n's "Run Once for All Items" mode does: `$input.all()` gives the
 * items the Settings node passes on (the webhook's request plus the settings), `$getWorkflowStaticData`
 * the workflow's static data, and an array of items comes back.
 */
function runCheck(requests: Request[], staticData: StaticData = {}): CheckOutput[] {
  const code = node("Check lead").parameters.jsCode as string
  const items = requests.map(({ body, headers = {} }) => ({
    json: {
      headers: { "content-type": "application/json", ...headers },
      params: {},
      query: {},
      body,
      ...settingsValues,
    },
  }))
  const $input = { all: () => items, first: () => items[0] }
  const output = new Function("$input", "$getWorkflowStaticData", code)($input, (scope: string) => {
    expect(scope).toBe("global")
    return staticData
  }) as { json: CheckOutput }[]
  expect(output).toHaveLength(requests.length)
  return output.map((item) => item.json)
}

function check(body: unknown, { headers, seen = [] }: { headers?: Record<string, string>; seen?: string[] } = {}) {
  const leadIds = Object.fromEntries(seen.map((id) => [id, Date.now()]))
  return runCheck([{ body, headers }], { leadIds })[0] as CheckOutput
}

/** The errors of a refused lead, or a failure naming what came out instead. */
function errorsOf(output: CheckOutput): FieldError[] {
  expect(output.outcome, JSON.stringify(output)).toBe("refused")
  return output.answer?.errors ?? []
}

/**
 * Runs Remember the lead's JavaScript as n8n's "Run Once for Each Item" mode does, for the lead `id`
 * just emailed (`$("Check lead").item`), at the time `now`.
 */
function remember(id: string, staticData: StaticData, now: number): StaticData {
  const code = node("Remember the lead").parameters.jsCode as string
  const emailed = { json: { accepted: ["leads@example.com"] } }
  const $ = (name: string) => {
    expect(name).toBe("Check lead")
    return { item: { json: { outcome: "new", id } } }
  }
  vi.setSystemTime(now)
  const output = new Function("$input", "$", "$getWorkflowStaticData", code)({ item: emailed }, $, () => staticData)
  expect(output).toBe(emailed)
  return staticData
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

  it("wires only existing nodes, and leaves none but the trigger and the sticky note without input", () => {
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
    const unfed = workflow.nodes.filter((each) => !fed.has(each.name)).map((each) => each.type)
    expect(unfed.sort()).toEqual(["n8n-nodes-base.stickyNote", "n8n-nodes-base.webhook"])
  })

  it("listens for POST on lead-intake, answers through Respond to Webhook nodes, allowing one origin", () => {
    const webhook = nodeOfType("n8n-nodes-base.webhook")
    expect(webhook.parameters).toMatchObject({ httpMethod: "POST", path: "lead-intake", responseMode: "responseNode" })
    // n8n reads Allowed Origins as it is (no expression): a placeholder the README says to replace, never `*`.
    expect(webhook.parameters.options).toEqual({ allowedOrigins: "https://www.example.com" })
  })

  it("runs Webhook → Settings → Check lead → What to do?, one output per outcome", () => {
    const settings = onlyNext(nodeOfType("n8n-nodes-base.webhook").name)
    expect(settings).toMatchObject({ name: "Settings", type: "n8n-nodes-base.set" })
    expect(settings.parameters.includeOtherFields).toBe(true)
    expect(Object.keys(settingsValues).sort()).toEqual(["fromEmail", "notifyEmail"])

    const checking = onlyNext(settings.name)
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
    expect(remembering).toMatchObject({ name: "Remember the lead", type: "n8n-nodes-base.code", typeVersion: 2 })
    expect(remembering.parameters.mode).toBe("runOnceForEachItem")
    expect(onlyNext(remembering.name).name).toBe("Respond 200 accepted")

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
    expect(onlyNext("What to do?", 2)).toBe(accepted)
    const duplicate = onlyNext("What to do?", 1)
    for (const respond of [accepted, duplicate]) {
      expect(respond.type).toBe("n8n-nodes-base.respondToWebhook")
      expect(respond.parameters).toMatchObject({ respondWith: "json", options: {} })
      expect(next(respond.name)).toEqual([])
    }
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
    const email = nodeOfType("n8n-nodes-base.emailSend")
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

describe("the Remember the lead code", () => {
  const day = 24 * 60 * 60 * 1000
  const now = Date.parse(receivedAt)
  const id = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, "0")}`

  it("records the emailed lead's id with the time, so that Check lead answers its resend as a duplicate", () => {
    const staticData = remember(validLead.id, {}, now)
    expect(staticData).toEqual({ leadIds: { [validLead.id]: now } })
    expect(runCheck([{ body: validLead }], staticData)[0]?.outcome).toBe("duplicate")
  })

  it("forgets ids older than a browser keeps a lead (30 days)", () => {
    const staticData = remember(id(3), { leadIds: { [id(1)]: now - 32 * day, [id(2)]: now - 29 * day } }, now)
    expect(staticData.leadIds).toEqual({ [id(2)]: now - 29 * day, [id(3)]: now })
  })

  it("keeps at most 2,000 ids, the oldest going first, whatever a flood sends", () => {
    const leadIds = Object.fromEntries(Array.from({ length: 2000 }, (_, number) => [id(number), now - 2000 + number]))
    const staticData = remember(id(5000), { leadIds }, now)
    const kept = Object.keys(staticData.leadIds ?? {})
    expect(kept).toHaveLength(2000)
    expect(kept[0]).toBe(id(1))
    expect(kept.at(-1)).toBe(id(5000))
  })

  it("moves an id recorded again to the newest", () => {
    const staticData = remember(id(1), { leadIds: { [id(1)]: now - day, [id(2)]: now - 1 } }, now)
    expect(Object.keys(staticData.leadIds ?? {})).toEqual([id(2), id(1)])
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
