import { emptyContactForm } from "~/lib/contact-form"
import { createLead, type Lead } from "~/lib/lead-outbox"

/** What Ana Ruiz typed into the contact form, untrimmed as typed. */
export const anasMessage = {
  ...emptyContactForm,
  name: " Ana Ruiz ",
  email: "ana@ruizlaw.com",
  message: "We lose leads after 5 p.m.",
}

export const sentAt = new Date("2026-11-24T09:30:00.000Z")

/** The lead the form makes of Ana's message, sent from the contact page after a search. */
export function anasLead(id = "0b6d1c9e-5d7c-4a8e-9f57-0c3f3f2a9b11", submittedAt = sentAt): Lead {
  return createLead(anasMessage, {
    page: "https://www.example.com/contact",
    referrer: "https://www.google.com/",
    language: "en",
    utm: { utm_source: "google" },
    spamTrap: { honeypot: "", elapsedMs: 41_250.4 },
    now: submittedAt,
    id,
  })
}
