import { cardClassName } from "~/components/ui/card"
import type { Stat } from "~/content/types"
import { cn } from "~/lib/cn"

const variants = {
  /** White cards on a light band. */
  cards: {
    list: "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5",
    item: cardClassName("p-6 last:odd:col-span-2 sm:last:odd:col-span-1"),
    value: "text-4xl text-primary",
    label: "text-muted-foreground",
  },
  /** Large figures inside a dark hero. */
  inverse: {
    list: "grid gap-4 sm:grid-cols-3",
    item: "rounded-card border border-inverse-border bg-white/5 p-6",
    value: "text-4xl text-inverse-foreground sm:text-5xl",
    label: "text-inverse-muted",
  },
  /** Four figures inside a dark hero: two by two on phones, one row on wide screens. */
  "inverse-row": {
    list: "grid grid-cols-2 gap-4 lg:grid-cols-4",
    item: "rounded-card border border-inverse-border bg-white/5 p-5",
    value: "text-3xl text-inverse-foreground sm:text-4xl",
    label: "text-inverse-muted",
  },
  /** A single row of small figures. */
  strip: {
    list: "flex flex-wrap justify-center gap-x-10 gap-y-6",
    item: "",
    value: "text-2xl text-primary",
    label: "text-muted-foreground",
  },
} as const

/** Each label (dt) with its value (dd) shown above it; with `isPhrase`, a list read figure first ("68% faster intake"). */
export function StatList({
  stats,
  variant,
  className,
  isPhrase = false,
}: {
  stats: readonly Stat[]
  variant: keyof typeof variants
  className?: string
  isPhrase?: boolean
}) {
  const look = variants[variant]
  if (isPhrase)
    return (
      <ul className={cn(look.list, className)}>
        {stats.map((stat) => (
          <li key={stat.id} className={cn("flex flex-col items-center text-center", look.item)}>
            <span className={cn("font-extrabold tracking-tight", look.value)}>{stat.value}</span>{" "}
            <span className={cn("mt-1 text-sm font-medium", look.label)}>{stat.label}</span>
          </li>
        ))}
      </ul>
    )
  return (
    <dl className={cn(look.list, className)}>
      {stats.map((stat) => (
        <div key={stat.id} className={cn("flex flex-col-reverse items-center text-center", look.item)}>
          <dt className={cn("mt-1 text-sm font-medium", look.label)}>{stat.label}</dt>
          <dd className={cn("font-extrabold tracking-tight", look.value)}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
