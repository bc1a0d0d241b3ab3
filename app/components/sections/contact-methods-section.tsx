import { cardClassName } from "~/components/ui/card"
import { ActionButton } from "~/components/action-button"
import type { Locale } from "~/config/locales"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { ContactMethod, SectionIntro } from "~/content/types"

/** Cards for each way to get in touch, each with its own action. */
export function ContactMethodsSection({
  intro,
  methods,
  locale,
}: {
  intro: SectionIntro
  methods: readonly ContactMethod[]
  locale: Locale
}) {
  return (
    <Section intro={intro} where="contact methods">
      <ul className="grid gap-6 md:grid-cols-3">
        {methods.map((method) => (
          <li key={method.id} className={cardClassName("flex flex-col items-center p-8 text-center")}>
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <SiteIcon name={method.icon} className="size-7" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{method.title}</h3>
            <p className="mt-2 mb-6 text-muted-foreground">{method.description}</p>
            <ActionButton action={method.cta} locale={locale} variant="secondary" className="mt-auto w-full" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
