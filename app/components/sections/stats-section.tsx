import { Section } from "~/components/layout/section"
import type { SectionIntro, Stat } from "~/content/types"

/** A statement with the figures that back it, as a description list. */
export function StatsSection({ intro, stats }: { intro: SectionIntro; stats: readonly Stat[] }) {
  return (
    <Section intro={intro} tone="muted">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((stat) => (
          <div
            key={stat.id}
            className="flex flex-col-reverse items-center rounded-card border border-border bg-card p-6 text-center shadow-sm last:col-span-2 sm:last:col-span-1"
          >
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
