import type { Route } from "./+types/process"
import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { GuaranteesSection } from "~/components/sections/guarantees-section"
import { PageHero } from "~/components/sections/page-hero"
import { ProcessStepsSection } from "~/components/sections/process-steps-section"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { guarantees } from "~/content/guarantees"
import { testimonialCarousel } from "~/content/pages/testimonial-carousel"
import { processPage } from "~/content/pages/process"
import { processSteps } from "~/content/process-steps"
import { testimonials } from "~/content/testimonials"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(processPage.meta, "/process")

export default function ProcessRoute() {
  return (
    <>
      <PageHero {...processPage.hero} />
      <ProcessStepsSection intro={processPage.steps} steps={processSteps} labels={processPage.stepLabels} />
      <GuaranteesSection intro={processPage.guarantees} guarantees={guarantees} />
      <TestimonialsSection
        intro={processPage.testimonials}
        testimonials={testimonials}
        labels={testimonialCarousel.labels}
        intervalMs={testimonialCarousel.intervalMs}
      />
      <ClosingCtaSection {...processPage.closing} />
    </>
  )
}
