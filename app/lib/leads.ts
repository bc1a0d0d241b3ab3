import { LeadOutbox, type Lead } from "./lead-outbox"
import { retryPolicy, RetryAfter, withRetries, type RetryPolicy } from "./retry"

/**
 * A webhook not ready (no answer, 404 while a workflow is redeployed, 401/403 from a misconfigured
 * proxy, 408, 429, 5xx) only delays a kept lead: it is sent again with the same id, so the receiver
 * can drop duplicates. Only a refusal of the lead itself (400, 413, 422) drops it.
 */
export type DeliveryOutcome = "sent" | "kept" | "refused"

const refusalStatuses = new Set([400, 413, 422])

export const deliveryTimeoutMs = 15_000

/** The largest body `keepalive` allows (64 KiB for all of a page's pending requests), with room to spare. */
const keepaliveLimitBytes = 60_000

/** A resend started meanwhile (back online, say) leaves these to the send under way. */
const sending = new Set<string>()

export interface DeliveryOptions {
  outbox?: LeadOutbox
  fetch?: typeof globalThis.fetch
  wait?: (ms: number) => Promise<void>
  policy?: RetryPolicy
}

/** With the spec's retry policy or the webhook's Retry-After; `keepalive` lets a try finish after the visitor leaves. */
export async function deliverLead(
  lead: Lead,
  webhookUrl: string,
  { outbox = new LeadOutbox(), fetch = globalThis.fetch, wait, policy = retryPolicy }: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  if (sending.has(lead.id)) return "kept"
  sending.add(lead.id)
  try {
    const body = JSON.stringify(lead)
    const answer = await withRetries(() => post(fetch, webhookUrl, lead.id, body), policy, wait).catch(
      () => "kept" as const,
    )
    if (answer === "kept") return "kept"
    outbox.remove(lead.id)
    return answer === "accepted" ? "sent" : "refused"
  } finally {
    sending.delete(lead.id)
  }
}

/** Returns the leads the webhook has now accepted. */
export async function resendKeptLeads(webhookUrl: string, options: DeliveryOptions = {}): Promise<Lead[]> {
  const outbox = options.outbox ?? new LeadOutbox()
  const delivered: Lead[] = []
  for (const lead of outbox.list()) {
    if ((await deliverLead(lead, webhookUrl, { ...options, outbox })) === "sent") delivered.push(lead)
  }
  return delivered
}

/** Throws, for `withRetries`, when the webhook was not ready. */
async function post(
  fetch: typeof globalThis.fetch,
  url: string,
  id: string,
  body: string,
): Promise<"accepted" | "refused"> {
  let response: Response
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": id },
      body,
      keepalive: new Blob([body]).size <= keepaliveLimitBytes,
      credentials: "omit",
      mode: "cors",
      signal: AbortSignal.timeout(deliveryTimeoutMs),
    })
  } catch {
    // No answer in time: offline, the connection dropped, or the webhook does not allow this site (CORS).
    throw new Error("The webhook did not answer")
  }
  if (response.ok) return "accepted"
  if (refusalStatuses.has(response.status)) return "refused"
  const retryAfterMs = parseRetryAfter(response.headers.get("Retry-After"))
  if (retryAfterMs !== undefined) throw new RetryAfter(retryAfterMs)
  throw new Error(`The webhook answered ${response.status}`)
}

/** Seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its weekday and month; anything else (a negative number, say) is no date.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
