import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { IndustrySummary, SectionIntro } from "~/content/types"

export type IndustriesSectionProps = {
  intro: SectionIntro
  industries: readonly IndustrySummary[]
  labels: { clients: (count: number) => string; averageRoi: string }
  locale: Locale
  /** A sentence under each industry's name, by its id (the list of industries: its page's description). */
  summaries?: Readonly<Record<string, string>>
  /** Where each card leads, by its id: the industry's own page unless given (/case-studies: its stories). */
  linkTo?: (id: string) => string
  tone?: "default" | "muted"
}

/** One card per industry: how many clients, their average return, and a link to the industry's page or stories. */
export function IndustriesSection({
  intro,
  industries,
  labels,
  locale,
  summaries,
  linkTo = (id) => localizePath(paths.industry(id), locale),
  tone = "muted",
}: IndustriesSectionProps) {
  return (
    <Section intro={intro} tone={tone}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.id} className={cardClassName("relative flex items-start gap-5 p-6 hover:border-primary")}>
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <SiteIcon name={industry.icon} className="size-7" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">
                {/* The whole card answers a click, through the link's stretched box. */}
                <a
                  href={linkTo(industry.id)}
                  className="inline-flex min-h-6 items-center rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary"
                >
                  {industry.industry}
                </a>
              </h3>
              {summaries?.[industry.id] ? (
                <p className="mt-1 text-sm text-muted-foreground">{summaries[industry.id]}</p>
              ) : null}
              <p className="mt-1 text-sm text-muted-foreground">{labels.clients(industry.clients)}</p>
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
