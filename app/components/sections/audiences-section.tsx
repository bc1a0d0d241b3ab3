import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { Audience, SectionIntro } from "~/content/types"

/**
 * One card per kind of business we serve, with what we automate for it; each is an industry of the
 * industries list (its id), whose page its title links.
 */
export function AudiencesSection({
  intro,
  audiences,
  locale,
}: {
  intro: SectionIntro
  audiences: readonly Audience[]
  locale: Locale
}) {
  return (
    <Section intro={intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map((audience) => (
          <li key={audience.id} className={cardClassName("relative flex flex-col p-6 hover:border-primary")}>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <SiteIcon name={audience.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">
              {/* The whole card answers a click, through the link's stretched box. */}
              <a
                href={localizePath(paths.industry(audience.id), locale)}
                className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary"
              >
                {audience.title}
              </a>
            </h3>
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
