import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { ProcessStep, SectionIntro } from "~/content/types"
import { formatStepNumber } from "~/lib/format"

export type ProcessStepsSectionProps = {
  intro: SectionIntro
  steps: readonly ProcessStep[]
  labels: { step: string; duration: string; activities: string }
}

/** The process page's step cards: number, icon, title, duration, description and activities. */
export function ProcessStepsSection({ intro, steps, labels }: ProcessStepsSectionProps) {
  return (
    <Section intro={intro}>
      <ol className="grid gap-6 lg:grid-cols-2">
        {steps.map((step) => (
          <li key={step.id} id={step.id} className={cardClassName("flex flex-col p-8")}>
            <div className="flex items-start justify-between gap-4">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                <SiteIcon name={step.icon} className="size-7" />
              </span>
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {`${labels.step} ${formatStepNumber(step.number)}`}
              </p>
            </div>
            <h3 className="mt-6 text-2xl font-bold tracking-tight">{step.title}</h3>
            <p className="mt-2 inline-flex w-fit items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
              <SiteIcon name="clock" className="size-4" />
              <span>
                <span className="sr-only">{`${labels.duration}: `}</span>
                {step.duration}
              </span>
            </p>
            <p className="mt-4 text-muted-foreground">{step.description}</p>
            <h4 className="mt-6 text-sm font-semibold tracking-wide uppercase">{labels.activities}</h4>
            <ul className="mt-3 space-y-2">
              {step.activities.map((activity) => (
                <li key={activity} className="flex gap-3">
                  <SiteIcon name="badge-check" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{activity}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  )
}
