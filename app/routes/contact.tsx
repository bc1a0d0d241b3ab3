import type { Route } from "./+types/contact"
import { ContactMethodsSection } from "~/components/sections/contact-methods-section"
import { ContactSection } from "~/components/sections/contact-section"
import { PageHero } from "~/components/sections/page-hero"
import { TrustStripSection } from "~/components/sections/trust-strip-section"
import { marketingClaims } from "~/content/claims"
import { contactForm, contactMethods, contactPage, quickAnswers } from "~/content/pages/contact"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(contactPage.meta, "/contact")

export default function ContactRoute() {
  return (
    <>
      <PageHero {...contactPage.hero} />
      <ContactMethodsSection intro={contactPage.methods} methods={contactMethods} />
      <ContactSection
        id="message"
        form={contactPage.form}
        formCopy={contactForm}
        details={contactPage.details}
        quickAnswers={{ title: contactPage.quickAnswers.title, items: quickAnswers }}
      />
      <TrustStripSection label={contactPage.trustStrip.label} stats={marketingClaims} />
    </>
  )
}
