import type { Route } from "./+types/home"
import { deferredSection } from "~/components/deferred-section"
import { PageHero } from "~/components/sections/page-hero"
import { StatsSection } from "~/components/sections/stats-section"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { marketingClaims } from "~/content/claims"
import { homePage } from "~/content/pages/home"
import { testimonialCarousel } from "~/content/pages/testimonial-carousel"
import { testimonials } from "~/content/testimonials"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(homePage.meta, "/")

// Below the fold: prerendered in full, their code loaded as the visitor scrolls to them.
const Benefits = deferredSection("benefits", () => import("./home/benefits"))
const Solutions = deferredSection("solutions", () => import("./home/solutions"))
const Process = deferredSection("process", () => import("./home/process"))
const Audiences = deferredSection("audiences", () => import("./home/audiences"))
const Pricing = deferredSection("pricing", () => import("./home/pricing"))
const Faq = deferredSection("faq", () => import("./home/faq"))
const Closing = deferredSection("closing", () => import("./home/closing"))

export default function HomeRoute() {
  return (
    <>
      <PageHero {...homePage.hero} size="home" />
      <StatsSection intro={homePage.valueStatement} stats={marketingClaims} />
      <Benefits />
      <Solutions />
      <Process />
      <Audiences />
      {/* Loaded with the page: it turns by itself, so it must be running wherever the visitor is. */}
      <TestimonialsSection
        id="testimonials"
        intro={homePage.testimonials}
        testimonials={testimonials}
        labels={testimonialCarousel.labels}
        intervalMs={testimonialCarousel.intervalMs}
      />
      <Pricing />
      <Faq />
      <Closing />
    </>
  )
}
