import { cloneElement, useContext, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react"
import { TooltipContext } from "./tooltip-provider"

/**
 * Opens on focus at once or after the provider's delay on hover, stays while hovered, and Esc
 * closes it (WCAG 1.4.13); it describes the control, never names it. Kept small on purpose (decision 004).
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode
  children: ReactElement<{ "aria-describedby"?: string }>
}) {
  const { delayDuration, skipDelayDuration, lastClosedAt } = useContext(TooltipContext)
  const [isOpen, setIsOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const id = useId()

  const open = (isImmediate: boolean) => {
    window.clearTimeout(timer.current)
    const isWithinSkipWindow = Date.now() - lastClosedAt.current < skipDelayDuration
    if (isImmediate || isWithinSkipWindow) setIsOpen(true)
    else timer.current = window.setTimeout(() => setIsOpen(true), delayDuration)
  }
  const close = () => {
    window.clearTimeout(timer.current)
    setIsOpen((wasOpen) => {
      if (wasOpen) lastClosedAt.current = Date.now()
      return false
    })
  }

  useEffect(() => {
    if (!isOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  })
  useEffect(() => () => window.clearTimeout(timer.current), [])

  return (
    // The wrapper listens on behalf of the control inside it; it is not itself interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      data-slot="tooltip-trigger"
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === "mouse" && open(false)}
      onPointerLeave={close}
      onPointerDown={close}
      onFocus={(event) => event.target.matches(":focus-visible") && open(true)}
      onBlur={close}
    >
      {cloneElement(children, { "aria-describedby": isOpen ? id : undefined })}
      {isOpen ? (
        // The transparent padding bridges the gap, so the pointer can move onto the tooltip.
        <span className="absolute bottom-full left-1/2 z-50 -translate-x-1/2 pb-2">
          <span
            role="tooltip"
            id={id}
            data-slot="tooltip"
            className="block rounded-md bg-foreground px-3 py-1.5 text-sm whitespace-nowrap text-background shadow-md"
          >
            {content}
          </span>
        </span>
      ) : null}
    </span>
  )
}
