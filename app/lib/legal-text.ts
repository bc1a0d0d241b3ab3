import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import { bookingProvider } from "~/lib/booking"
import { formatDate } from "~/lib/format"
import { consentLifetimeMonths } from "~/lib/analytics/consent"
import { emailAddress, emailHref, phoneHref, phoneNumber } from "~/lib/actions"
import { accessibilityWords } from "virtual:content/accessibilityWords"
import { analyticsDisclosureWords } from "virtual:content/analyticsDisclosureWords"
import { contactFormDisclosureWords } from "virtual:content/contactFormDisclosureWords"
import { cookiesDisclosureWords } from "virtual:content/cookiesDisclosureWords"

/**
 * The settings a legal page's text names, filled into its HTML rendered from Markdown: the
 * agency's name as text, `{email}` and `{phone}` as links, `{analytics}` as what the configured
 * analytics provider records, `{cookies}` as whether the site sets cookies of its own (privacy
 * summary) and `{contactForm}` as what the contact form sends (privacy policy); in the
 * accessibility statement, `{bookingCalendar}` and `{voiceAssistant}` as what the configured
 * booking calendar and voice assistant are, and the `facts` it takes from content: the reply time
 * the contact page promises (`{responsePromise}`) and the day of its last review (`{reviewedAt}`).
 * Content stays free of values that change per deployment.
 */
export function fillSettingsHtml(html: string, locale: Locale, facts: LegalPageFacts = {}): string {
  const [accessibility, analyticsDisclosure, contactFormDisclosure, cookiesDisclosure] = [
    accessibilityWords[locale],
    analyticsDisclosureWords[locale],
    contactFormDisclosureWords[locale],
    cookiesDisclosureWords[locale],
  ]
  const link = (href: string, text: string, className = "") =>
    `<a href="${escapeHtml(href)}"${className ? ` class="${className}"` : ""}>${escapeHtml(text)}</a>`
  return (
    html
      .replaceAll("{agencyName}", escapeHtml(site.name))
      .replaceAll("{analytics}", escapeHtml(analyticsDisclosure(site.analytics, consentLifetimeMonths)))
      .replaceAll("{cookies}", escapeHtml(cookiesDisclosure(site.analytics)))
      .replaceAll(
        "{bookingCalendar}",
        escapeHtml(accessibility.bookingCalendar(bookingProvider(site.bookingUrl[locale]))),
      )
      .replaceAll("{voiceAssistant}", escapeHtml(accessibility.voiceAssistant(site.voice.vendor)))
      .replaceAll("{responsePromise}", escapeHtml(facts.responsePromise ?? ""))
      .replaceAll("{reviewedAt}", facts.reviewedAt ? escapeHtml(formatDate(facts.reviewedAt, locale)) : "")
      .replaceAll("{contactForm}", escapeHtml(contactFormDisclosure(site.leadWebhookUrl !== null)))
      .replaceAll("{email}", link(emailHref(), emailAddress))
      // A telephone number never breaks across lines (as ActionButton's phone links).
      .replaceAll("{phone}", link(phoneHref, phoneNumber, "whitespace-nowrap"))
  )
}

/** What a legal page states that comes from content rather than settings. */
export interface LegalPageFacts {
  responsePromise?: string
  reviewedAt?: Date
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}
