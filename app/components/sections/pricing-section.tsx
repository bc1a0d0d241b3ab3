import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { ActionButton } from "~/components/action-button"
import { whereAttribute } from "~/lib/analytics/events"
import { Section } from "~/components/layout/section"
import type { Locale } from "~/config/locales"
import type { CallToAction, PricingPlan, SectionIntro } from "~/content/types"
import { formatMoney } from "~/lib/format"
import { priceLabelsIn } from "~/lib/price-text"

export type PricingSectionProps = {
  id?: string
  intro: SectionIntro
  plans: readonly PricingPlan[]
  closing: { question: string; action: CallToAction }
  /** The link to the savings estimator, under the plans. */
  estimator: { prompt: string; linkLabel: string; href: string }
  locale: Locale
}

/** The plans side by side, the popular one highlighted, and a way out for the undecided. */
export function PricingSection({ id, intro, plans, closing, estimator, locale }: PricingSectionProps) {
  return (
    <Section id={id} intro={intro} tone="muted" where="pricing">
      <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3 lg:items-start">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} locale={locale} />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="text-lg font-medium">{closing.question}</p>
        <ActionButton action={closing.action} locale={locale} size="lg" />
        <p className="text-muted-foreground">
          {`${estimator.prompt} `}
          <a
            href={estimator.href}
            className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {estimator.linkLabel}
          </a>
        </p>
      </div>
    </Section>
  )
}

function PlanCard({ plan, locale }: { plan: PricingPlan; locale: Locale }) {
  const priceWords = priceLabelsIn(locale)
  const titleId = `plan-${plan.id}`
  return (
    <article
      aria-labelledby={titleId}
      {...whereAttribute("plan")}
      className={cardClassName(
        ["relative flex flex-col p-8", plan.popular && "ring-2 ring-primary lg:-mt-4 lg:pb-12"],
        plan.popular,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-xl font-bold">
          {plan.name}
        </h3>
        {plan.popular ? (
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-primary-foreground uppercase">
            {priceWords.mostPopular}
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-muted-foreground">{plan.description}</p>
      <div className="mt-6 min-h-20">
        {plan.price.kind === "fixed" ? (
          <>
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight">{formatMoney(plan.price.monthlyFee)}</span>
              <span className="text-muted-foreground">{priceWords.perMonth}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {`+ ${formatMoney(plan.price.setupFee)} ${priceWords.setupFee}`}
            </p>
          </>
        ) : (
          <>
            <p className="text-4xl font-extrabold tracking-tight">{priceWords.custom}</p>
            <p className="mt-1 text-sm text-muted-foreground">{priceWords.customDetail}</p>
          </>
        )}
      </div>
      <ul className="mt-6 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <SiteIcon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ActionButton
        action={plan.cta}
        locale={locale}
        plan={plan.id}
        size="lg"
        variant={plan.popular ? "primary" : "secondary"}
        className="mt-8 w-full"
      />
    </article>
  )
}
