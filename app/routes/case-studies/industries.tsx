import { IndustriesSection } from "~/components/sections/industries-section"
import { industrySummaries } from "~/content/industries"
import { caseStudiesPage } from "~/content/pages/case-studies"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function CaseStudiesIndustries() {
  return (
    <IndustriesSection
      intro={caseStudiesPage.industries}
      industries={industrySummaries}
      labels={caseStudiesPage.industryLabels}
    />
  )
}
