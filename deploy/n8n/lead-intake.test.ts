import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

/** The parts of an n8n workflow export these tests read. */
interface WorkflowNode {
  id: string
  name: string
  type: string
  typeVersion: number
  position: [number, number]
  parameters: Record<string, unknown>
  credentials?: unknown
  alwaysOutputData?: boolean
  retryOnFail?: boolean
}
interface Connection {
  node: string
  type: string
  index: number
}
interface Workflow {
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

type CodeOutput = Record<string, unknown> & {
  valid: boolean
  error?: string
  id?: string
  replyTo?: string
  lead?: {
    id: string
    submittedAt: string
    page: string
    referrer: string
    contact: Record<"name" | "email" | "company" | "phone" | "service" | "message", string>
    utm: Record<string, string>
  }
  email?: { subject: string; text: string; html: string }
}

const settingsValues = Object.fromEntries(
  (node("Settings").parameters.assignments as { assignments: { name: string; value: string }[] }).assignments.map(
    ({ name, value }) => [name, value],
  ),
)

/**
 * Runs the Code node's JavaScript as n8n's "Run Once for All Items" mode does: with `$input.all()` giving the
 * items the Settings node passes on (the webhook's request plus the settings), and an array of items returned.
 */
function runValidation(...bodies: unknown[]): CodeOutput[] {
  const code = node("Validate lead").parameters.jsCode as string
  const items = bodies.map((body) => ({
    json: { headers: { "content-type": "application/json" }, params: {}, query: {}, body, ...settingsValues },
  }))
  const $input = { all: () => items, first: () => items[0] }
  const output = new Function("$input", code)($input) as { json: CodeOutput }[]
  expect(output).toHaveLength(bodies.length)
  return output.map((item) => item.json)
}

function validate(body: unknown): CodeOutput {
  return runValidation(body)[0] as CodeOutput
}

const validLead = {
  id: "0b6d1c9e-5d7c-4a8e-9f57-0c3f3f2a9b11",
  submittedAt: "2026-11-24T09:30:00.000Z",
  page: "https://www.example.com/contact",
  referrer: "https://www.google.com/",
  contact: {
    name: "Ana Ruiz",
    email: "ana@ruizlaw.com",
    company: "Ruiz Law",
    phone: "",
    service: "AI Customer Support Agents",
    message: "We lose leads after 5 p.m.",
  },
  utm: { utm_source: "google", utm_campaign: "spring" },
}

function withContact(changes: Partial<typeof validLead.contact>) {
  return { ...validLead, contact: { ...validLead.contact, ...changes } }
}

describe("the lead-intake workflow's shape", () => {
  it("is an importable workflow: every node complete, ids and names unique, no credentials", () => {
    expect(workflow.name).toBeTruthy()
    expect(workflow.nodes.length).toBeGreaterThan(0)
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

  it("listens for POST on lead-intake, answers through Respond to Webhook nodes, with allowed origins set", () => {
    const webhook = nodeOfType("n8n-nodes-base.webhook")
    expect(webhook.parameters).toMatchObject({
      httpMethod: "POST",
      path: "lead-intake",
      responseMode: "responseNode",
      options: { allowedOrigins: "*" },
    })
  })

  it("runs Webhook → Settings → Validate → Valid?, and sends an invalid lead to a 400 answer", () => {
    const webhook = nodeOfType("n8n-nodes-base.webhook")
    const settings = onlyNext(webhook.name)
    expect(settings).toMatchObject({ name: "Settings", type: "n8n-nodes-base.set" })
    expect(settings.parameters.includeOtherFields).toBe(true)
    expect(Object.keys(settingsValues).sort()).toEqual(["fromEmail", "notifyEmail"])

    const validation = onlyNext(settings.name)
    expect(validation).toMatchObject({ type: "n8n-nodes-base.code", typeVersion: 2 })
    expect(validation.parameters.mode).toBe("runOnceForAllItems")

    const isValid = onlyNext(validation.name)
    expect(isValid.type).toBe("n8n-nodes-base.if")
    expect(onlyNext(isValid.name, 0).type).toBe("n8n-nodes-base.removeDuplicates")

    const rejection = onlyNext(isValid.name, 1)
    expect(rejection.type).toBe("n8n-nodes-base.respondToWebhook")
    expect(rejection.parameters).toMatchObject({ respondWith: "json", options: { responseCode: 400 } })
    expect(next(rejection.name)).toEqual([])
  })

  it("drops leads whose id was seen in earlier executions, and still answers a repeat", () => {
    const dedupe = nodeOfType("n8n-nodes-base.removeDuplicates")
    expect(dedupe.typeVersion).toBe(2)
    expect(dedupe.parameters).toMatchObject({
      operation: "removeItemsSeenInPreviousExecutions",
      logic: "removeItemsWithAlreadySeenKeyValues",
    })
    expect(evaluate(dedupe.parameters.dedupeValue, validate(validLead))).toBe(validLead.id)
    // With every item removed the node would end the run unanswered; this makes it pass on an empty item instead.
    expect(dedupe.alwaysOutputData).toBe(true)

    const isNew = onlyNext(dedupe.name)
    expect(isNew.type).toBe("n8n-nodes-base.if")
    const email = onlyNext(isNew.name, 0)
    expect(email).toMatchObject({ type: "n8n-nodes-base.emailSend", typeVersion: 2.1 })
    const accepted = onlyNext(email.name)
    expect(accepted.type).toBe("n8n-nodes-base.respondToWebhook")
    expect(next(accepted.name)).toEqual([])

    const duplicate = onlyNext(isNew.name, 1)
    expect(duplicate.type).toBe("n8n-nodes-base.respondToWebhook")
    expect(next(duplicate.name)).toEqual([])
  })

  it("answers 200 { ok: true } for a new lead and 200 { ok: true, duplicate: true } for a repeat", () => {
    const isNew = onlyNext(nodeOfType("n8n-nodes-base.removeDuplicates").name)
    const accepted = onlyNext(onlyNext(isNew.name, 0).name)
    const duplicate = onlyNext(isNew.name, 1)
    for (const respond of [accepted, duplicate]) {
      expect(respond.parameters.respondWith).toBe("json")
      expect((respond.parameters.options as { responseCode?: number }).responseCode ?? 200).toBe(200)
    }
    expect(JSON.parse(accepted.parameters.responseBody as string)).toEqual({ ok: true })
    expect(JSON.parse(duplicate.parameters.responseBody as string)).toEqual({ ok: true, duplicate: true })
  })

  it("routes by the validation's output: Valid? on `valid`, New lead? on the kept item's id", () => {
    const isValid = onlyNext("Validate lead")
    const condition = (ifNode: WorkflowNode) => {
      const { conditions } = ifNode.parameters.conditions as {
        conditions: { leftValue: string; operator: { type: string; operation: string } }[]
      }
      expect(conditions).toHaveLength(1)
      expect(conditions[0]?.operator).toMatchObject({ type: "boolean", operation: "true" })
      return conditions[0]?.leftValue
    }
    expect(evaluate(condition(isValid), validate(validLead))).toBe(true)
    expect(evaluate(condition(isValid), validate(withContact({ email: "" })))).toBe(false)

    const isNew = onlyNext(nodeOfType("n8n-nodes-base.removeDuplicates").name)
    expect(evaluate(condition(isNew), validate(validLead))).toBe(true)
    // What Remove Duplicates passes on, thanks to alwaysOutputData, when it drops the only item.
    expect(evaluate(condition(isNew), {})).toBe(false)
  })

  it("puts the validation's error into the 400 answer's body", () => {
    const rejection = onlyNext(onlyNext("Validate lead").name, 1)
    const body = evaluate(rejection.parameters.responseBody, validate(withContact({ email: "nope" })))
    expect(JSON.parse(body as string)).toEqual({ ok: false, error: "contact.email is not an email address" })
  })

  it("emails the lead from and to the Settings addresses, with the written subject, text and HTML", () => {
    const email = nodeOfType("n8n-nodes-base.emailSend")
    const output = validate(validLead)
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

describe("the Validate lead code", () => {
  it("accepts a valid lead and passes it on trimmed, with its id", () => {
    const output = validate({
      ...validLead,
      id: " 0B6D1C9E-5D7C-4A8E-9F57-0C3F3F2A9B11 ",
      contact: { ...validLead.contact, name: "  Ana Ruiz ", email: " ana@ruizlaw.com " },
    })
    expect(output.valid).toBe(true)
    expect(output.id).toBe(validLead.id)
    expect(output.lead).toEqual({ ...validLead, contact: { ...validLead.contact } })
    expect(output.replyTo).toBe("ana@ruizlaw.com")
  })

  it("refuses a lead without an email", () => {
    const contact: Partial<typeof validLead.contact> = { ...validLead.contact }
    delete contact.email
    expect(validate({ ...validLead, contact })).toEqual({ valid: false, error: "contact.email is required" })
    expect(validate(withContact({ email: "   " }))).toEqual({ valid: false, error: "contact.email is required" })
  })

  it("refuses an email that isn't an address", () => {
    for (const email of ["ana", "ana@ruizlaw", "ana ruiz@ruizlaw.com", "@ruizlaw.com", 42]) {
      expect(validate({ ...validLead, contact: { ...validLead.contact, email } }), String(email)).toEqual({
        valid: false,
        error: typeof email === "string" ? "contact.email is not an email address" : "contact.email is required",
      })
    }
  })

  it("refuses an empty message and an empty name", () => {
    expect(validate(withContact({ message: " \n " }))).toEqual({ valid: false, error: "contact.message is required" })
    expect(validate(withContact({ name: "" }))).toEqual({ valid: false, error: "contact.name is required" })
  })

  it("refuses a bad id, a date that isn't one, a missing contact and a body that isn't an object", () => {
    expect(validate({ ...validLead, id: "lead-1" }).error).toBe("id must be a UUID")
    expect(validate({ ...validLead, submittedAt: "yesterday" }).error).toBe(
      "submittedAt must be an ISO 8601 date and time",
    )
    expect(validate({ ...validLead, submittedAt: "2026-13-45T99:00:00Z" }).valid).toBe(false)
    expect(validate({ ...validLead, contact: undefined }).error).toBe("contact must be an object")
    expect(validate([validLead])).toEqual({ valid: false, error: "body must be a JSON object" })
    expect(validate(undefined)).toEqual({ valid: false, error: "body must be a JSON object" })
  })

  it("names every problem at once", () => {
    expect(validate({ ...validLead, id: "", contact: { ...validLead.contact, name: "", message: "" } }).error).toBe(
      "id must be a UUID; contact.name is required; contact.message is required",
    )
  })

  it("reads a body that arrives as JSON text, and refuses text that isn't JSON", () => {
    expect(validate(JSON.stringify(validLead)).valid).toBe(true)
    expect(validate("name=Ana")).toEqual({ valid: false, error: "body is not JSON" })
  })

  it("caps long values, folds line breaks in one-line fields and keeps only utm_ parameters", () => {
    const output = validate({
      ...validLead,
      utm: { utm_source: " news\nletter ", utm_medium: 5, gclid: "abc", utm_term: "" },
      contact: { ...validLead.contact, name: "Ana\r\nRuiz", company: "x".repeat(5000), message: "y".repeat(50000) },
    })
    expect(output.valid).toBe(true)
    expect(output.lead?.contact.name).toBe("Ana Ruiz")
    expect(output.lead?.contact.company).toHaveLength(200)
    expect(output.lead?.contact.message).toHaveLength(10000)
    expect(output.lead?.utm).toEqual({ utm_source: "news letter" })
  })

  it("validates each item when several arrive at once", () => {
    const [first, second] = runValidation(validLead, withContact({ email: "nope" }))
    expect(first?.valid).toBe(true)
    expect(second).toEqual({ valid: false, error: "contact.email is not an email address" })
  })
})

describe("the notification email", () => {
  it("has a subject with the name, the company and the service, leaving out what is empty", () => {
    expect(validate(validLead).email?.subject).toBe("New lead: Ana Ruiz (Ruiz Law) — AI Customer Support Agents")
    expect(validate(withContact({ company: "" })).email?.subject).toBe(
      "New lead: Ana Ruiz — AI Customer Support Agents",
    )
    expect(validate(withContact({ company: "", service: "" })).email?.subject).toBe("New lead: Ana Ruiz")
  })

  it("lists every detail of the lead in the plain text", () => {
    const text = validate({ ...validLead, utm: { ...validLead.utm, utm_term: "ai agents" } }).email?.text ?? ""
    for (const line of [
      "Name: Ana Ruiz",
      "Email: ana@ruizlaw.com",
      "Company: Ruiz Law",
      "Phone: —",
      "Service: AI Customer Support Agents",
      "Message:\nWe lose leads after 5 p.m.",
      "Page: https://www.example.com/contact",
      "Referrer: https://www.google.com/",
      "UTM source: google",
      "UTM medium: —",
      "UTM campaign: spring",
      "utm_term: ai agents",
      "Submitted at: 2026-11-24T09:30:00.000Z",
      `Lead id: ${validLead.id}`,
    ])
      expect(text).toContain(line)
  })

  it("escapes what the visitor typed in the HTML", () => {
    const output = validate(
      withContact({ name: '<img src=x onerror="alert(1)">', message: "Tom & Jerry's <b>shop</b>" }),
    )
    const html = output.email?.html ?? ""
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<b>")
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
    expect(html).toContain("Tom &amp; Jerry&#39;s &lt;b&gt;shop&lt;/b&gt;")
    expect(html).toContain("<td>ana@ruizlaw.com</td>")
    expect(html).toContain("<td>spring</td>")
  })

  it("sets Reply-To only to a plain address", () => {
    expect(validate(withContact({ email: '"Ana"<x>@ruizlaw.com' })).replyTo).toBe("")
  })
})
