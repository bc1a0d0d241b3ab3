// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { setPrefersReducedMotion } from "~/test/setup"
import { Carousel, type CarouselLabels } from "./carousel"
import { TooltipProvider } from "./tooltip-provider"

const labels: CarouselLabels = {
  carousel: "Client testimonials",
  carouselRole: "carousel",
  slideRole: "slide",
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause automatic rotation",
  play: "Start automatic rotation",
  goTo: "Show testimonial",
  of: "of",
}

const slides = ["Ada", "Ben", "Cy", "Di", "Ed", "Flo"].map((name) => ({
  id: name.toLowerCase(),
  content: <p>Quote from {name}</p>,
}))

function renderCarousel() {
  render(
    <TooltipProvider delayDuration={700} skipDelayDuration={300}>
      <Carousel slides={slides} labels={labels} intervalMs={5000} />
    </TooltipProvider>,
  )
  return screen.getByRole("region", { name: "Client testimonials" })
}

/** The one slide a visitor can see (the others are hidden from everyone). */
function currentSlide() {
  return screen.getByRole("group", { hidden: false })
}

function expectCurrent(position: number) {
  expect(currentSlide()).toHaveAccessibleName(`${position} of 6`)
  expect(currentSlide()).toHaveTextContent(`Quote from ${["Ada", "Ben", "Cy", "Di", "Ed", "Flo"][position - 1]}`)
  expect(screen.getByRole("button", { name: `Show testimonial ${position} of 6` })).toHaveAttribute(
    "aria-current",
    "true",
  )
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows one slide at a time, the first one first", () => {
    const region = renderCarousel()
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    expect(within(region).getAllByRole("group")).toHaveLength(1)
    expectCurrent(1)
    expect(screen.getAllByRole("button", { name: /^Show testimonial/ })).toHaveLength(6)
  })

  it("calls the region and its slides what its labels call them, in the page's language", () => {
    render(
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        <Carousel
          slides={slides}
          labels={{ ...labels, carousel: "Testimonios", carouselRole: "carrusel", slideRole: "testimonio" }}
          intervalMs={5000}
        />
      </TooltipProvider>,
    )
    const region = screen.getByRole("region", { name: "Testimonios" })
    expect(region).toHaveAttribute("aria-roledescription", "carrusel")
    expect(currentSlide()).toHaveAttribute("aria-roledescription", "testimonio")
  })

  it("moves forward with Next and wraps from the last slide to the first", () => {
    renderCarousel()
    const next = screen.getByRole("button", { name: "Next testimonial" })
    fireEvent.click(next)
    expectCurrent(2)
    for (let i = 0; i < 4; i++) fireEvent.click(next)
    expectCurrent(6)
    fireEvent.click(next)
    expectCurrent(1)
  })

  it("moves back with Previous and wraps from the first slide to the last", () => {
    renderCarousel()
    const previous = screen.getByRole("button", { name: "Previous testimonial" })
    fireEvent.click(previous)
    expectCurrent(6)
    fireEvent.click(previous)
    expectCurrent(5)
  })

  it("jumps to a slide from its dot", () => {
    renderCarousel()
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 4 of 6" }))
    expectCurrent(4)
    expect(screen.getByRole("button", { name: "Show testimonial 1 of 6" })).not.toHaveAttribute("aria-current")
  })

  it("advances every 5 seconds, wrapping at the end, and stays quiet for screen readers meanwhile", () => {
    const region = renderCarousel()
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off")
    advance(4999)
    expectCurrent(1)
    advance(1)
    expectCurrent(2)
    for (let step = 3; step <= 6; step++) {
      advance(5000)
      expectCurrent(step)
    }
    advance(5000)
    expectCurrent(1)
  })

  it("stops advancing when paused and starts again with Play", () => {
    const region = renderCarousel()
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic rotation" }))
    advance(20_000)
    expectCurrent(1)
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite")
    fireEvent.click(screen.getByRole("button", { name: "Start automatic rotation" }))
    advance(5000)
    expectCurrent(2)
  })

  it("holds still while the mouse is over it", () => {
    const region = renderCarousel()
    fireEvent.pointerOver(region, { pointerType: "mouse" })
    advance(15_000)
    expectCurrent(1)
    fireEvent.pointerOut(region, { pointerType: "mouse" })
    advance(5000)
    expectCurrent(2)
  })

  it("holds still while a slide control has keyboard focus", () => {
    renderCarousel()
    const dot = screen.getByRole("button", { name: "Show testimonial 3 of 6" })
    act(() => dot.focus())
    advance(15_000)
    expectCurrent(1)
    act(() => dot.blur())
    advance(5000)
    expectCurrent(2)
  })

  it("does not advance for visitors who prefer reduced motion, unless they press Play", () => {
    setPrefersReducedMotion(true)
    renderCarousel()
    expect(screen.getByRole("button", { name: "Start automatic rotation" })).toBeInTheDocument()
    advance(20_000)
    expectCurrent(1)
    fireEvent.click(screen.getByRole("button", { name: "Start automatic rotation" }))
    advance(5000)
    expectCurrent(2)
  })
})
