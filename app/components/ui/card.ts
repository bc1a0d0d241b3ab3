import type { ClassValue } from "clsx"
import { cn } from "~/lib/cn"

/**
 * The classes of a card, a raised tile with a border: the benefits, plans, steps, stories, the
 * contact page's panels. Given to the element that is the card (an `li`, an `article`, a
 * `section`), as `buttonClassName` is, with the layout and padding of that card; a highlighted
 * card (the popular plan, the estimate) has the primary colour's border.
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
