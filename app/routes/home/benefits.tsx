import { BenefitsSection } from "~/components/sections/benefits-section"
import { benefits } from "~/content/benefits"
import { homePage } from "~/content/pages/home"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomeBenefits() {
  return <BenefitsSection intro={homePage.benefits} benefits={benefits} />
}
