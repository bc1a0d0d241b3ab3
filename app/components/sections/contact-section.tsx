import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import type { ReactNode } from "react"
import { ActionButton } from "~/components/action-button"
import { whereAttribute } from "~/lib/analytics/events"
import type { JsonContent } from "~/content/registry"
import type { Faq } from "~/content/types"
import { phoneHoursIn } from "~/lib/site-phone-hours"
import type { Locale } from "~/config/locales"

export type ContactSectionProps = {
  id?: string
  form: JsonContent<"contactPage">["form"]
  /** The form itself (ContactForm), named by the section's heading (`contactFormTitleId`). */
  children: ReactNode
  /** What stands beside the form: the contact details (ContactDetails). */
  aside?: ReactNode
}

/** Id of the heading that names the contact form. */
export const contactFormTitleId = "contact-form-title"

/** The message form beside the contact details. */
export function ContactSection({ id, form, children, aside }: ContactSectionProps) {
  return (
    <section id={id} aria-labelledby={contactFormTitleId} className="bg-muted py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1.5fr_1fr]">
        <div className={cardClassName("p-6 sm:p-10")}>
          <h2 id={contactFormTitleId} className="text-3xl font-bold tracking-tight">
            {form.title}
          </h2>
          <p className="mt-3 mb-8 text-muted-foreground">{form.lede}</p>
          {children}
        </div>
        {aside}
      </div>
    </section>
  )
}

export type ContactDetailsProps = {
  locale: Locale
  details: JsonContent<"contactPage">["details"]
  quickAnswers: { title: string; items: readonly Faq[] }
}

/** How to reach the agency (email, phone and hours, reply time) and a few quick answers. */
export function ContactDetails({ details, quickAnswers, locale }: ContactDetailsProps) {
  return (
    <div className="space-y-8">
      <section
        {...whereAttribute("contact details")}
        aria-labelledby="contact-details-title"
        className={cardClassName("p-6 sm:p-8")}
      >
        <h2 id="contact-details-title" className="text-xl font-bold">
          {details.title}
        </h2>
        <dl className="mt-5 space-y-5">
          <Detail icon={<SiteIcon name="mail" />} term={details.email}>
            <ActionButton
              action={{ kind: "email" }}
              locale={locale}
              variant="link"
              size="inline"
              className="break-all"
            />
          </Detail>
          <Detail icon={<SiteIcon name="phone" />} term={details.phone}>
            <ActionButton action={{ kind: "phone" }} locale={locale} variant="link" size="inline" />
          </Detail>
          <Detail icon={<SiteIcon name="clock" />} term={details.hours}>
            {phoneHoursIn(locale, { asSentence: true })}
          </Detail>
          <Detail icon={<SiteIcon name="message" />} term={details.response}>
            {details.responsePromise}
          </Detail>
        </dl>
      </section>
      <section aria-labelledby="quick-answers-title" className={cardClassName("p-6 sm:p-8")}>
        <h2 id="quick-answers-title" className="text-xl font-bold">
          {quickAnswers.title}
        </h2>
        <dl className="mt-5 space-y-5">
          {quickAnswers.items.map((item) => (
            <div key={item.id}>
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-semibold">
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0 inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-muted-foreground">{children}</dd>
    </div>
  )
}
