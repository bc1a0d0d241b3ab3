import { ActionButton } from "~/components/action-button"
import { SiteIcon } from "~/components/icons"
import { StatList } from "~/components/stat-list"
import { ClientQuote } from "~/components/sections/case-studies-section"
import { cardClassName } from "~/components/ui/card"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import type { CaseStudy } from "~/content/schemas"
import type { CallToAction } from "~/content/types"
import { cn } from "~/lib/cn"
import { formatInvestment } from "~/lib/price-text"

/** The parts of a client story's own page beside and after the story's Markdown. */

export interface StoryFactsProps {
  study: CaseStudy
  locale: Locale
  /** The language's words for client stories: the card's and the story page's. */
  labels: {
    card: { timeframe: string; investment: string }
    story: { atAGlance: string; industry: string }
  }
  /** What the reader can do next: book a call, most often. */
  action: CallToAction
}

/** The story at a glance (industry, time and investment), the client's words and the next step. */
export function StoryFacts({ study, locale, labels: { card, story }, action }: StoryFactsProps) {
  const facts = [
    {
      term: story.industry,
      isIconed: true,
      detail: (
        <>
          <SiteIcon name={study.icon} className="size-4 text-primary" />
          <a
            href={localizePath(paths.industry(study.industry), locale)}
            className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {study.industryName}
          </a>
        </>
      ),
    },
    { term: card.timeframe, detail: study.timeframe },
    { term: card.investment, detail: formatInvestment(study.investment, locale) },
  ]
  return (
    <aside aria-labelledby="at-a-glance" className="flex flex-col gap-6 self-start lg:sticky lg:top-24">
      <div className={cardClassName("p-6")}>
        <h2 id="at-a-glance" className="text-lg font-semibold">
          {story.atAGlance}
        </h2>
        <dl className="mt-4 grid gap-4 text-sm">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="font-semibold">{fact.term}</dt>
              <dd className={cn("mt-1 text-muted-foreground", fact.isIconed && "flex items-center gap-2")}>
                {fact.detail}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ClientQuote testimonial={study.testimonial} />
      <ActionButton action={action} locale={locale} />
    </aside>
  )
}

/** Cards leading to the language's other client stories, each with its first result. */
export function OtherStories({ stories, locale }: { stories: readonly CaseStudy[]; locale: Locale }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id}>
          <a
            href={localizePath(paths.caseStudy(story.id), locale)}
            className={cardClassName("flex h-full flex-col p-5 hover:border-primary")}
          >
            <span className="text-sm text-muted-foreground">{story.industryName}</span>{" "}
            <span className="mt-1 font-semibold">{story.company}</span>{" "}
            {story.results.slice(0, 1).map((result) => (
              <span
                key={result.metric}
                className="mt-2 text-sm text-primary"
              >{`${result.metric} ${result.description}`}</span>
            ))}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The story's results as figures, under a heading only screen readers need (the hero shows them). */
export function StoryResults({ results, label }: { results: CaseStudy["results"]; label: string }) {
  return (
    <>
      <h2 className="sr-only">{label}</h2>
      <StatList
        stats={results.map((result, index) => ({
          id: `result-${index}`,
          value: result.metric,
          label: result.description,
        }))}
        variant="inverse-row"
        isPhrase
        className="mt-10"
      />
    </>
  )
}
