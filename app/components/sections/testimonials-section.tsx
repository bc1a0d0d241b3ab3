import { SiteIcon } from "~/components/icon"
import { Section } from "~/components/layout/section"
import { Carousel, type CarouselLabels } from "~/components/ui/carousel"
import type { Testimonial } from "~/content/schemas"
import type { SectionIntro } from "~/content/types"

export type TestimonialsSectionProps = {
  id?: string
  intro: SectionIntro
  testimonials: readonly Testimonial[]
  labels: CarouselLabels & { rating: (rating: number, max: number) => string }
  intervalMs: number
}

const maxRating = 5

/** Client quotes in a carousel, one at a time. */
export function TestimonialsSection({ id, intro, testimonials, labels, intervalMs }: TestimonialsSectionProps) {
  const slides = testimonials.map((testimonial) => ({
    id: testimonial.id,
    content: <TestimonialCard testimonial={testimonial} ratingLabel={labels.rating(testimonial.rating, maxRating)} />,
  }))
  return (
    <Section id={id} intro={intro}>
      <Carousel slides={slides} labels={labels} intervalMs={intervalMs} className="mx-auto max-w-3xl" />
    </Section>
  )
}

function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
  return (
    <figure className="flex h-full flex-col items-center rounded-card border border-border bg-card px-6 py-10 text-center shadow-sm sm:px-12">
      <div role="img" aria-label={ratingLabel} className="flex gap-1 text-star">
        {Array.from({ length: testimonial.rating }, (_, position) => (
          <SiteIcon name="star-filled" key={position} className="size-5" />
        ))}
      </div>
      <blockquote className="mt-6 text-lg leading-relaxed text-pretty sm:text-xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-auto pt-8">
        <span className="block font-semibold">{testimonial.author}</span>
        <span className="block text-sm text-muted-foreground">
          {testimonial.role}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  )
}
