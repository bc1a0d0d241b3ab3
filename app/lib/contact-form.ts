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

/** The form's current values, read from its fields (named after `ContactFormValues`' keys). */
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
 * The most characters each field may hold, trimmed and counted as `maxLength` counts them (UTF-16
 * code units). The lead intake refuses a lead with more (`FIELD_LIMITS` in
 * deploy/n8n/lead-intake.json, which its test holds equal to these), so the fields' `maxLength` and
 * validateContactForm read them here: the form never lets through what the intake would refuse.
 * 254 is the longest address mail can deliver to (RFC 5321); the others leave room for any real name,
 * company, phone number or service title, and for a long first message.
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

/**
 * How many characters the message may still take, once few enough are left to be worth showing
 * (`messageRoomShownFrom`); otherwise null. Counted untrimmed, as the field's `maxLength` counts.
 */
export function messageRoomLeft(message: string): number | null {
  const left = Math.max(0, contactFieldLimits.message - message.length)
  return left <= messageRoomShownFrom ? left : null
}

/**
 * The rules of the specification: Full Name and Message are required, Email Address is required
 * and must be an email address; Company Name, Phone Number and Service are optional. The
 * specification shows no length limits; these are the lead intake's (`contactFieldLimits`), checked
 * here too because `maxLength` stops typing but not every paste, autofill or script.
 */
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
 * Anti-spam: a form sent sooner than this after the page started loading was filled by a program.
 * Nobody opens a page, finds the form, fills it (even by the browser's autofill) and sends it in
 * three seconds. Counted from the page's start, not from when the form's code arrived, so neither
 * a slow phone nor a quick autofill after hydration makes a person look like a program.
 */
export const minimumFillTimeMs = 3000

/**
 * The hidden field people never see and programs fill in. Its name means something to a program
 * that fills every field, and nothing to the browser's or a password manager's autofill (unlike
 * "website" or "url", which their identity cards fill); the attributes beside it in the form tell
 * the common password managers to leave it alone.
 */
export const honeypotFieldName = "subject_line"

/** True when a submit is a bot's: the honeypot has a value, or the form was sent too fast. */
export function isLikelySpam({ honeypot, elapsedMs }: { honeypot: string; elapsedMs: number }): boolean {
  return honeypot.trim() !== "" || elapsedMs < minimumFillTimeMs
}
