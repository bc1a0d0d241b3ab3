import type { Campaign } from "./booking"
import { browserStorage } from "./browser-storage"
import type { ContactFormValues } from "./contact-form"

/**
 * The lead and the outbox that keeps it (VITE_LEAD_WEBHOOK_URL): what the contact form stores the
 * moment Send is pressed, before any code is loaded or any request made, so nothing that can fail
 * afterwards (no network, a script removed by a newer deploy, a webhook being redeployed) loses
 * it. The delivery itself (lib/leads.ts) loads later and removes a lead only once the webhook has
 * it, or has refused it as it is. Loaded by the contact form and by every page's start
 * (app/deferred/lead-outbox-module.ts), which also deletes leads past their age on every page.
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
  /** The language of the page the form was sent from (its `lang`), such as "en". */
  language: string
  contact: ContactFormValues
  /** The campaign (UTM) parameters of the address the visitor landed on. */
  utm: Campaign
  /**
   * What the browser's spam traps saw, for the webhook to check again (deploy/n8n/lead-intake.json):
   * the hidden field's value and the time from the page's start to Send.
   */
  spamTrap: { honeypot: string; elapsedMs: number }
}

/** Leads kept in the browser at most this long, and at most this many: enough for any visitor. */
export const outboxLimits = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, maxLeads: 10 } as const

export const outboxKey = "lead-outbox"

/** A new lead from what the visitor sent, where from, and the campaign that brought them. */
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

/**
 * The leads this page holds in memory: every lead kept here, so one the browser would not store
 * (site data blocked, storage full) is still sent, and sent again when the page is back online.
 */
const heldByThisPage = new Map<string, Lead>()

/**
 * The leads not yet accepted by the webhook: in local storage across visits, and in this page's
 * memory. Leads older than 30 days are never sent, and are deleted by `deleteExpired`.
 */
export class LeadOutbox {
  constructor(
    /** null: none (the browser refused it). */
    private readonly storage: Storage | null = browserStorage("localStorage") ?? null,
    private readonly now: () => number = Date.now,
    private readonly held: Map<string, Lead> = heldByThisPage,
  ) {}

  /** The kept leads, oldest first, without those too old to send. */
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

  /**
   * Deletes the leads past their age from the browser (run on every page), so nothing the visitor
   * typed stays longer than the privacy policy says, whether or not another lead is ever sent.
   */
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

  /** True when the storage now holds exactly `leads`. */
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
