import * as chevronLeft from "lucide-react/icons/chevron-left"
import * as chevronRight from "lucide-react/icons/chevron-right"
import * as pause from "lucide-react/icons/pause"
import * as play from "lucide-react/icons/play"
import { Icon, lucideDrawing } from "./icon"
import { useEffect, useState, type FocusEvent, type ReactNode } from "react"
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion"
import { cn } from "~/lib/cn"
import { Button } from "./button"
import { Tooltip } from "./tooltip"

export interface CarouselLabels {
  carousel: string
  /** `aria-roledescription`, in the page's language. */
  carouselRole: string
  slideRole: string
  previous: string
  next: string
  pause: string
  play: string
  /** "Show testimonial" + " 3 of 6". */
  goTo: string
  /** "3 of 6". */
  of: string
}

export interface CarouselProps {
  slides: readonly { id: string; content: ReactNode }[]
  labels: CarouselLabels
  intervalMs: number
  className?: string
}

/**
 * The WAI-ARIA carousel pattern and WCAG 2.2.2: rotation stops while hovered or focused, and by
 * default with reduced motion; the live region speaks only for the visitor's own changes. Slides
 * share one grid cell, so changing them never shifts the layout.
 */
export function Carousel({ slides, labels, intervalMs, className }: CarouselProps) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const [isHovered, setIsHovered] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  const prefersReducedMotion = usePrefersReducedMotion()

  const isPlaying = playChoice ?? !prefersReducedMotion
  const isRotating = isPlaying && !isHovered && !hasFocus && count > 1

  useEffect(() => {
    if (!isRotating) return
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearTimeout(timer)
  }, [isRotating, index, count, intervalMs])

  const show = (next: number) => setIndex(((next % count) + count) % count)
  const slideName = (position: number) => `${position + 1} ${labels.of} ${count}`

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false)
  }

  return (
    // The listeners only pause rotation while the visitor is looking at or working in the carousel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription={labels.carouselRole}
      aria-label={labels.carousel}
      data-slot="carousel"
      className={cn("relative", className)}
      onPointerEnter={(event) => event.pointerType === "mouse" && setIsHovered(true)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={(event) => setHasFocus(!isRotationControl(event.target))}
      onBlur={handleBlur}
    >
      <div className="grid" aria-live={isRotating ? "off" : "polite"} aria-atomic="false">
        {slides.map((slide, position) => {
          const isCurrent = position === index
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={slideName(position)}
              aria-hidden={!isCurrent}
              data-carousel-slide=""
              data-current={isCurrent}
              // The outgoing slide disappears at once and the incoming one fades in, so two quotes never overlap.
              className={cn(isCurrent && "motion-safe:transition-opacity motion-safe:duration-500")}
            >
              {slide.content}
            </div>
          )
        })}
      </div>

      <div data-carousel-controls="" className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <Tooltip content={labels.previous}>
          <Button variant="secondary" size="icon" aria-label={labels.previous} onClick={() => show(index - 1)}>
            <Icon drawing={lucideDrawing(chevronLeft)} />
          </Button>
        </Tooltip>
        <div className="flex items-center gap-1">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`${labels.goTo} ${slideName(position)}`}
              aria-current={position === index ? "true" : undefined}
              onClick={() => show(position)}
              className="group/dot flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block size-2.5 rounded-full bg-muted-foreground/40 transition-colors group-hover/dot:bg-muted-foreground group-aria-[current=true]/dot:w-5 group-aria-[current=true]/dot:bg-primary motion-safe:transition-all"
              />
            </button>
          ))}
        </div>
        <Tooltip content={labels.next}>
          <Button variant="secondary" size="icon" aria-label={labels.next} onClick={() => show(index + 1)}>
            <Icon drawing={lucideDrawing(chevronRight)} />
          </Button>
        </Tooltip>
        <Tooltip content={isPlaying ? labels.pause : labels.play}>
          <Button
            variant="ghost"
            size="icon"
            data-rotation-control=""
            aria-label={isPlaying ? labels.pause : labels.play}
            onClick={() => setPlayChoice(!isPlaying)}
          >
            {isPlaying ? <Icon drawing={lucideDrawing(pause)} /> : <Icon drawing={lucideDrawing(play)} />}
          </Button>
        </Tooltip>
      </div>
    </section>
  )
}

/** Focus on the Pause/Play button itself does not stop rotation: the visitor is controlling it. */
function isRotationControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest("[data-rotation-control]") !== null
}
