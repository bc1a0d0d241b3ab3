import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { Benefit, SectionIntro } from "~/content/types"

/** Cards that each name one benefit: icon, title and a sentence or two. */
export function BenefitsSection({ intro, benefits }: { intro: SectionIntro; benefits: readonly Benefit[] }) {
  return (
    <Section intro={intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.id} className={cardClassName("p-8")}>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <SiteIcon name={benefit.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
