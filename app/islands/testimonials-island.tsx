import { IslandBoundary } from "~/components/island-boundary"
import { TestimonialsSection } from "~/components/sections/testimonials-section"
import { TooltipProvider } from "~/components/ui/tooltip-provider"
import type { Locale } from "~/config/locales"
import spanishTestimonialsFile from "~/content/es/testimonials.json"
import { testimonialCarousel as spanishCarousel } from "~/content/interface/es/testimonial-carousel"
import { testimonialCarousel as englishCarousel } from "~/content/interface/testimonial-carousel"
import type { Testimonial } from "~/content/schemas"
import testimonialsFile from "~/content/testimonials.json"
import type { SectionIntro } from "~/content/types"
import { mergeTranslation } from "~/content/translations"

/**
 * The files themselves travel in the island's code, the translation merged over its original as
 * the build merges them. The build has checked both against their schema (the `testimonials`
 * collection, app/content.config.ts), which JSON's inferred type cannot say.
 */
const testimonialsIn: Record<Locale, readonly Testimonial[]> = {
  en: testimonialsFile.testimonials as readonly Testimonial[],
  es: (mergeTranslation(testimonialsFile, spanishTestimonialsFile, "es").merged as typeof testimonialsFile)
    .testimonials as readonly Testimonial[],
}
const carouselIn = { en: englishCarousel, es: spanishCarousel } as const

/** Tooltip timing from the specification: open after 700 ms, skip the delay within 300 ms. */
const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const

/** The testimonial carousel, hydrated as it comes into view (it turns by itself from then on). */
export function TestimonialsIsland({ id, intro, locale }: { id?: string; intro: SectionIntro; locale: Locale }) {
  const testimonialCarousel = carouselIn[locale]
  return (
    <IslandBoundary locale={locale}>
      <TooltipProvider {...tooltipTiming}>
        <TestimonialsSection
          id={id}
          intro={intro}
          testimonials={testimonialsIn[locale]}
          labels={testimonialCarousel.labels}
          intervalMs={testimonialCarousel.intervalMs}
        />
      </TooltipProvider>
    </IslandBoundary>
  )
}
