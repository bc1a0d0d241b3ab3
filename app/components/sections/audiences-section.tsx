import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { Audience, SectionIntro } from "~/content/types"

/** One card per kind of business we serve, with what we automate for it. */
export function AudiencesSection({ intro, audiences }: { intro: SectionIntro; audiences: readonly Audience[] }) {
  return (
    <Section intro={intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map((audience) => (
          <li key={audience.id} className={cardClassName("flex flex-col p-6")}>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <SiteIcon name={audience.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{audience.title}</h3>
            <p className="mt-2 text-muted-foreground">{audience.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {audience.useCases.map((useCase) => (
                <li key={useCase} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground">
                  {useCase}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  )
}
