import { ActionButton } from "~/components/action-button"
import { IconCardGrid } from "~/components/icon-card-grid"
import { Section } from "~/components/layout/section"
import type { Locale } from "~/config/locales"
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
      <IconCardGrid
        look="center"
        cards={methods.map((method) => ({
          ...method,
          children: (
            <div className="mt-auto w-full pt-6">
              <ActionButton action={method.cta} locale={locale} variant="secondary" className="w-full" />
            </div>
          ),
        }))}
      />
    </Section>
  )
}
