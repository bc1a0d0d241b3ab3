import type { Route } from "./+types/contact"
import { deferredSection } from "~/components/deferred-section"
import { ContactSection } from "~/components/sections/contact-section"
import { PageHero } from "~/components/sections/page-hero"
import { contactForm, contactPage } from "~/content/pages/contact"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(contactPage.meta, "/contact")

// Prerendered in full, their code loaded as the visitor scrolls to them.
const Methods = deferredSection("methods", () => import("./contact/methods"))
const Details = deferredSection("contact-details", () => import("./contact/details"))
const TrustStrip = deferredSection("trust-strip", () => import("./contact/trust-strip"))

export default function ContactRoute() {
  return (
    <>
      <PageHero {...contactPage.hero} />
      <Methods />
      {/* Loaded with the page: the form must keep every keystroke, whenever the visitor starts typing. */}
      <ContactSection id="message" form={contactPage.form} formCopy={contactForm} aside={<Details />} />
      <TrustStrip />
    </>
  )
}
