import { useEffect, useRef, useState, type FormEvent } from "react"
import { ActionButton } from "~/components/action-button"
import { Button } from "~/components/ui/button"
import { controlClassName, FormField } from "~/components/ui/form-field"
import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import type { contactFormWords as contactFormCopy } from "~/content/interface/contact-form"
import type { Translation } from "~/content/interface/translation"
import type { bookingWords } from "~/content/interface/voice"
import { openBookingCalendar } from "~/lib/actions"
import { track } from "~/lib/analytics/events"
import {
  contactFieldLimits,
  contactFormFieldOrder,
  contactFormValues,
  honeypotFieldName,
  isLikelySpam,
  messageRoomLeft,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from "~/lib/contact-form"
import { rememberedCampaign } from "~/lib/campaign"
import { formatNumber } from "~/lib/format"
import { createLead, LeadOutbox, type Lead } from "~/lib/lead-outbox"
import { notify, prepareToasts } from "~/lib/toast"

type ContactFormProps = {
  copy: Translation<typeof contactFormCopy>
  /** The toast once the booking calendar has opened. */
  bookingOpened: Translation<typeof bookingWords.opened>
  /** The page's language: the booking calendar opens in it. */
  locale: Locale
  /** Id of the heading that names the form. */
  labelledBy: string
  /** Where leads are posted; the build's setting unless a test says otherwise. */
  webhookUrl?: string | null
}

/** The one-line fields, in the form's order: their type and what the browser may fill them with. */
const lineFields = [
  { name: "name", type: "text", autoComplete: "name", isRequired: true },
  { name: "email", type: "email", autoComplete: "email", isRequired: true },
  { name: "company", type: "text", autoComplete: "organization", isRequired: false },
  { name: "phone", type: "tel", autoComplete: "tel", isRequired: false },
] as const

/**
 * The message form. A valid submit opens the booking calendar in a new tab, during the click so
 * popup blockers allow it, with what the visitor typed as prefill; then the form is cleared and a
 * toast confirms. By default it sends nothing else; with a lead webhook configured
 * (VITE_LEAD_WEBHOOK_URL) it also keeps the lead in the browser, posts it there and says whether it
 * arrived (lib/send-lead.ts), unless a spam trap caught it. Invalid fields say what to fix beside them,
 * and focus moves to the first one. No field takes more than the lead intake accepts
 * (`contactFieldLimits`), and the message says how much room is left once little is. Without
 * JavaScript the form could do nothing, so booking and email are offered in its place.
 */
export function ContactForm({
  copy,
  bookingOpened,
  locale,
  labelledBy,
  webhookUrl = site.leadWebhookUrl,
}: ContactFormProps) {
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const [hasTriedToSubmit, setHasTriedToSubmit] = useState(false)
  // Null until few characters are left, so typing an ordinary message re-renders nothing.
  const [messageRoom, setMessageRoom] = useState<number | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // With lead delivery, its code loads once the visitor is on the form (already, if they began
  // before it hydrated), so a connection lost before Send does not keep it from running.
  useEffect(() => {
    const element = form.current
    if (!webhookUrl || !element) return
    if (element.contains(document.activeElement)) return prepareDelivery()
    element.addEventListener("focusin", prepareDelivery, { once: true })
    return () => element.removeEventListener("focusin", prepareDelivery)
  }, [webhookUrl])
  const { fields } = copy
  const errorCount = Object.keys(errors).length
  const marks = { required: copy.requiredMark, optional: copy.optionalMark }

  const handleInput = (event: FormEvent<HTMLFormElement>) => {
    const { target } = event
    if (target instanceof HTMLTextAreaElement && target.name === "message")
      setMessageRoom(messageRoomLeft(target.value))
    // Once the visitor has tried to send, messages follow their corrections as they type.
    if (hasTriedToSubmit && form.current) setErrors(validateContactForm(contactFormValues(form.current), copy))
  }

  // The values live in the fields themselves (uncontrolled, named after ContactFormValues), so
  // whatever the visitor typed before this form hydrated is kept; they are read when needed.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const values = contactFormValues(formElement)
    const found = validateContactForm(values, copy)
    setErrors(found)
    setHasTriedToSubmit(true)
    const firstInvalid = contactFormFieldOrder.find((field) => found[field])
    if (firstInvalid) {
      formElement.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      // The names of the fields to fix, never what was typed in them.
      track("contact_form_invalid", { fields: contactFormFieldOrder.filter((field) => found[field]).join(",") })
      return
    }
    // A program that fills the hidden field, or sends the form within seconds of the page's
    // start, gets the same screen as anyone, and its lead is dropped without a word. A person's
    // lead is kept first, before anything that can fail.
    const honeypot = String(new FormData(formElement).get(honeypotFieldName) ?? "")
    const spamTrap = { honeypot, elapsedMs: performance.now() }
    const kept = webhookUrl && !isLikelySpam(spamTrap) ? keepLead(values, spamTrap) : null
    openBookingCalendar({ ...values, noteLabels: copy.bookingNotes })
    track("contact_form_submitted", { service: values.service || "none" })
    track("booking_opened", { where: "contact form" })
    // The specification discards the values once the calendar opens; they travel in its address
    // (and, with lead delivery, in the lead kept until the webhook has it).
    formElement.reset()
    setHasTriedToSubmit(false)
    setMessageRoom(null)
    notify({ kind: "success", title: bookingOpened.title, description: bookingOpened.description })
    if (kept && webhookUrl) deliver(kept, webhookUrl)
  }

  return (
    <>
      <noscript>
        <p className="text-muted-foreground">{copy.withoutScript.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ActionButton action={{ kind: "book-call", label: copy.withoutScript.book }} locale={locale} size="lg" />
          <ActionButton
            action={{ kind: "email" }}
            locale={locale}
            variant="secondary"
            size="lg"
            className="break-all"
          />
        </div>
      </noscript>
      <form
        ref={form}
        noValidate
        onSubmit={handleSubmit}
        onInput={handleInput}
        aria-labelledby={labelledBy}
        className="grid gap-5 sm:grid-cols-2 noscript:hidden"
      >
        <p role="status" className="text-sm font-medium text-danger empty:sr-only sm:col-span-2">
          {errorCount > 0 ? copy.errorSummary(errorCount) : ""}
        </p>
        {lineFields.map(({ name, type, autoComplete, isRequired }) => (
          <FormField key={name} label={fields[name].label} isRequired={isRequired} marks={marks} error={errors[name]}>
            {(control) => (
              <input
                {...control}
                name={name}
                type={type}
                autoComplete={autoComplete}
                maxLength={contactFieldLimits[name]}
                className={controlClassName}
              />
            )}
          </FormField>
        ))}
        {/* A select has no maxLength: its choices are held to contactFieldLimits.service by lib/contact-form.test.ts. */}
        <FormField label={fields.service.label} marks={marks} error={errors.service} className="sm:col-span-2">
          {(control) => (
            <select {...control} name="service" className={controlClassName}>
              <option value="">{fields.service.placeholder}</option>
              {copy.serviceOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={fields.message.label}
          isRequired
          marks={marks}
          error={errors.message}
          hint={messageRoom === null ? undefined : fields.message.roomLeft(formatNumber(messageRoom))}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              maxLength={contactFieldLimits.message}
              placeholder={fields.message.placeholder}
              className={controlClassName}
            />
          )}
        </FormField>
        {webhookUrl && (
          // Hidden from people and screen readers alike; programs that fill every field fill it.
          <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
            <label>
              {copy.delivery.honeypotLabel}
              <input
                name={honeypotFieldName}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
                data-1p-ignore
                data-lpignore="true"
                data-bwignore
                data-form-type="other"
              />
            </label>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            aria-describedby="contact-form-hint"
            className="w-full sm:w-auto sm:self-start"
          >
            {copy.submit}
          </Button>
          <p id="contact-form-hint" className="text-sm text-muted-foreground">
            {webhookUrl ? copy.delivery.submitHint : copy.submitHint}
          </p>
        </div>
      </form>
    </>
  )
}

type KeptLead = { lead: Lead; isStored: boolean }

/** Keeps the lead in the browser's storage and this page's memory, where nothing can lose it. */
function keepLead(values: ContactFormValues, spamTrap: Lead["spamTrap"]): KeptLead {
  const lead = createLead(values, {
    page: `${location.origin}${location.pathname}`,
    referrer: document.referrer,
    language: document.documentElement.lang,
    utm: rememberedCampaign(),
    spamTrap,
  })
  return { lead, isStored: new LeadOutbox().keep(lead) }
}

/**
 * Loads the delivery code and sends the kept lead. When that code cannot load (offline, or a newer
 * deploy removed it from a tab left open), the lead waits for the page to be back online or for
 * the visitor's next page (app/deferred/lead-outbox-module.ts), and the visitor is told.
 */
function deliver({ lead, isStored }: KeptLead, webhookUrl: string): void {
  import("~/lib/send-lead").then(
    ({ sendLead }) => sendLead(lead, webhookUrl, { isStored }),
    () =>
      // Its notice is a chunk of its own, loaded ahead with the delivery code (prepareDelivery).
      import("~/lib/lead-notice").then(
        ({ deliveryNotice }) => notify(deliveryNotice("kept", lead, { isStored })),
        () => {
          // Nothing of the delivery's code is left to load: the lead still waits in the outbox.
        },
      ),
  )
}

/** Loads the delivery code and the toasts ahead of Send. */
function prepareDelivery(): void {
  void import("~/lib/send-lead").catch(() => {})
  prepareToasts()
}
