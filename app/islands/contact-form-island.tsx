import { IslandBoundary } from "~/components/island-boundary"
import { ContactForm } from "~/components/sections/contact-form"
import { contactForm } from "~/content/interface/contact-form"

/** The message form, hydrated as it comes into view. */
export function ContactFormIsland({ labelledBy }: { labelledBy: string }) {
  return (
    <IslandBoundary>
      <ContactForm copy={contactForm} labelledBy={labelledBy} />
    </IslandBoundary>
  )
}
