import { useId, type ReactNode } from "react"
import type { SectionIntro } from "~/content/types"
import { whereAttribute } from "~/lib/analytics/events"
import { cn } from "~/lib/cn"

export type SectionProps = {
  id?: string
  intro: SectionIntro
  /** Sections under a page's h1 use h2. */
  level?: 2 | 3
  tone?: "default" | "muted" | "inverse"
  align?: "center" | "start"
  className?: string
  /** For the conversion events ("pricing"). */
  where?: string
  /** For the code that runs it in the browser (`{ "data-island": "estimator" }`). */
  data?: Record<`data-${string}`, string>
  children?: ReactNode
}

const tones = {
  default: "bg-background text-foreground",
  muted: "bg-muted text-foreground",
  inverse: "bg-inverse text-inverse-foreground",
} as const

/** Its heading names the section (`aria-labelledby`), making it a region. */
export function Section({
  id,
  intro,
  level = 2,
  tone = "default",
  align = "center",
  className,
  where,
  data,
  children,
}: SectionProps) {
  const generatedId = useId()
  const headingId = `${id ?? generatedId}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      {...(where ? whereAttribute(where) : {})}
      {...data}
      className={cn("py-16 sm:py-24", tones[tone], className)}
    >
      <div className="container-page">
        <SectionHeading intro={intro} id={headingId} level={level} tone={tone} align={align} />
        {children}
      </div>
    </section>
  )
}

export function SectionHeading({
  intro,
  id,
  level = 2,
  tone = "default",
  align = "center",
}: {
  intro: SectionIntro
  id?: string
  level?: 1 | 2 | 3
  tone?: SectionProps["tone"]
  align?: SectionProps["align"]
}) {
  const Heading = `h${level}` as const
  const isInverse = tone === "inverse"
  return (
    <div className={cn("mb-10 max-w-3xl sm:mb-14", align === "center" ? "mx-auto text-center" : "text-left")}>
      {intro.eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wide uppercase",
            isInverse ? "text-inverse-accent" : "text-primary",
          )}
        >
          {intro.eyebrow}
        </p>
      ) : null}
      <Heading id={id} className="text-heading font-bold tracking-tight text-balance">
        {intro.title}
      </Heading>
      {intro.lede ? (
        <p className={cn("mt-4 text-lg text-pretty", isInverse ? "text-inverse-muted" : "text-muted-foreground")}>
          {intro.lede}
        </p>
      ) : null}
    </div>
  )
}
