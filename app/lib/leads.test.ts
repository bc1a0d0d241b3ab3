// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest"
import { anasLead as lead, sentAt } from "~/test/lead"
import { LeadOutbox, type Lead } from "./lead-outbox"
import { deliverLead, parseRetryAfter, resendKeptLeads } from "./leads"

type Answer = number | "drop" | { status: number; retryAfter: string }

/** A webhook that answers each try with the next of `answers` (a status, "drop" for no answer, or a status with Retry-After). */
function fakeWebhook(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const answer = answers[Math.min(calls.length, answers.length) - 1] ?? 200
    if (answer === "drop") throw new TypeError("Failed to fetch")
    if (typeof answer === "number") return new Response(null, { status: answer })
    return new Response(null, { status: answer.status, headers: { "Retry-After": answer.retryAfter } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const url = "https://hooks.example.com/lead"
const noWait = vi.fn<(ms: number) => Promise<void>>(async () => {})
/** A fresh outbox over local storage, with its own page memory. */
const freshOutbox = () => new LeadOutbox(localStorage, () => sentAt.getTime(), new Map<string, Lead>())

/** Keeps the lead as the form does, then delivers it. */
async function keepAndDeliver(outbox: LeadOutbox, ...answers: Answer[]) {
  const webhook = fakeWebhook(...answers)
  outbox.keep(lead())
  const outcome = await deliverLead(lead(), url, { fetch: webhook.fetch, wait: noWait, outbox })
  return { outcome, webhook }
}

describe("delivering a kept lead", () => {
  beforeEach(() => {
    localStorage.clear()
    noWait.mockClear()
  })

  it("posts it as JSON with its id as the idempotency key, with keepalive and a timeout, and forgets it once accepted", async () => {
    const outbox = freshOutbox()
    const { outcome, webhook } = await keepAndDeliver(outbox, 200)
    expect(outcome).toBe("sent")
    expect(webhook.calls).toHaveLength(1)
    const [call] = webhook.calls
    expect(call?.url).toBe(url)
    expect(call?.init).toMatchObject({
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json", "Idempotency-Key": lead().id },
    })
    expect(call?.init.signal).toBeInstanceOf(AbortSignal)
    expect(JSON.parse(String(call?.init.body))).toEqual(lead())
    expect(outbox.list()).toEqual([])
    expect(localStorage.getItem("lead-outbox")).toBeNull()
  })

  it("retries on a 5xx, a 429 and a dropped connection, waiting 1 s, then 2 s, doubling", async () => {
    const { outcome, webhook } = await keepAndDeliver(freshOutbox(), 500, "drop", 429, 201)
    expect(outcome).toBe("sent")
    expect(webhook.calls).toHaveLength(4)
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000])
    // Every try is the same lead, under the same key.
    expect(new Set(webhook.calls.map((call) => call.init.body)).size).toBe(1)
  })

  it.each([404, 401, 403, 405, 408, 409, 410, 429, 500, 502, 503, 504])(
    "keeps the lead when the webhook answers %i every time: it is not ready, the lead is not at fault",
    async (status) => {
      const outbox = freshOutbox()
      const { outcome, webhook } = await keepAndDeliver(outbox, status)
      expect(outcome).toBe("kept")
      expect(webhook.calls).toHaveLength(4)
      expect(outbox.list()).toEqual([lead()])
      expect(localStorage.getItem("lead-outbox")).toContain(lead().id)
    },
  )

  it("delivers after a 404 from a workflow being redeployed", async () => {
    const { outcome, webhook } = await keepAndDeliver(freshOutbox(), 404, 200)
    expect(outcome).toBe("sent")
    expect(webhook.calls).toHaveLength(2)
  })

  it("keeps the lead when every try times out", async () => {
    const timedOut = vi.fn(async () => {
      throw new DOMException("The operation timed out.", "TimeoutError")
    })
    const outbox = freshOutbox()
    outbox.keep(lead())
    const outcome = await deliverLead(lead(), url, {
      fetch: timedOut as unknown as typeof fetch,
      wait: noWait,
      outbox,
    })
    expect(outcome).toBe("kept")
    expect(timedOut).toHaveBeenCalledTimes(4)
    expect(outbox.list()).toEqual([lead()])
  })

  it.each([400, 413, 422])("drops a lead the webhook refuses as it is (%i), without retrying", async (status) => {
    const outbox = freshOutbox()
    const { outcome, webhook } = await keepAndDeliver(outbox, status)
    expect(outcome).toBe("refused")
    expect(webhook.calls).toHaveLength(1)
    expect(outbox.list()).toEqual([])
  })

  it("waits as long as Retry-After asks, when that is longer than its own wait", async () => {
    const { outcome } = await keepAndDeliver(
      freshOutbox(),
      { status: 503, retryAfter: "5" },
      { status: 429, retryAfter: "1" },
      200,
    )
    expect(outcome).toBe("sent")
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([5000, 2000])
  })

  it("stops trying on this page when Retry-After asks for more than 30 s, and keeps the lead for later", async () => {
    const outbox = freshOutbox()
    const { outcome, webhook } = await keepAndDeliver(outbox, { status: 503, retryAfter: "120" })
    expect(outcome).toBe("kept")
    expect(webhook.calls).toHaveLength(1)
    expect(noWait).not.toHaveBeenCalled()
    expect(outbox.list()).toEqual([lead()])
  })

  it("sends a lead once at a time: a resend started meanwhile leaves it to the delivery under way", async () => {
    let answer: (response: Response) => void = () => {}
    const slow = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    const outbox = freshOutbox()
    outbox.keep(lead())
    const first = deliverLead(lead(), url, { fetch: slow as unknown as typeof fetch, outbox })
    const resent = await resendKeptLeads(url, { fetch: slow as unknown as typeof fetch, outbox })
    expect(resent).toEqual([])
    answer(new Response(null, { status: 200 }))
    expect(await first).toBe("sent")
    expect(slow).toHaveBeenCalledOnce()
  })

  it("sends kept leads again with the same id, and reports those that arrived", async () => {
    const outbox = freshOutbox()
    outbox.keep(lead("first"))
    outbox.keep(lead("second"))
    const webhook = fakeWebhook(200, 422)
    const delivered = await resendKeptLeads(url, { fetch: webhook.fetch, outbox })
    expect(delivered.map((sent) => sent.id)).toEqual(["first"])
    expect(webhook.calls.map((call) => (call.init.headers as Record<string, string>)["Idempotency-Key"])).toEqual([
      "first",
      "second",
    ])
    expect(outbox.list()).toEqual([])
  })

  it("sends a lead the browser would not store, from the page's memory", async () => {
    const outbox = new LeadOutbox(null, () => sentAt.getTime(), new Map<string, Lead>())
    const { outcome, webhook } = await keepAndDeliver(outbox, 200)
    expect(outcome).toBe("sent")
    expect(JSON.parse(String(webhook.calls[0]?.init.body))).toEqual(lead())
    expect(outbox.list()).toEqual([])
  })
})

describe("Retry-After", () => {
  const now = Date.parse("2026-11-24T09:30:00Z")
  it("reads seconds and HTTP dates, and ignores what it cannot read", () => {
    expect(parseRetryAfter("7", now)).toBe(7000)
    expect(parseRetryAfter("Tue, 24 Nov 2026 09:30:12 GMT", now)).toBe(12_000)
    expect(parseRetryAfter("Tue, 24 Nov 2026 09:29:00 GMT", now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter("soon", now)).toBeUndefined()
    expect(parseRetryAfter("-5", now)).toBeUndefined()
  })
})
