import { IconCardGrid } from "~/components/icon-card-grid"
import { Section } from "~/components/layout/section"
import type { Guarantee, SectionIntro } from "~/content/types"

/** The promises behind every engagement. */
export function GuaranteesSection({ intro, guarantees }: { intro: SectionIntro; guarantees: readonly Guarantee[] }) {
  return (
    <Section intro={intro} tone="muted">
      <IconCardGrid cards={guarantees} look="promise" />
    </Section>
  )
}
