import { AudiencesSection } from "~/components/sections/audiences-section"
import { audiences } from "~/content/audiences"
import { homePage } from "~/content/pages/home"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomeAudiences() {
  return <AudiencesSection intro={homePage.audiences} audiences={audiences} />
}
