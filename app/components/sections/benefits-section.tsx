import { IconCardGrid } from "~/components/icon-card-grid"
import { Section } from "~/components/layout/section"
import type { Benefit, SectionIntro } from "~/content/types"

/** Cards that each name one benefit: icon, title and a sentence or two. */
export function BenefitsSection({ intro, benefits }: { intro: SectionIntro; benefits: readonly Benefit[] }) {
  return (
    <Section intro={intro}>
      <IconCardGrid cards={benefits} />
    </Section>
  )
}
