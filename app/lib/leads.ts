import type { Campaign } from "./booking"
import type { ContactFormValues } from "./contact-form"
import { retryPolicy, withRetries, type RetryPolicy } from "./retry"

/**
 * Lead delivery (optional, VITE_LEAD_WEBHOOK_URL): what the contact form posts to the agency's
 * webhook besides opening the booking calendar, and how it makes sure the lead arrives. The lead
 * is kept in the browser (the outbox) before the first try and removed only once the webhook has
 * accepted it; a lead still there is sent again on the visitor's next page load with the same id,
 * so the receiver can drop duplicates (deploy/n8n/lead-intake.json does).
 */

/** The JSON body posted to the webhook; `id` is also sent as the Idempotency-Key header. */
export interface Lead {
  /** The idempotency key: the same for every try and every resend of this lead. */
  id: string
  /** When the visitor pressed Send, ISO 8601. */
  submittedAt: string
  /** The address of the page the form was sent from. */
  page: string
  /** The page the visitor came from, when it was another site; "" otherwise. */
  referrer: string
  contact: ContactFormValues
  /** The campaign (UTM) parameters of the address the visitor landed on. */
  utm: Campaign
}

/** How a delivery ended, for the visitor's toast. */
export type DeliveryOutcome =
  /** The webhook accepted it (2xx). */
  | "sent"
  /** It did not arrive after every retry; it is kept and sent again on the next page load. */
  | "kept"
  /** The webhook refused it as it is (a 4xx other than 408 or 429): sending it again would not help. */
  | "refused"

/** Leads kept in the browser at most this long, and at most this many: enough for any visitor. */
const outboxLimits = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, maxLeads: 10 } as const

const outboxKey = "lead-outbox"

/** A new lead from what the visitor sent, where from, and the campaign that brought them. */
export function createLead(
  contact: ContactFormValues,
  {
    page,
    referrer,
    utm,
    now = new Date(),
    id = newLeadId(),
  }: {
    page: string
    referrer: string
    utm: Campaign
    now?: Date
    id?: string
  },
): Lead {
  const trimmed: ContactFormValues = {
    name: contact.name.trim(),
    email: contact.email.trim(),
    company: contact.company.trim(),
    phone: contact.phone.trim(),
    service: contact.service.trim(),
    message: contact.message.trim(),
  }
  const fromElsewhere = referrer !== "" && new URL(referrer).origin !== new URL(page).origin
  return { id, submittedAt: now.toISOString(), page, referrer: fromElsewhere ? referrer : "", contact: trimmed, utm }
}

/** A random UUID (version 4); also where `crypto.randomUUID` is missing (a page served over http). */
function newLeadId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = [...crypto.getRandomValues(new Uint8Array(16))]
  // The version (4) and variant bits that make these random bytes a UUID.
  const hex = bytes
    .map((byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The leads not yet accepted by the webhook, kept in local storage across visits. */
export class LeadOutbox {
  constructor(
    private readonly storage: Storage | undefined = globalThis.localStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept leads, oldest first, without those too old to send. */
  list(): Lead[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(outboxKey) ?? "[]")
      if (!Array.isArray(parsed)) return []
      return parsed.filter(
        (lead): lead is Lead => isLead(lead) && this.now() - Date.parse(lead.submittedAt) <= outboxLimits.maxAgeMs,
      )
    } catch {
      return []
    }
  }

  keep(lead: Lead): void {
    this.write([...this.list().filter((kept) => kept.id !== lead.id), lead].slice(-outboxLimits.maxLeads))
  }

  remove(id: string): void {
    this.write(this.list().filter((kept) => kept.id !== id))
  }

  private write(leads: Lead[]): void {
    try {
      if (leads.length === 0) this.storage?.removeItem(outboxKey)
      else this.storage?.setItem(outboxKey, JSON.stringify(leads))
    } catch {
      // Storage full or blocked: the lead is still tried now, only not kept for later.
    }
  }
}

function isLead(value: unknown): value is Lead {
  if (!value || typeof value !== "object") return false
  const lead = value as Partial<Lead>
  return (
    typeof lead.id === "string" &&
    typeof lead.submittedAt === "string" &&
    typeof lead.page === "string" &&
    typeof lead.contact === "object" &&
    lead.contact !== null
  )
}

export interface DeliveryOptions {
  outbox?: LeadOutbox
  fetch?: typeof globalThis.fetch
  wait?: (ms: number) => Promise<void>
  policy?: RetryPolicy
}

/**
 * Posts a lead to the webhook: kept in the outbox first, then tried with the specification's
 * retry policy (3 retries, from 1 s, doubling, at most 30 s) on a network error, a 5xx, 408 or
 * 429. `keepalive` lets a try finish after the visitor leaves the page.
 */
export async function deliverLead(
  lead: Lead,
  webhookUrl: string,
  { outbox = new LeadOutbox(), fetch = globalThis.fetch, wait, policy = retryPolicy }: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  outbox.keep(lead)
  const body = JSON.stringify(lead)
  const tryOnce = async () => {
    const answer = await post(fetch, webhookUrl, lead.id, body)
    if (answer === "retry") throw new Error("The webhook did not take the lead this time")
    return answer
  }
  const answer = await withRetries(tryOnce, policy, wait).catch(() => "kept" as const)
  if (answer === "kept") return "kept"
  outbox.remove(lead.id)
  return answer === "accepted" ? "sent" : "refused"
}

/** Sends again every lead kept from an earlier page; returns those the webhook has now accepted. */
export async function resendKeptLeads(webhookUrl: string, options: DeliveryOptions = {}): Promise<Lead[]> {
  const outbox = options.outbox ?? new LeadOutbox()
  const delivered: Lead[] = []
  for (const lead of outbox.list()) {
    if ((await deliverLead(lead, webhookUrl, { ...options, outbox })) === "sent") delivered.push(lead)
  }
  return delivered
}

/** The largest body `keepalive` allows (64 KiB for all of a page's pending requests), with room to spare. */
const keepaliveLimitBytes = 60_000

async function post(
  fetch: typeof globalThis.fetch,
  url: string,
  id: string,
  body: string,
): Promise<"accepted" | "refused" | "retry"> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": id },
      body,
      keepalive: new Blob([body]).size <= keepaliveLimitBytes,
      credentials: "omit",
      mode: "cors",
    })
    if (response.ok) return "accepted"
    const isWorthRetrying = response.status >= 500 || response.status === 408 || response.status === 429
    return isWorthRetrying ? "retry" : "refused"
  } catch {
    // No answer: offline, the connection dropped, or the webhook does not allow this site (CORS).
    return "retry"
  }
}
