import * as chevronDown from "lucide-react/icons/chevron-down"
import { Icon, lucideDrawing } from "./icon"
import { Accordion as AccordionPrimitive } from "radix-ui"
import type { ComponentProps, ReactNode } from "react"
import { cn } from "~/lib/cn"

/** Answers are force-mounted and hidden by CSS when closed, so they are indexed and readable without JavaScript. */
export function Accordion({
  className,
  ...props
}: Omit<ComponentProps<typeof AccordionPrimitive.Root>, "type" | "collapsible" | "value" | "defaultValue"> & {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      data-slot="accordion"
      className={cn("divide-y divide-border rounded-card border border-border bg-card", className)}
      {...props}
    />
  )
}

export function AccordionItem({
  value,
  title,
  children,
  headingLevel = 3,
}: {
  value: string
  title: ReactNode
  children: ReactNode
  headingLevel?: 2 | 3 | 4
}) {
  return (
    <AccordionPrimitive.Item value={value} data-slot="accordion-item" className="group/item">
      <AccordionPrimitive.Header asChild>
        <HeadingTag level={headingLevel}>
          <AccordionPrimitive.Trigger
            data-slot="accordion-trigger"
            className="flex min-h-14 w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-base font-semibold transition-colors hover:bg-muted"
          >
            {title}
            <Icon
              drawing={lucideDrawing(chevronDown)}
              // Without a script every answer is shown and nothing toggles, so no chevron says otherwise.
              className="size-5 shrink-0 text-muted-foreground group-data-[state=open]/item:rotate-180 motion-safe:transition-transform noscript:hidden"
            />
          </AccordionPrimitive.Trigger>
        </HeadingTag>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content
        forceMount
        data-slot="accordion-content"
        // Radix writes these sizing variables as a style attribute, which a strict
        // Content-Security-Policy blocks in prerendered HTML; nothing here animates height.
        style={unsetSizeVariables}
        className="px-5 pb-5 text-muted-foreground"
      >
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  )
}

const unsetSizeVariables = {
  "--radix-accordion-content-height": undefined,
  "--radix-accordion-content-width": undefined,
} as React.CSSProperties

function HeadingTag({ level, ...props }: ComponentProps<"h3"> & { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const
  return <Tag className="m-0" {...props} />
}
