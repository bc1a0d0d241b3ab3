import { JsonLd } from "~/components/json-ld"
import { FaqSection } from "~/components/sections/faq-section"
import { faqs } from "~/content/faqs"
import { homePage } from "~/content/pages/home"
import { faqPageData } from "~/lib/structured-data"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomeFaq() {
  return (
    <>
      <FaqSection id="faq" intro={homePage.faq} faqs={faqs} contact={homePage.faqContact} />
      <JsonLd data={faqPageData(faqs)} />
    </>
  )
}
