import type { ClassValue } from "clsx"
import { cn } from "~/lib/cn"

/**
 * The classes of a card, a raised tile with a border, for the element that is the card (an `li`,
 * an `article`...) with its own layout and padding; a highlighted one has the primary border.
 */
export function cardClassName(className?: ClassValue, isHighlighted = false): string {
  // In the order Tailwind sorts them, as in the class lists around it: the pages compress better.
  return cn(
    "rounded-card border",
    isHighlighted ? "border-primary" : "border-border",
    "bg-card",
    className,
    "shadow-sm",
  )
}
