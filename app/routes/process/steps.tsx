import { ProcessStepsSection } from "~/components/sections/process-steps-section"
import { processPage } from "~/content/pages/process"
import { processSteps } from "~/content/process-steps"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ProcessSteps() {
  return <ProcessStepsSection intro={processPage.steps} steps={processSteps} labels={processPage.stepLabels} />
}
