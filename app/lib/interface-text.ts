import { inEachLocale, type Locale } from "~/config/locales"
import { site } from "~/config/site"
import { sentenceStart } from "./format"
import { timeZoneOf, writePhoneHours } from "./phone-hours"
import { accessibilityWords } from "~/content/interface/accessibility"
import { analyticsDisclosureWords, cookiesDisclosureWords } from "~/content/interface/analytics"
import { blogWords } from "~/content/interface/blog"
import { caseStudyWords } from "~/content/interface/case-studies"
import { contactFormDisclosureWords } from "~/content/interface/contact-form"
import { errorWords } from "~/content/interface/errors"
import { layoutWords } from "~/content/interface/layout"
import { llmsWords } from "~/content/interface/llms"
import { notificationWords } from "~/content/interface/notifications"
import { phoneHoursWords } from "~/content/interface/phone-hours"
import { priceWords } from "~/content/interface/prices"
import { processWords } from "~/content/interface/process"
import { searchWords } from "~/content/interface/search"
import { testimonialCarouselWords } from "~/content/interface/testimonial-carousel"
import type { Translation } from "~/content/interface/translation"

/**
 * The site's interface words in each language, for pages rendered at build time: `textFor(locale)`.
 * Code that runs in the browser imports only the module it needs, in both languages, so a page
 * never carries the words of every module.
 */
const english = {
  accessibilityWords,
  analyticsDisclosureWords,
  blogWords,
  caseStudyWords,
  contactFormDisclosureWords,
  cookiesDisclosureWords,
  errorWords,
  layoutWords,
  llmsWords,
  notificationWords,
  phoneHoursWords,
  priceWords,
  processWords,
  searchWords,
  testimonialCarouselWords,
}

export type InterfaceText = Translation<typeof english>

/** Each translation's modules, gathered by its folder's index.ts (app/content/interface/<locale>/index.ts). */
const interfaceText: Record<Locale, InterfaceText> = inEachLocale(
  english,
  import.meta.glob<InterfaceText>("../content/interface/*/index.ts", { eager: true }),
  "index.ts",
)

export const textFor = (locale: Locale): InterfaceText => interfaceText[locale]

/**
 * The agency's phone hours in `locale`: inside a sentence ("Contacto: ... (lunes a viernes, ...)"),
 * or, with `asSentence`, starting with a capital where they stand alone (lib/phone-hours.ts).
 */
export function phoneHoursIn(locale: Locale, { asSentence = false } = {}): string {
  const text = writePhoneHours(site.openingHours, timeZoneOf(site.phoneHours), textFor(locale).phoneHoursWords)
  return asSentence ? sentenceStart(text) : text
}
