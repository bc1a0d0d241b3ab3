import { Fragment, type ReactNode } from "react"
import { ActionButton } from "~/components/action-button"
import { site } from "~/config/site"
import type { Locale } from "~/config/locales"
import { textFor } from "~/lib/interface-text"
import { emailAddress, emailHref, phoneHref, phoneNumber } from "~/lib/actions"

/**
 * Renders copy that names the agency's settings: `{agencyName}` becomes the name, `{email}` and
 * `{phone}` become working mailto and tel links. Content stays free of values that change per
 * deployment.
 */
export function SettingsText({ text, locale }: { text: string; locale: Locale }) {
  const parts = text.split(/(\{agencyName\}|\{email\}|\{phone\})/)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{renderPart(part, locale)}</Fragment>
      ))}
    </>
  )
}

function renderPart(part: string, locale: Locale): ReactNode {
  switch (part) {
    case "{agencyName}":
      return site.name
    case "{email}":
      return <ActionButton action={{ kind: "email" }} locale={locale} variant="link" size="inline" className="inline" />
    case "{phone}":
      return <ActionButton action={{ kind: "phone" }} locale={locale} variant="link" size="inline" className="inline" />
    default:
      return part
  }
}

/** The same substitution as plain text, for meta tags and other places that take no links. */
export function fillSettings(text: string): string {
  return text
    .replaceAll("{agencyName}", site.name)
    .replaceAll("{email}", site.email)
    .replaceAll("{phone}", site.phone.display)
}

/**
 * The same substitution in HTML rendered from Markdown: the name as text, the email and phone as
 * links, `{analytics}` as what the configured analytics provider records and `{contactForm}` as
 * what the contact form sends (privacy policy).
 */
export function fillSettingsHtml(html: string, locale: Locale): string {
  const { analyticsDisclosure, contactFormDisclosure } = textFor(locale)
  const link = (href: string, text: string, className = "") =>
    `<a href="${escapeHtml(href)}"${className ? ` class="${className}"` : ""}>${escapeHtml(text)}</a>`
  return (
    html
      .replaceAll("{agencyName}", escapeHtml(site.name))
      .replaceAll("{analytics}", escapeHtml(analyticsDisclosure(site.analytics)))
      .replaceAll("{contactForm}", escapeHtml(contactFormDisclosure(site.leadWebhookUrl !== null)))
      .replaceAll("{email}", link(emailHref(), emailAddress))
      // A telephone number never breaks across lines (as ActionButton's phone links).
      .replaceAll("{phone}", link(phoneHref, phoneNumber, "whitespace-nowrap"))
  )
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}
