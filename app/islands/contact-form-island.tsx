import { IslandBoundary } from "~/components/island-boundary"
import { ContactForm } from "~/components/contact-form"
import type { Locale } from "~/config/locales"
import { contactFormWords } from "virtual:content/contactFormWords"
import { bookingWords } from "virtual:content/bookingWords"

/** The message form in the page's language, hydrated as it comes into view. */
export function ContactFormIsland({ labelledBy, locale }: { labelledBy: string; locale: Locale }) {
  return (
    <IslandBoundary locale={locale}>
      <ContactForm
        copy={contactFormWords[locale]}
        bookingOpened={bookingWords[locale].opened}
        locale={locale}
        labelledBy={labelledBy}
      />
    </IslandBoundary>
  )
}
