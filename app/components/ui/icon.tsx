import { cn } from "~/lib/cn"

/**
 * A decorative icon, hidden from assistive technology (the text beside it carries the meaning).
 * It is an empty element painted in the current text colour through a CSS mask of the drawing
 * (`icon-<name>`, generated at build from the icon list), so each icon costs the page one class.
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  return <span aria-hidden="true" className={cn("icon", `icon-${name}`, className)} />
}
