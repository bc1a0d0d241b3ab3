import type { Route } from "./+types/case-studies"
import { StatList } from "~/components/stat-list"
import { CaseStudiesSection } from "~/components/sections/case-studies-section"
import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { IndustriesSection } from "~/components/sections/industries-section"
import { PageHero } from "~/components/sections/page-hero"
import { caseStudies } from "~/content/case-studies"
import { caseStudyHeadlineStats } from "~/content/claims"
import { industrySummaries } from "~/content/industries"
import { caseStudiesPage } from "~/content/pages/case-studies"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(caseStudiesPage.meta, "/case-studies")

export default function CaseStudiesRoute() {
  return (
    <>
      <PageHero {...caseStudiesPage.hero}>
        <StatList stats={caseStudyHeadlineStats} variant="inverse" className="mt-12 max-w-4xl" />
      </PageHero>
      <IndustriesSection
        intro={caseStudiesPage.industries}
        industries={industrySummaries}
        labels={caseStudiesPage.industryLabels}
      />
      <CaseStudiesSection
        intro={caseStudiesPage.stories}
        caseStudies={caseStudies}
        labels={caseStudiesPage.storyLabels}
      />
      <ClosingCtaSection {...caseStudiesPage.closing} />
    </>
  )
}
