import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { caseStudiesPage } from "~/content/pages/case-studies"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function CaseStudiesClosing() {
  return <ClosingCtaSection {...caseStudiesPage.closing} />
}
