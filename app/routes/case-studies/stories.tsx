import { CaseStudiesSection } from "~/components/sections/case-studies-section"
import { caseStudies } from "~/content/case-studies"
import { caseStudiesPage } from "~/content/pages/case-studies"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function CaseStudiesStories() {
  return (
    <CaseStudiesSection
      intro={caseStudiesPage.stories}
      caseStudies={caseStudies}
      labels={caseStudiesPage.storyLabels}
    />
  )
}
