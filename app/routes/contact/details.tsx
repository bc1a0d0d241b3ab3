import { ContactDetails } from "~/components/sections/contact-section"
import { contactPage } from "~/content/pages/contact"
import { quickAnswers } from "~/content/quick-answers"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ContactDetailsPart() {
  return (
    <ContactDetails
      details={contactPage.details}
      quickAnswers={{ title: contactPage.quickAnswers.title, items: quickAnswers }}
    />
  )
}
