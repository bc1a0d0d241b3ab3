import { createElement } from "react"
import { cn } from "~/lib/cn"

/** SVG elements with their attributes, on lucide's 24 x 24 grid. */
export type IconDrawing = {
  node: readonly (readonly [string, Readonly<Record<string, string>>])[]
  /** Filled with the current colour rather than stroked (a star in a rating). */
  isFilled?: boolean
}

/** Decorative, hidden from assistive technology: the text beside it carries the meaning. */
export function Icon({ drawing, className }: { drawing: IconDrawing; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn("icon", drawing.isFilled && "icon-filled", className)}>
      {drawing.node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
    </svg>
  )
}

/** The drawing of a lucide icon module (`import * as check from "lucide-react/icons/check"`). */
export function lucideDrawing(module: object): IconDrawing {
  // Each icon module exports its drawing data beside its component; the package's types omit it.
  return (module as { __iconData: IconDrawing }).__iconData
}
