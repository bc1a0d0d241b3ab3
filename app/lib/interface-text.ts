import { inEachLocale, type Locale } from "~/config/locales"
import { site } from "~/config/site"
import { sentenceStart } from "./format"
import { timeZoneOf, writePhoneHours } from "./phone-hours"
import { accessibilityText } from "~/content/interface/accessibility"
import { analyticsDisclosure, cookiesDisclosure } from "~/content/interface/analytics"
import { blogText } from "~/content/interface/blog"
import { caseStudyLabels } from "~/content/interface/case-studies"
import { contactFormDisclosure } from "~/content/interface/contact-form"
import { errorCopy } from "~/content/interface/errors"
import { layoutCopy } from "~/content/interface/layout"
import { llmsText } from "~/content/interface/llms"
import { notificationLabels } from "~/content/interface/notifications"
import { phoneHoursText } from "~/content/interface/phone-hours"
import { priceLabels } from "~/content/interface/price-labels"
import { processLabels } from "~/content/interface/process"
import { searchText } from "~/content/interface/search"
import { testimonialCarousel } from "~/content/interface/testimonial-carousel"
import type { Translation } from "~/content/interface/translation"

/**
 * The site's interface words in each language, for pages rendered at build time: `textFor(locale)`.
 * Code that runs in the browser imports only the module it needs, in both languages, so a page
 * never carries the words of every module.
 */
const english = {
  accessibilityText,
  analyticsDisclosure,
  blogText,
  caseStudyLabels,
  contactFormDisclosure,
  cookiesDisclosure,
  errorCopy,
  layoutCopy,
  llmsText,
  notificationLabels,
  phoneHoursText,
  priceLabels,
  processLabels,
  searchText,
  testimonialCarousel,
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
  const text = writePhoneHours(site.openingHours, timeZoneOf(site.phoneHours), textFor(locale).phoneHoursText)
  return asSentence ? sentenceStart(text) : text
}
