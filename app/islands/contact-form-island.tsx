import { IslandBoundary } from "~/components/island-boundary"
import { ContactForm } from "~/components/contact-form"
import type { Locale } from "~/config/locales"
import { contactForm as english } from "~/content/interface/contact-form"
import { contactForm as spanish } from "~/content/interface/es/contact-form"
import { bookingCopy as englishBooking } from "~/content/interface/voice"
import { bookingCopy as spanishBooking } from "~/content/interface/es/voice"

/** The form's words in each language (a few hundred bytes each: both travel in the island's code). */
const copyIn = {
  en: { copy: english, bookingOpened: englishBooking.opened },
  es: { copy: spanish, bookingOpened: spanishBooking.opened },
} as const

/** The message form in the page's language, hydrated as it comes into view. */
export function ContactFormIsland({ labelledBy, locale }: { labelledBy: string; locale: Locale }) {
  return (
    <IslandBoundary locale={locale}>
      <ContactForm {...copyIn[locale]} locale={locale} labelledBy={labelledBy} />
    </IslandBoundary>
  )
}
