import type { Campaign } from "./booking"
import { browserStorage } from "./browser-storage"
import type { ContactFormValues } from "./contact-form"

/**
 * The contact form stores a lead the moment Send is pressed, before any code is loaded or request
 * made, so nothing that fails afterwards (no network, a script removed by a newer deploy, a webhook
 * being redeployed) loses it; the delivery removes it only once the webhook has it or refused it.
 */

/** The JSON body posted to the webhook; `id` is also sent as the Idempotency-Key header. */
export interface Lead {
  /** The same for every try and every resend of this lead. */
  id: string
  /** ISO 8601. */
  submittedAt: string
  page: string
  /** The page the visitor came from when it was another site; "" otherwise. */
  referrer: string
  /** The page's `lang`, such as "en". */
  language: string
  contact: ContactFormValues
  utm: Campaign
  /** The hidden field's value and the time from the page's start to Send, for the webhook to check again. */
  spamTrap: { honeypot: string; elapsedMs: number }
}

/** Leads kept in the browser at most this long, and at most this many: enough for any visitor. */
export const outboxLimits = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, maxLeads: 10 } as const

export const outboxKey = "lead-outbox"

export function createLead(
  contact: ContactFormValues,
  {
    page,
    referrer,
    language,
    utm,
    spamTrap,
    now = new Date(),
    id = newLeadId(),
  }: {
    page: string
    referrer: string
    language: string
    utm: Campaign
    spamTrap: Lead["spamTrap"]
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
  return {
    id,
    submittedAt: now.toISOString(),
    page,
    referrer: isFromElsewhere(referrer, page) ? referrer : "",
    language,
    contact: trimmed,
    utm,
    spamTrap: { honeypot: spamTrap.honeypot, elapsedMs: Math.round(spamTrap.elapsedMs) },
  }
}

function isFromElsewhere(referrer: string, page: string): boolean {
  if (!URL.canParse(referrer)) return false
  return new URL(referrer).origin !== new URL(page).origin
}

/** A UUID v4 also where `crypto.randomUUID` is missing (a page served over http). */
function newLeadId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = [...crypto.getRandomValues(new Uint8Array(16))]
  const hex = bytes
    .map((byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Held in memory too, so a lead the browser would not store (site data blocked, storage full) is still sent. */
const heldByThisPage = new Map<string, Lead>()

/** The leads not yet accepted by the webhook, across visits; those past `outboxLimits.maxAgeMs` are never sent. */
export class LeadOutbox {
  constructor(
    /** null when the browser refused it. */
    private readonly storage: Storage | null = browserStorage("localStorage") ?? null,
    private readonly now: () => number = Date.now,
    private readonly held: Map<string, Lead> = heldByThisPage,
  ) {}

  /** Oldest first. */
  list(): Lead[] {
    const stored = this.stored()
    const storedIds = new Set(stored.map((lead) => lead.id))
    const onlyHeld = [...this.held.values()].filter((lead) => !storedIds.has(lead.id))
    return [...stored, ...onlyHeld].filter((lead) => !this.isExpired(lead))
  }

  /** Keeps a lead until `remove`; true when it was stored for later visits, false when only this page holds it. */
  keep(lead: Lead): boolean {
    this.held.set(lead.id, lead)
    const others = this.stored().filter((kept) => kept.id !== lead.id && !this.isExpired(kept))
    return this.write([...others, lead].slice(-outboxLimits.maxLeads))
  }

  remove(id: string): void {
    this.held.delete(id)
    const stored = this.stored()
    if (stored.some((lead) => lead.id === id)) this.write(stored.filter((kept) => kept.id !== id))
  }

  /** Run on every page, so nothing typed stays longer than the privacy policy says, whether or not a lead is sent. */
  deleteExpired(): void {
    for (const lead of this.held.values()) if (this.isExpired(lead)) this.held.delete(lead.id)
    const raw = this.readRaw()
    if (raw === null) return
    const current = this.stored().filter((lead) => !this.isExpired(lead))
    // Rewritten only when something goes: an expired lead, or junk left by hand or an older version.
    if (raw !== (current.length === 0 ? null : JSON.stringify(current))) this.write(current)
  }

  /** Past its age; a date that does not read as one counts as past. */
  private isExpired(lead: Lead): boolean {
    const age = this.now() - Date.parse(lead.submittedAt)
    return !(age <= outboxLimits.maxAgeMs)
  }

  private readRaw(): string | null {
    try {
      return this.storage?.getItem(outboxKey) ?? null
    } catch {
      return null
    }
  }

  /** Every stored lead, expired or not; junk reads as none. */
  private stored(): Lead[] {
    try {
      const parsed: unknown = JSON.parse(this.readRaw() ?? "[]")
      return Array.isArray(parsed) ? parsed.filter(isLead) : []
    } catch {
      return []
    }
  }

  private write(leads: Lead[]): boolean {
    if (!this.storage) return false
    try {
      if (leads.length === 0) this.storage.removeItem(outboxKey)
      else this.storage.setItem(outboxKey, JSON.stringify(leads))
      return true
    } catch {
      // Storage full or refused: this page still holds the lead and sends it; the caller says so.
      return false
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
