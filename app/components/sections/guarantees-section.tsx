import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { Guarantee, SectionIntro } from "~/content/types"

/** The promises behind every engagement. */
export function GuaranteesSection({ intro, guarantees }: { intro: SectionIntro; guarantees: readonly Guarantee[] }) {
  return (
    <Section intro={intro} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {guarantees.map((guarantee) => (
          <li key={guarantee.id} className={cardClassName("p-8 text-center")}>
            <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
              <SiteIcon name={guarantee.icon} className="size-7" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{guarantee.title}</h3>
            <p className="mt-2 text-muted-foreground">{guarantee.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
