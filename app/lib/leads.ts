import { LeadOutbox, type Lead } from "./lead-outbox"
import { retryPolicy, RetryAfter, withRetries, type RetryPolicy } from "./retry"

/**
 * Lead delivery (optional, VITE_LEAD_WEBHOOK_URL): how a lead already kept in the outbox
 * (lib/lead-outbox.ts) reaches the agency's webhook. It stays kept until the webhook has it; a
 * webhook that is not ready (no answer, a timeout, 404 while a workflow is redeployed, 401/403
 * from a misconfigured proxy, 408, 429, 5xx) only delays it, and it is sent again with the same id
 * when the page is back online or on the visitor's next page, so the receiver can drop duplicates
 * (deploy/n8n/lead-intake.json does). Only a refusal of the lead itself drops it.
 */

/** How a delivery ended, for the visitor's toast. */
export type DeliveryOutcome =
  /** The webhook accepted it (2xx). */
  | "sent"
  /** It has not arrived yet; it stays kept and is sent again later. */
  | "kept"
  /** The webhook refused the lead itself (400, 413, 422): sending it again would not help. */
  | "refused"

/** The answers that refuse the lead as it is: malformed, too large, or failing the webhook's checks. */
const refusalStatuses = new Set([400, 413, 422])

/** How long one try may take before it counts as no answer. */
export const deliveryTimeoutMs = 15_000

/** The largest body `keepalive` allows (64 KiB for all of a page's pending requests), with room to spare. */
const keepaliveLimitBytes = 60_000

/** The leads this page is sending now: a resend started meanwhile (back online, say) leaves them to it. */
const sending = new Set<string>()

export interface DeliveryOptions {
  outbox?: LeadOutbox
  fetch?: typeof globalThis.fetch
  wait?: (ms: number) => Promise<void>
  policy?: RetryPolicy
}

/**
 * Posts a kept lead to the webhook with the specification's retry policy (3 retries, from 1 s,
 * doubling, at most 30 s, or what the webhook's Retry-After asks), then removes it from the outbox
 * if the webhook accepted or refused it. `keepalive` lets a try finish after the visitor leaves.
 */
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

/** Sends again every lead still kept; returns those the webhook has now accepted. */
export async function resendKeptLeads(webhookUrl: string, options: DeliveryOptions = {}): Promise<Lead[]> {
  const outbox = options.outbox ?? new LeadOutbox()
  const delivered: Lead[] = []
  for (const lead of outbox.list()) {
    if ((await deliverLead(lead, webhookUrl, { ...options, outbox })) === "sent") delivered.push(lead)
  }
  return delivered
}

/** One try: the webhook's verdict, or an error (thrown for `withRetries`) when it was not ready. */
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

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its weekday and month; anything else (a negative number, say) is no date.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
