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
import { vendorWords } from "virtual:content/vendorWords"
import { aiProviderTerms, conditionsOn, vendorsOf, type Vendor, type VendorRole } from "~/lib/vendors"
import { keepForVendors } from "~/content/vendor-text"

/**
 * The settings a legal page's text names, filled into its HTML rendered from Markdown. First, the passages about
 * vendors the build does not have on are dropped (`{if voice}...{/if}`, app/content/vendor-text.ts), and with them any
 * list item or paragraph left empty. Then: the agency's name as text, `{email}` and `{phone}` as links,
 * `{analytics}` as what the configured analytics provider records, `{cookies}` as whether the site sets cookies of its
 * own (privacy summary) and `{contactForm}` as what the contact form sends (privacy policy); `{vendor:voice}` as the
 * name of the company in a role of the vendor table, `{serverLogs}` as who keeps them; in a paragraph of their own,
 * `{thirdParties}` as the list of the companies visitors' information reaches (privacy policy), `{vendors}` as each
 * with what it does, receives, when and where, and `{aiProviders}` as the AI providers with their terms on training
 * (trust page); `{retentionDays}` and `{securityContact}` from the settings; in the accessibility statement,
 * `{bookingCalendar}` and `{voiceAssistant}` as what the configured booking calendar and voice assistant are, and the
 * `facts` it takes from content: the reply time the contact page promises (`{responsePromise}`) and the day of its
 * last review (`{reviewedAt}`). Content stays free of values that change per deployment.
 */
export function fillSettingsHtml(html: string, locale: Locale, facts: LegalPageFacts = {}): string {
  const [accessibility, analyticsDisclosure, contactFormDisclosure, cookiesDisclosure, vendor] = [
    accessibilityWords[locale],
    analyticsDisclosureWords[locale],
    contactFormDisclosureWords[locale],
    cookiesDisclosureWords[locale],
    vendorWords[locale],
  ]
  const vendors = vendorsOf(site, locale)
  const named = (role: VendorRole) => vendors.find((each) => each.role === role)?.name ?? ""
  const block = (name: string, content: string) => (text: string) =>
    text.replaceAll(`<p>{${name}}</p>`, content).replaceAll(`{${name}}`, content)
  const kept = keepForVendors(html, conditionsOn(site), "a legal page")
  return (
    [
      block("vendors", vendorListHtml(vendors, vendor)),
      block("thirdParties", thirdPartiesHtml(vendors, vendor)),
      block("aiProviders", aiProvidersHtml(site.aiProviders, vendor)),
    ]
      .reduce((text, fill) => fill(text), kept)
      .replace(/<(li|p)>\s*<\/\1>\n?/g, "")
      .replaceAll("{agencyName}", escapeHtml(site.name))
      .replaceAll("{analytics}", escapeHtml(analyticsDisclosure(site.analytics, consentLifetimeMonths)))
      .replaceAll("{cookies}", escapeHtml(cookiesDisclosure(site.analytics)))
      .replaceAll(
        "{bookingCalendar}",
        escapeHtml(accessibility.bookingCalendar(bookingProvider(site.bookingUrl[locale]))),
      )
      .replaceAll("{voiceAssistant}", escapeHtml(accessibility.voiceAssistant(site.voice.vendor)))
      .replace(/\{vendor:(\w+)\}/g, (_, role: VendorRole) => escapeHtml(named(role)))
      .replaceAll("{serverLogs}", escapeHtml(vendor.serverLogs(named("hosting") || null)))
      .replaceAll("{retentionDays}", String(site.leadRetentionDays))
      .replaceAll("{securityContact}", link(`mailto:${site.securityContact}`, site.securityContact))
      .replaceAll("{responsePromise}", escapeHtml(facts.responsePromise ?? ""))
      .replaceAll("{reviewedAt}", facts.reviewedAt ? escapeHtml(formatDate(facts.reviewedAt, locale)) : "")
      .replaceAll("{contactForm}", escapeHtml(contactFormDisclosure(site.leadWebhookUrl !== null)))
      .replaceAll("{email}", link(emailHref(), emailAddress))
      // A telephone number never breaks across lines (as ActionButton's phone links).
      .replaceAll("{phone}", link(phoneHref, phoneNumber, "whitespace-nowrap"))
  )
}

/** A legal page's title or description: plain text, its vendor passages kept or dropped as the page's text. */
export function fillSettingsText(text: string): string {
  return keepForVendors(text, conditionsOn(site), "a legal page's title or description").replaceAll(
    "{agencyName}",
    site.name,
  )
}

type VendorWords = (typeof vendorWords)[Locale]

/** Each company: its name as a heading, then what it does, receives, when, where and its terms. */
function vendorListHtml(vendors: readonly Vendor[], words: VendorWords): string {
  return vendors
    .map((each) => {
      const terms = [
        each.privacyUrl ? link(each.privacyUrl, words.labels.privacy(each.name)) : "",
        each.dpaUrl ? link(each.dpaUrl, words.labels.dpa(each.name)) : "",
      ].filter(Boolean)
      const rows: [string, string][] = [
        [words.labels.does, escapeHtml(words.does(each.role, each.kind))],
        [words.labels.receives, escapeHtml(words.receives(each.role, each.kind))],
        [words.labels.when, escapeHtml(words.when[each.when])],
        [words.labels.where, escapeHtml(each.region ? words.where[each.region] : words.whereUnknown)],
        ...(terms.length > 0 ? [[words.labels.terms, terms.join(" · ")] as [string, string]] : []),
      ]
      const list = rows.map(([term, detail]) => `<dt>${escapeHtml(term)}</dt><dd>${detail}</dd>`).join("")
      return `<h3>${escapeHtml(each.name)}</h3>\n<dl>${list}</dl>`
    })
    .join("\n")
}

/** The companies a visitor's information can reach (the editors' tools receive none), each linked to its policy. */
function thirdPartiesHtml(vendors: readonly Vendor[], words: VendorWords): string {
  const reached = vendors.filter((each) => each.when !== "editors")
  if (reached.length === 0) return `<p>${escapeHtml(words.noOtherCompanies)}</p>`
  const item = (each: Vendor) => {
    const text = escapeHtml(words.listItem(each.name, words.does(each.role, each.kind)))
    return each.privacyUrl
      ? `<li>${text} (${link(each.privacyUrl, words.labels.privacy(each.name))})</li>`
      : `<li>${text}</li>`
  }
  return `<ul>\n${reached.map(item).join("\n")}\n</ul>`
}

/** The AI providers the agency builds with, each with its terms on training, linked. */
function aiProvidersHtml(providers: SiteSettingsAiProviders, words: VendorWords): string {
  if (providers.length === 0) return `<p>${escapeHtml(words.noAiProviders)}</p>`
  const item = (provider: SiteSettingsAiProviders[number]) =>
    `<li><strong>${escapeHtml(words.ai[provider].name)}</strong>: ${escapeHtml(words.ai[provider].training)} (${link(aiProviderTerms[provider], words.labels.providerTerms(words.ai[provider].name))})</li>`
  return `<ul>\n${providers.map(item).join("\n")}\n</ul>`
}

type SiteSettingsAiProviders = typeof site.aiProviders

function link(href: string, text: string, className = ""): string {
  return `<a href="${escapeHtml(href)}"${className ? ` class="${className}"` : ""}>${escapeHtml(text)}</a>`
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
