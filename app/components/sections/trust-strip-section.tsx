import { StatList } from "~/components/stat-list"
import type { Stat } from "~/content/types"

/** A quiet row of figures that reassure before the visitor leaves the page. */
export function TrustStripSection({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <section aria-label={label} className="border-t border-border py-12">
      <StatList stats={stats} variant="strip" className="container-page" />
    </section>
  )
}
