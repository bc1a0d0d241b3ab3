import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"
import { cn } from "~/lib/cn"

export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-control text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_.icon]:size-4",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "border border-border bg-card text-foreground shadow-sm hover:bg-muted",
        inverse: "bg-inverse-foreground text-inverse shadow-sm hover:bg-primary-soft",
        "inverse-outline": "border border-inverse-muted/60 text-inverse-foreground hover:bg-white/10",
        ghost: "text-foreground hover:bg-muted",
        link: "rounded-sm p-0 text-primary underline underline-offset-4 hover:text-primary-hover",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11",
        /** For the link variant inside text: no padding, a 24 px minimum target. */
        inline: "min-h-6",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
)

export type ButtonLook = VariantProps<typeof buttonVariants> & { className?: string }

/** The classes that make any element (a link, say) look like a button. */
export function buttonClassName({ variant, size, className }: ButtonLook): string {
  return cn(buttonVariants({ variant, size }), className)
}

export type ButtonProps = ComponentProps<"button"> & ButtonLook

/**
 * A `<button>` with the site's button look. Links that should look like buttons use
 * `buttonClassName` on the link itself (see ActionButton): a real `<a>` works before hydration.
 */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={buttonClassName({ variant, size, className })} {...props} />
}
