// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest"
import { anasLead, anasMessage, sentAt } from "~/test/lead"
import { isLikelySpam, minimumFillTimeMs } from "./contact-form"
import { createLead, LeadOutbox, outboxKey, type Lead } from "./lead-outbox"

const contact = anasMessage
const now = sentAt
const day = 24 * 60 * 60 * 1000
const lead = anasLead

/** A storage the browser refuses to write to, as a full one does. */
function fullStorage(): Storage {
  const storage = new Map<string, string>()
  return {
    get length() {
      return storage.size
    },
    clear: () => storage.clear(),
    getItem: (key) => storage.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void storage.delete(key),
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    },
  }
}

describe("a lead", () => {
  it("carries the fields trimmed, the page, an outside referrer, the language, the campaign, the traps, the time and its id", () => {
    expect(lead()).toEqual({
      id: "0b6d1c9e-5d7c-4a8e-9f57-0c3f3f2a9b11",
      submittedAt: "2026-11-24T09:30:00.000Z",
      page: "https://www.example.com/contact",
      referrer: "https://www.google.com/",
      language: "en",
      contact: { ...contact, name: "Ana Ruiz" },
      utm: { utm_source: "google" },
      spamTrap: { honeypot: "", elapsedMs: 41_250 },
    })
  })

  it("leaves out a referrer that is the site itself, or that is no address, and gets a new UUID each time", () => {
    const options = {
      page: "https://www.example.com/contact",
      language: "en",
      utm: {},
      spamTrap: { honeypot: "", elapsedMs: 9000 },
    }
    const first = createLead(contact, { ...options, referrer: "https://www.example.com/services" })
    const second = createLead(contact, { ...options, referrer: "not an address" })
    expect(first.referrer).toBe("")
    expect(second.referrer).toBe("")
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(first.id).not.toBe(second.id)
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
    const page = (held = new Map<string, Lead>()) => new LeadOutbox(localStorage, Date.now, held)
    expect(page().keep(lead("a"))).toBe(true)
    page().keep(lead("a"))
    page().keep(lead("b"))
    expect(
      page()
        .list()
        .map((kept) => kept.id),
    ).toEqual(["a", "b"])
    page().remove("a")
    expect(
      page()
        .list()
        .map((kept) => kept.id),
    ).toEqual(["b"])
    page().remove("b")
    expect(localStorage.getItem(outboxKey)).toBeNull()
  })

  it("never sends leads older than 30 days, and reads junk as empty", () => {
    const outbox = new LeadOutbox(localStorage, () => now.getTime(), new Map())
    outbox.keep(lead("old", new Date(now.getTime() - 31 * day)))
    outbox.keep(lead("new"))
    expect(outbox.list().map((kept) => kept.id)).toEqual(["new"])
    localStorage.setItem(outboxKey, "{not json")
    expect(new LeadOutbox(localStorage, () => now.getTime(), new Map()).list()).toEqual([])
  })

  it("deletes leads past 30 days from storage on any page, without another lead being written", () => {
    const stored = [
      lead("old", new Date(now.getTime() - 30 * day - 1)),
      lead("recent", new Date(now.getTime() - 29 * day)),
    ]
    localStorage.setItem(outboxKey, JSON.stringify(stored))
    new LeadOutbox(localStorage, () => now.getTime(), new Map()).deleteExpired()
    expect(JSON.parse(localStorage.getItem(outboxKey) ?? "[]")).toEqual([stored[1]])

    new LeadOutbox(localStorage, () => now.getTime() + 2 * day, new Map()).deleteExpired()
    expect(localStorage.getItem(outboxKey)).toBeNull()
  })

  it("deletes what is not a lead, or has no readable date, from storage", () => {
    localStorage.setItem(outboxKey, JSON.stringify([{ name: "junk" }, { ...lead("undated"), submittedAt: "soon" }]))
    new LeadOutbox(localStorage, () => now.getTime(), new Map()).deleteExpired()
    expect(localStorage.getItem(outboxKey)).toBeNull()
  })

  it("leaves storage untouched when nothing is past its age", () => {
    const text = JSON.stringify([lead("recent")])
    localStorage.setItem(outboxKey, text)
    new LeadOutbox(localStorage, () => now.getTime(), new Map()).deleteExpired()
    expect(localStorage.getItem(outboxKey)).toBe(text)
  })

  it("holds a lead in the page when the browser refuses storage, and says it could not store it", () => {
    const held = new Map<string, Lead>()
    const blocked = new LeadOutbox(null, () => now.getTime(), held)
    expect(blocked.keep(lead("a"))).toBe(false)
    expect(blocked.list().map((kept) => kept.id)).toEqual(["a"])
    blocked.remove("a")
    expect(blocked.list()).toEqual([])

    const full = new LeadOutbox(fullStorage(), () => now.getTime(), held)
    expect(full.keep(lead("b"))).toBe(false)
    expect(full.list().map((kept) => kept.id)).toEqual(["b"])
  })

  it("forgets, on the page too, a lead held past its age", () => {
    const held = new Map<string, Lead>()
    new LeadOutbox(null, () => now.getTime(), held).keep(lead("a"))
    const later = new LeadOutbox(null, () => now.getTime() + 31 * day, held)
    expect(later.list()).toEqual([])
    later.deleteExpired()
    expect(held.size).toBe(0)
  })
})
