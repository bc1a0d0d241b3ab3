import { IslandBoundary } from "~/components/island-boundary"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { TooltipProvider } from "~/components/ui/tooltip-provider"
import type { Locale } from "~/config/locales"
import { testimonialCarouselWords } from "virtual:content/testimonialCarouselWords"
import type { SectionIntro } from "~/content/types"
import { testimonials } from "virtual:content/testimonials"

/** Tooltip timing from the specification: open after 700 ms, skip the delay within 300 ms. */
const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const

/** The testimonial carousel, hydrated as it comes into view (it turns by itself from then on). */
export function TestimonialsIsland({ id, intro, locale }: { id?: string; intro: SectionIntro; locale: Locale }) {
  const carousel = testimonialCarouselWords[locale]
  return (
    <IslandBoundary locale={locale}>
      <TooltipProvider {...tooltipTiming}>
        <TestimonialsSection
          id={id}
          intro={intro}
          testimonials={testimonials[locale]}
          labels={carousel.labels}
          intervalMs={carousel.intervalMs}
        />
      </TooltipProvider>
    </IslandBoundary>
  )
}
