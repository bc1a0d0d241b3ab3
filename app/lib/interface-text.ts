import type { Locale } from "~/config/locales"
import { analyticsDisclosure } from "~/content/interface/analytics"
import { blogText } from "~/content/interface/blog"
import { caseStudyLabels } from "~/content/interface/case-studies"
import { consentCopy } from "~/content/interface/consent"
import { contactForm, contactFormDisclosure, leadDeliveryCopy } from "~/content/interface/contact-form"
import { errorCopy } from "~/content/interface/errors"
import * as es from "~/content/interface/es"
import { layoutCopy } from "~/content/interface/layout"
import { llmsText } from "~/content/interface/llms"
import { notificationLabels } from "~/content/interface/notifications"
import { phoneHoursText } from "~/content/interface/phone-hours"
import { priceLabels } from "~/content/interface/price-labels"
import { processLabels } from "~/content/interface/process"
import { testimonialCarousel } from "~/content/interface/testimonial-carousel"
import type { Translation } from "~/content/interface/translation"
import { bookingCopy, voiceCopy } from "~/content/interface/voice"

/**
 * The site's interface words in each language, for pages rendered at build time: `textFor("es")`.
 * Code that runs in the browser imports only the module it needs, in both languages, so a page
 * never carries the words of every module.
 */
const english = {
  analyticsDisclosure,
  blogText,
  caseStudyLabels,
  consentCopy,
  contactForm,
  contactFormDisclosure,
  leadDeliveryCopy,
  errorCopy,
  layoutCopy,
  llmsText,
  notificationLabels,
  phoneHoursText,
  priceLabels,
  processLabels,
  testimonialCarousel,
  bookingCopy,
  voiceCopy,
}

export type InterfaceText = Translation<typeof english>

const interfaceText: Record<Locale, InterfaceText> = { en: english, es: { ...es } }

export const textFor = (locale: Locale): InterfaceText => interfaceText[locale]
