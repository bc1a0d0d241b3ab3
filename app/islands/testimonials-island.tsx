import { IslandBoundary } from "~/components/island-boundary"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { TooltipProvider } from "~/components/ui/tooltip-provider"
import { testimonialCarousel } from "~/content/interface/testimonial-carousel"
import type { Testimonial } from "~/content/schemas"
import testimonialsFile from "~/content/testimonials.json"
import type { SectionIntro } from "~/content/types"

/**
 * The file itself travels in the island's code. The build has checked it against its schema (the
 * `testimonials` collection, app/content.config.ts), which JSON's inferred type cannot say.
 */
const testimonials = testimonialsFile.testimonials as readonly Testimonial[]

/** Tooltip timing from the specification: open after 700 ms, skip the delay within 300 ms. */
const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const

/** The testimonial carousel, hydrated as it comes into view (it turns by itself from then on). */
export function TestimonialsIsland({ id, intro }: { id?: string; intro: SectionIntro }) {
  return (
    <IslandBoundary>
      <TooltipProvider {...tooltipTiming}>
        <TestimonialsSection
          id={id}
          intro={intro}
          testimonials={testimonials}
          labels={testimonialCarousel.labels}
          intervalMs={testimonialCarousel.intervalMs}
        />
      </TooltipProvider>
    </IslandBoundary>
  )
}
