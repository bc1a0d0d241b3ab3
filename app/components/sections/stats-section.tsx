import { Section } from "~/components/layout/section"
import { StatList } from "~/components/stat-list"
import type { SectionIntro, Stat } from "~/content/types"

/** A statement with the figures that back it. */
export function StatsSection({ intro, stats }: { intro: SectionIntro; stats: readonly Stat[] }) {
  return (
    <Section intro={intro} tone="muted">
      <StatList stats={stats} variant="cards" />
    </Section>
  )
}
