import type { Route } from "./+types/home"
import { AudiencesSection } from "~/components/sections/audiences-section"
import { BenefitsSection } from "~/components/sections/benefits-section"
import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { FaqSection } from "~/components/sections/faq-section"
import { PageHero } from "~/components/sections/page-hero"
import { PricingSection } from "~/components/sections/pricing-section"
import { ProcessTimelineSection } from "~/components/sections/process-timeline-section"
import { ServicesSection } from "~/components/sections/services-section"
import { StatsSection } from "~/components/sections/stats-section"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { audiences } from "~/content/audiences"
import { benefits } from "~/content/benefits"
import { marketingClaims } from "~/content/claims"
import { faqs } from "~/content/faqs"
import { homePage } from "~/content/pages/home"
import { testimonialCarousel } from "~/content/pages/testimonial-carousel"
import { pricingPlans } from "~/content/pricing-plans"
import { processSteps } from "~/content/process-steps"
import { services } from "~/content/services"
import { testimonials } from "~/content/testimonials"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(homePage.meta, "/")

export default function HomeRoute() {
  return (
    <>
      <PageHero {...homePage.hero} size="home" />
      <StatsSection intro={homePage.valueStatement} stats={marketingClaims} />
      <BenefitsSection intro={homePage.benefits} benefits={benefits} />
      <ServicesSection
        intro={homePage.solutions}
        services={services}
        detail="summary"
        linkLabel={homePage.solutionLinkLabel}
      />
      <ProcessTimelineSection id="process" intro={homePage.process} steps={processSteps} />
      <AudiencesSection intro={homePage.audiences} audiences={audiences} />
      <TestimonialsSection
        id="testimonials"
        intro={homePage.testimonials}
        testimonials={testimonials}
        labels={testimonialCarousel.labels}
        intervalMs={testimonialCarousel.intervalMs}
      />
      <PricingSection id="pricing" intro={homePage.pricing} plans={pricingPlans} closing={homePage.pricingClosing} />
      <FaqSection id="faq" intro={homePage.faq} faqs={faqs} contact={homePage.faqContact} />
      <ClosingCtaSection id="contact" {...homePage.closing} />
    </>
  )
}
