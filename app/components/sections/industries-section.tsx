import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { IndustrySummary, SectionIntro } from "~/content/types"

export type IndustriesSectionProps = {
  intro: SectionIntro
  industries: readonly IndustrySummary[]
  labels: { clients: (count: number) => string; averageRoi: string }
}

/** One card per industry: how many clients, and their average return. */
export function IndustriesSection({ intro, industries, labels }: IndustriesSectionProps) {
  return (
    <Section intro={intro} tone="muted">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.id} className={cardClassName("flex items-center gap-5 p-6")}>
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <SiteIcon name={industry.icon} className="size-7" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{industry.industry}</h3>
              <p className="text-sm text-muted-foreground">{labels.clients(industry.clients)}</p>
              <p className="mt-1">
                <span className="text-2xl font-extrabold text-primary">{industry.averageRoiPercent}%</span>{" "}
                <span className="text-sm text-muted-foreground">{labels.averageRoi}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
