import type { ReactNode } from "react"
import { WithEnglishTerms } from "~/components/english-terms"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import { cardClassName } from "~/components/ui/card"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { CaseStudy } from "~/content/schemas"
import type { PricingPlan, SectionIntro, Service } from "~/content/types"
import { cn } from "~/lib/cn"
import { formatServicePrice, planPriceText } from "~/lib/price-text"

/*
 * The sections of the pages written for one kind of buyer (an industry's, a service's): each a
 * function of its props, the words the page's own file and the interface words give it.
 */

const linkClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary hover:text-primary-hover hover:underline"

/** A heading and its cards, numbered where the order matters (the steps of a service). */
export function CardListSection({
  intro,
  items,
  isOrdered = false,
  tone = "default",
  children,
}: {
  intro: SectionIntro
  items: readonly { title: string; description: string }[]
  isOrdered?: boolean
  tone?: "default" | "muted"
  /** Shown under the cards. */
  children?: ReactNode
}) {
  const List = isOrdered ? "ol" : "ul"
  return (
    <Section intro={intro} tone={tone} align="start">
      <List className={cn("grid gap-6", items.length === 4 ? "sm:grid-cols-2" : "md:grid-cols-3")}>
        {items.map((item, index) => (
          <li key={item.title} className={cardClassName("p-6")}>
            {isOrdered ? (
              <span aria-hidden="true" className="text-sm font-bold text-primary">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null}
            <h3 className="text-lg font-semibold">
              <WithEnglishTerms text={item.title} />
            </h3>
            <p className="mt-2 text-muted-foreground">
              <WithEnglishTerms text={item.description} />
            </p>
          </li>
        ))}
      </List>
      {children}
    </Section>
  )
}

/** Short names under a heading of their own: the channels, the systems. */
export function NameList({ title, names }: { title: string; names: readonly string[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground">
            {name}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The rules that shape the work, as how we work, and what that is not. */
export function RulesSection({ title, items, note }: { title: string; items: readonly string[]; note: string }) {
  return (
    <Section intro={{ title }} tone="muted" align="start">
      <ul className="max-w-3xl list-disc space-y-4 pl-5 marker:text-success">
        {items.map((item) => (
          <li key={item}>
            <WithEnglishTerms text={item} />
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{note}</p>
    </Section>
  )
}

/** One client story in short: its company, its results and the links to read on. */
export function StorySummarySection({
  intro,
  story,
  resultsLabel,
  links,
}: {
  intro: SectionIntro
  story: CaseStudy
  resultsLabel: string
  links: readonly { label: string; to: string }[]
}) {
  return (
    <Section intro={intro} align="start">
      <article aria-labelledby={`${story.id}-summary`} className={cardClassName("p-6 sm:p-8")}>
        <h3 id={`${story.id}-summary`} className="text-2xl font-bold tracking-tight">
          {story.company}
        </h3>
        {/* Figure first, then its words: they read as one phrase ("52% fewer missed appointments"). */}
        <ul aria-label={resultsLabel} className="mt-4 grid gap-3 sm:grid-cols-2">
          {story.results.map((result) => (
            <li key={result.description}>
              <span className="text-2xl font-extrabold text-primary">{result.metric}</span>{" "}
              <span className="text-muted-foreground">{result.description}</span>
            </li>
          ))}
        </ul>
        <ul className="mt-6 flex flex-wrap gap-x-8">
          {links.map((link) => (
            <li key={link.to}>
              <a href={link.to} className={linkClassName}>
                {link.label}
                <SiteIcon name="arrow-right" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </article>
    </Section>
  )
}

/** Cards of services, each title leading to the service's own page. */
export function ServiceLinksSection({
  intro,
  services,
  locale,
}: {
  intro: SectionIntro
  services: readonly Service[]
  locale: Locale
}) {
  return (
    <Section intro={intro} tone="muted" align="start">
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className={cardClassName("relative flex items-center gap-4 p-6 hover:border-primary")}>
            <SiteIcon name={service.icon} className="size-8 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">
                {/* The whole card answers a click, through the link's stretched box. */}
                <a
                  href={localizePath(paths.service(service.id), locale)}
                  className="inline-flex min-h-6 items-center rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary"
                >
                  {service.title}
                </a>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Questions and their answers, all shown: nothing to open, and every answer in the page's text. */
export function QuestionsSection({
  title,
  questions,
}: {
  title: string
  questions: readonly { question: string; answer: string }[]
}) {
  return (
    <Section intro={{ title }} align="start">
      <dl className="grid max-w-4xl gap-8">
        {questions.map((item) => (
          <div key={item.question}>
            <dt className="text-lg font-semibold">
              <WithEnglishTerms text={item.question} />
            </dt>
            <dd className="mt-2 text-muted-foreground">
              <WithEnglishTerms text={item.answer} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** What a service costs: its starting price, how it is priced, and the plans' fees. */
export function ServicePriceSection({
  title,
  service,
  text,
  plansTitle,
  plans,
  locale,
  children,
}: {
  title: string
  service: Service
  text: string
  plansTitle: string
  plans: readonly PricingPlan[]
  locale: Locale
  /** The booking link. */
  children?: ReactNode
}) {
  return (
    <Section intro={{ title }} tone="muted" align="start" where="pricing">
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <p className="text-3xl font-extrabold text-primary">{formatServicePrice(service.pricing, locale)}</p>
          <p className="mt-4 text-lg text-muted-foreground">{text}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div>
          <h3 className="text-lg font-semibold">{plansTitle}</h3>
          <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-background">
            {plans.map((plan) => (
              <li key={plan.id} className="flex flex-wrap justify-between gap-2 px-5 py-4">
                <span className="font-semibold">{plan.name}</span>
                <span className="text-muted-foreground">{planPriceText(plan, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
