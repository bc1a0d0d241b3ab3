import { contactFormWords } from "~/content/interface/contact-form"
import type { Translation } from "~/content/interface/translation"
import { formatNumber } from "~/lib/format"

/** What the visitor types; held in the form's own fields only and never sent anywhere. */
export interface ContactFormValues {
  name: string
  email: string
  company: string
  phone: string
  service: string
  message: string
}

export type ContactFormField = keyof ContactFormValues
export type ContactFormErrors = Partial<Record<ContactFormField, string>>

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  message: "",
}

export function contactFormValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form)
  const read = (field: ContactFormField) => {
    const value = data.get(field)
    return typeof value === "string" ? value : ""
  }
  return {
    name: read("name"),
    email: read("email"),
    company: read("company"),
    phone: read("phone"),
    service: read("service"),
    message: read("message"),
  }
}

/** The order fields appear in, so focus can go to the first one that needs fixing. */
export const contactFormFieldOrder: readonly ContactFormField[] = [
  "name",
  "email",
  "company",
  "phone",
  "service",
  "message",
]

/** The same rule as an `<input type="email">`: something@something.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Counted as `maxLength` counts (UTF-16 code units), trimmed. The lead intake refuses more (`FIELD_LIMITS` in
 * deploy/n8n/lead-intake.json, held equal by its test), so the form never lets through what it would refuse. 254 is
 * the longest address mail can deliver to (RFC 5321).
 */
export const contactFieldLimits = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  service: 100,
  message: 5000,
} as const satisfies Record<ContactFormField, number>

/** From this many characters left, the message field says how many remain: before that, a count is noise. */
export const messageRoomShownFrom = 500

/** Null until few enough are left to be worth showing; counted untrimmed, as `maxLength` counts. */
export function messageRoomLeft(message: string): number | null {
  const left = Math.max(0, contactFieldLimits.message - message.length)
  return left <= messageRoomShownFrom ? left : null
}

/** The lengths are checked here too: `maxLength` stops typing but not every paste, autofill or script. */
export function validateContactForm(
  values: ContactFormValues,
  copy: Translation<typeof contactFormWords> = contactFormWords,
): ContactFormErrors {
  const { fields } = copy
  const errors: ContactFormErrors = {}
  if (!values.name.trim()) errors.name = fields.name.required
  const email = values.email.trim()
  if (!email) errors.email = fields.email.required
  else if (!emailPattern.test(email)) errors.email = fields.email.invalid
  if (!values.message.trim()) errors.message = fields.message.required
  for (const field of contactFormFieldOrder) {
    // Trimmed, as the lead is sent (lib/lead-outbox.ts) and as the intake counts.
    const length = values[field].trim().length
    const max = contactFieldLimits[field]
    if (!errors[field] && length > max) errors[field] = copy.tooLong(formatNumber(max), formatNumber(length))
  }
  return errors
}

/**
 * Nobody opens a page, finds the form, fills it and sends it in three seconds. Counted from the page's start, not
 * from hydration, so neither a slow phone nor a quick autofill makes a person look like a program.
 */
export const minimumFillTimeMs = 3000

/** A name a form-filling program fills and autofill does not (unlike "website" or "url", which identity cards fill). */
export const honeypotFieldName = "subject_line"

export function isLikelySpam({ honeypot, elapsedMs }: { honeypot: string; elapsedMs: number }): boolean {
  return honeypot.trim() !== "" || elapsedMs < minimumFillTimeMs
}
