import { IconCardGrid } from "~/components/icon-card-grid"
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
      <IconCardGrid
        columns={4}
        cards={audiences.map((audience) => ({
          ...audience,
          title: (
            // The whole card answers a click, through the link's stretched box.
            <a
              href={localizePath(paths.industry(audience.id), locale)}
              className="inline-flex min-h-6 items-center rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary"
            >
              {audience.title}
            </a>
          ),
          children: (
            <ul className="mt-4 flex flex-wrap gap-2">
              {audience.useCases.map((useCase) => (
                <li key={useCase} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground">
                  {useCase}
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </Section>
  )
}
