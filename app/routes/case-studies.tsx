import type { Route } from "./+types/case-studies"
import { PageHero } from "~/components/sections/page-hero"
import { caseStudiesPage } from "~/content/pages/case-studies"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(caseStudiesPage.meta, "/case-studies")

export default function CaseStudiesRoute() {
  return <PageHero {...caseStudiesPage.hero} />
}
