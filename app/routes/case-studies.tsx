import type { Route } from "./+types/case-studies"
import { deferredSection } from "~/components/deferred-section"
import { PageHero } from "~/components/sections/page-hero"
import { StatList } from "~/components/stat-list"
import { caseStudyHeadlineStats } from "~/content/claims"
import { caseStudiesPage } from "~/content/pages/case-studies"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(caseStudiesPage.meta, "/case-studies")

// Prerendered in full, their code loaded as the visitor scrolls to them.
const Industries = deferredSection("industries", () => import("./case-studies/industries"))
const Stories = deferredSection("stories", () => import("./case-studies/stories"))
const Closing = deferredSection("closing", () => import("./case-studies/closing"))

export default function CaseStudiesRoute() {
  return (
    <>
      <PageHero {...caseStudiesPage.hero}>
        <StatList stats={caseStudyHeadlineStats} variant="inverse" className="mt-12 max-w-4xl" />
      </PageHero>
      <Industries />
      <Stories />
      <Closing />
    </>
  )
}
