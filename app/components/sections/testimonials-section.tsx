import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import { Carousel, type CarouselLabels } from "~/components/ui/carousel"
import type { Testimonial } from "~/content/schemas"
import type { SectionIntro } from "~/content/types"
import { cn } from "~/lib/cn"

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

/**
 * A few client quotes side by side, all in view at once and with no script: for a page that
 * supports its point with social proof, where a carousel would be more than it needs.
 */
export function ClientQuotesSection({
  id,
  intro,
  testimonials,
  ratingLabel,
}: {
  id?: string
  intro: SectionIntro
  testimonials: readonly Testimonial[]
  ratingLabel: (rating: number, max: number) => string
}) {
  return (
    <Section id={id} intro={intro}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard
              testimonial={testimonial}
              ratingLabel={ratingLabel(testimonial.rating, maxRating)}
              compact
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function TestimonialCard({
  testimonial,
  ratingLabel,
  compact = false,
}: {
  testimonial: Testimonial
  ratingLabel: string
  /** Set in a grid of cards: less padding, body-size text. */
  compact?: boolean
}) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col items-center rounded-card border border-border bg-card text-center shadow-sm",
        compact ? "px-6 py-8" : "px-6 py-10 sm:px-12",
      )}
    >
      <div role="img" aria-label={ratingLabel} className="flex gap-1 text-star">
        {Array.from({ length: testimonial.rating }, (_, position) => (
          <SiteIcon name="star-filled" key={position} className="size-5" />
        ))}
      </div>
      <blockquote className={cn("mt-6 leading-relaxed text-pretty", compact ? "text-base" : "text-lg sm:text-xl")}>
        <p>{`“${testimonial.quote}”`}</p>
      </blockquote>
      <figcaption className="mt-auto pt-8">
        {/* A line break, not two blocks, so text read without styles (the page's Markdown twin) keeps them apart. */}
        <span className="font-semibold">{testimonial.author}</span>
        <br />
        <span className="text-sm text-muted-foreground">{`${testimonial.role}, ${testimonial.company}`}</span>
      </figcaption>
    </figure>
  )
}
