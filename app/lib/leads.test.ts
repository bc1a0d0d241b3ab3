// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest"
import { emptyContactForm, isLikelySpam, minimumFillTimeMs } from "./contact-form"
import { createLead, deliverLead, LeadOutbox, resendKeptLeads } from "./leads"

const contact = {
  ...emptyContactForm,
  name: " Ana Ruiz ",
  email: "ana@ruizlaw.com",
  message: "We lose leads after 5 p.m.",
}
const now = new Date("2026-11-24T09:30:00.000Z")

function lead(id = "0b6d1c9e-5d7c-4a8e-9f57-0c3f3f2a9b11", submittedAt = now) {
  return createLead(contact, {
    page: "https://www.example.com/contact",
    referrer: "https://www.google.com/",
    utm: { utm_source: "google" },
    now: submittedAt,
    id,
  })
}

/** A webhook that answers each try with the next of `answers` (a status, or "drop" for no answer). */
function fakeWebhook(...answers: (number | "drop")[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const answer = answers[Math.min(calls.length, answers.length) - 1]
    if (answer === "drop") throw new TypeError("Failed to fetch")
    return new Response(null, { status: answer })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const noWait = vi.fn<(ms: number) => Promise<void>>(async () => {})

describe("a lead", () => {
  it("carries the fields trimmed, the page, an outside referrer, the campaign, the time and its id", () => {
    expect(lead()).toEqual({
      id: "0b6d1c9e-5d7c-4a8e-9f57-0c3f3f2a9b11",
      submittedAt: "2026-11-24T09:30:00.000Z",
      page: "https://www.example.com/contact",
      referrer: "https://www.google.com/",
      contact: { ...contact, name: "Ana Ruiz" },
      utm: { utm_source: "google" },
    })
  })

  it("leaves out a referrer that is the site itself, and gets a new UUID each time", () => {
    const inside = { page: "https://www.example.com/contact", referrer: "https://www.example.com/services", utm: {} }
    const first = createLead(contact, inside)
    expect(first.referrer).toBe("")
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(createLead(contact, inside).id).not.toBe(first.id)
  })
})

describe("the spam traps", () => {
  it("let a person through: hidden field empty, form sent after the minimum time", () => {
    expect(isLikelySpam({ honeypot: "", elapsedMs: minimumFillTimeMs + 1 })).toBe(false)
  })

  it("catch a filled hidden field, or a form sent too fast", () => {
    expect(isLikelySpam({ honeypot: "https://spam.example", elapsedMs: 60_000 })).toBe(true)
    expect(isLikelySpam({ honeypot: "", elapsedMs: minimumFillTimeMs - 1 })).toBe(true)
  })
})

describe("the outbox", () => {
  beforeEach(() => localStorage.clear())

  it("keeps leads across page loads until removed, once each", () => {
    new LeadOutbox().keep(lead("a"))
    new LeadOutbox().keep(lead("a"))
    new LeadOutbox().keep(lead("b"))
    expect(new LeadOutbox().list().map((kept) => kept.id)).toEqual(["a", "b"])
    new LeadOutbox().remove("a")
    expect(new LeadOutbox().list().map((kept) => kept.id)).toEqual(["b"])
    new LeadOutbox().remove("b")
    expect(localStorage.getItem("lead-outbox")).toBeNull()
  })

  it("forgets leads older than 30 days, and reads junk as empty", () => {
    const outbox = new LeadOutbox(localStorage, () => now.getTime())
    outbox.keep(lead("old", new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000)))
    outbox.keep(lead("new"))
    expect(outbox.list().map((kept) => kept.id)).toEqual(["new"])
    localStorage.setItem("lead-outbox", "{not json")
    expect(outbox.list()).toEqual([])
  })
})

describe("delivering a lead", () => {
  beforeEach(() => localStorage.clear())

  it("posts it as JSON with its id as the idempotency key, with keepalive, and forgets it once accepted", async () => {
    const webhook = fakeWebhook(200)
    const outbox = new LeadOutbox()
    const outcome = await deliverLead(lead(), "https://hooks.example.com/lead", { fetch: webhook.fetch, outbox })
    expect(outcome).toBe("sent")
    expect(webhook.calls).toHaveLength(1)
    const [call] = webhook.calls
    expect(call?.url).toBe("https://hooks.example.com/lead")
    expect(call?.init).toMatchObject({
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json", "Idempotency-Key": lead().id },
    })
    expect(JSON.parse(String(call?.init.body))).toEqual(lead())
    expect(outbox.list()).toEqual([])
  })

  it("retries on a 5xx, a 429 and a dropped connection, waiting 1 s, then 2 s, doubling", async () => {
    const webhook = fakeWebhook(500, "drop", 429, 201)
    const outcome = await deliverLead(lead(), "https://hooks.example.com/lead", { fetch: webhook.fetch, wait: noWait })
    expect(outcome).toBe("sent")
    expect(webhook.calls).toHaveLength(4)
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000])
    // Every try is the same lead, under the same key.
    expect(new Set(webhook.calls.map((call) => call.init.body)).size).toBe(1)
  })

  it("keeps a lead that never got through after 3 retries, for the next page", async () => {
    const webhook = fakeWebhook(503)
    const outbox = new LeadOutbox()
    const outcome = await deliverLead(lead(), "https://hooks.example.com/lead", {
      fetch: webhook.fetch,
      wait: noWait,
      outbox,
    })
    expect(outcome).toBe("kept")
    expect(webhook.calls).toHaveLength(4)
    expect(outbox.list()).toEqual([lead()])
  })

  it("does not retry, nor keep, a lead the webhook refuses as it is", async () => {
    const webhook = fakeWebhook(400)
    const outbox = new LeadOutbox()
    const outcome = await deliverLead(lead(), "https://hooks.example.com/lead", {
      fetch: webhook.fetch,
      wait: noWait,
      outbox,
    })
    expect(outcome).toBe("refused")
    expect(webhook.calls).toHaveLength(1)
    expect(outbox.list()).toEqual([])
  })

  it("sends kept leads again with the same id, and reports those that arrived", async () => {
    const outbox = new LeadOutbox()
    outbox.keep(lead("first"))
    outbox.keep(lead("second"))
    const webhook = fakeWebhook(200, 400)
    const delivered = await resendKeptLeads("https://hooks.example.com/lead", { fetch: webhook.fetch, outbox })
    expect(delivered.map((sent) => sent.id)).toEqual(["first"])
    expect(webhook.calls.map((call) => (call.init.headers as Record<string, string>)["Idempotency-Key"])).toEqual([
      "first",
      "second",
    ])
    expect(outbox.list()).toEqual([])
  })
})
