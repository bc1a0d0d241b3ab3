import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { servicesPage } from "~/content/pages/services"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ServicesClosing() {
  return <ClosingCtaSection {...servicesPage.closing} />
}
