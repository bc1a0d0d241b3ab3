import { Tooltip as TooltipPrimitive } from "radix-ui"
import type { ReactElement, ReactNode } from "react"

/**
 * A short label shown next to a control on hover or keyboard focus, after the delays of the
 * app's `Tooltip.Provider`. It stays open while hovered and closes with Esc (WCAG 1.4.13).
 * The control must carry its own accessible name; the tooltip repeats it for sighted users.
 */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: ReactNode
  children: ReactElement
  side?: "top" | "bottom" | "left" | "right"
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          data-slot="tooltip"
          className="z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
