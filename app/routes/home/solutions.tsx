import { ServicesSection } from "~/components/sections/services-section"
import { homePage } from "~/content/pages/home"
import { services } from "~/content/services"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomeSolutions() {
  return (
    <ServicesSection
      intro={homePage.solutions}
      services={services}
      detail="summary"
      linkLabel={homePage.solutionLinkLabel}
    />
  )
}
