// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Tooltip } from "./tooltip"
import { TooltipProvider } from "./tooltip-provider"

function renderButtons() {
  render(
    <TooltipProvider delayDuration={700} skipDelayDuration={300}>
      <Tooltip content="Previous testimonial">
        <button type="button" aria-label="Previous testimonial">
          ‹
        </button>
      </Tooltip>
      <Tooltip content="Next testimonial">
        <button type="button" aria-label="Next testimonial">
          ›
        </button>
      </Tooltip>
    </TooltipProvider>,
  )
  return {
    previous: screen.getByRole("button", { name: "Previous testimonial" }),
    next: screen.getByRole("button", { name: "Next testimonial" }),
  }
}

const hover = (element: Element) => fireEvent.pointerOver(element, { pointerType: "mouse" })
const leave = (element: Element) => fireEvent.pointerOut(element, { pointerType: "mouse" })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe("Tooltip", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("opens 700 ms after the pointer rests on the control and describes it", () => {
    const { previous } = renderButtons()
    hover(previous)
    advance(699)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    advance(1)
    expect(screen.getByRole("tooltip")).toHaveTextContent("Previous testimonial")
    expect(previous).toHaveAccessibleDescription("Previous testimonial")
    leave(previous)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("opens the next tooltip at once within 300 ms of the last one closing, and waits again after", () => {
    const { previous, next } = renderButtons()
    hover(previous)
    advance(700)
    leave(previous)
    advance(200)
    hover(next)
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next testimonial")
    leave(next)
    advance(400)
    hover(previous)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    advance(700)
    expect(screen.getByRole("tooltip")).toBeInTheDocument()
  })

  it("closes with Escape", () => {
    const { previous } = renderButtons()
    hover(previous)
    advance(700)
    fireEvent.keyDown(document, { key: "Escape" })
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })
})
