import { cardClassName } from "~/components/ui/card"
import { Section } from "~/components/layout/section"
import type { ProcessStep, SectionIntro } from "~/content/types"
import { cn } from "~/lib/cn"
import { formatStepNumber } from "~/lib/format"

/**
 * The process as a numbered timeline: one column on phones, alternating left and right of a
 * centre line on wide screens.
 */
export function ProcessTimelineSection({
  id,
  intro,
  steps,
}: {
  id?: string
  intro: SectionIntro
  steps: readonly ProcessStep[]
}) {
  return (
    <Section id={id} intro={intro}>
      <ol className="relative mx-auto max-w-5xl before:absolute before:inset-y-6 before:left-6 before:w-0.5 before:bg-border lg:before:left-1/2 lg:before:-translate-x-1/2">
        {steps.map((step, index) => {
          const isLeft = index % 2 === 0
          return (
            <li
              key={step.id}
              className={cn(
                "relative pb-10 pl-20 last:pb-0 lg:w-1/2 lg:pl-0",
                isLeft ? "lg:pr-16 lg:text-right" : "lg:ml-auto lg:pl-16",
              )}
            >
              <span
                className={cn(
                  "absolute top-0 left-0 flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-md ring-8 ring-background",
                  isLeft ? "lg:right-0 lg:left-auto lg:translate-x-1/2" : "lg:left-0 lg:-translate-x-1/2",
                )}
              >
                {formatStepNumber(step.number)}
              </span>
              <div className={cardClassName("p-6")}>
                <h3 className="text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.summary}</p>
              </div>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
