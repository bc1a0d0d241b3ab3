import { ProcessTimelineSection } from "~/components/sections/process-timeline-section"
import { homePage } from "~/content/pages/home"
import { processSteps } from "~/content/process-steps"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomeProcess() {
  return <ProcessTimelineSection id="process" intro={homePage.process} steps={processSteps} />
}
