import { BenefitsSection } from "~/components/sections/benefits-section"
import { benefits } from "~/content/benefits"
import { servicesPage } from "~/content/pages/services"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ServicesBenefits() {
  return <BenefitsSection intro={servicesPage.benefits} benefits={benefits} />
}
