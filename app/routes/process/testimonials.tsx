import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { processPage } from "~/content/pages/process"
import { testimonialCarousel } from "~/content/pages/testimonial-carousel"
import { testimonials } from "~/content/testimonials"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ProcessTestimonials() {
  return (
    <TestimonialsSection
      intro={processPage.testimonials}
      testimonials={testimonials}
      labels={testimonialCarousel.labels}
      intervalMs={testimonialCarousel.intervalMs}
    />
  )
}
