import { contactForm } from "~/content/interface/contact-form"
import type { Translation } from "~/content/interface/translation"

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
 * The rules of the specification: Full Name and Message are required, Email Address is required
 * and must be an email address; Company Name, Phone Number and Service are optional.
 */
export function validateContactForm(
  values: ContactFormValues,
  fields: Translation<typeof contactForm.fields> = contactForm.fields,
): ContactFormErrors {
  const errors: ContactFormErrors = {}
  if (!values.name.trim()) errors.name = fields.name.required
  const email = values.email.trim()
  if (!email) errors.email = fields.email.required
  else if (!emailPattern.test(email)) errors.email = fields.email.invalid
  if (!values.message.trim()) errors.message = fields.message.required
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
