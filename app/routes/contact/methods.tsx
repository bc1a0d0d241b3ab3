import { ContactMethodsSection } from "~/components/sections/contact-methods-section"
import { contactMethods } from "~/content/contact-methods"
import { contactPage } from "~/content/pages/contact"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ContactMethods() {
  return <ContactMethodsSection intro={contactPage.methods} methods={contactMethods} />
}
