import { cardClassName } from "~/components/ui/card"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import { paths } from "~/config/paths"
import { cn } from "~/lib/cn"
import type { CaseStudy } from "~/content/schemas"
import type { SectionIntro } from "~/content/types"
import { formatInvestment } from "~/lib/price-text"
import { localizePath, type Locale } from "~/config/locales"

export type CaseStudiesSectionProps = {
  intro: SectionIntro
  caseStudies: readonly CaseStudy[]
  locale: Locale
  labels: { challenge: string; solution: string; results: string; timeframe: string; investment: string }
  /** The link to a story's own page: "Read the Calloway & Pierce Family Law story". */
  readFull: (company: string) => string
}

/** Client stories: challenge, solution, four results, the client's words, time and investment. */
export function CaseStudiesSection({ intro, caseStudies, labels, readFull, locale }: CaseStudiesSectionProps) {
  return (
    <Section intro={intro}>
      <div className="grid gap-8 lg:grid-cols-2">
        {caseStudies.map((study) => (
          <article
            key={study.id}
            id={study.id}
            aria-labelledby={`${study.id}-title`}
            className={cardClassName("flex flex-col p-6 sm:p-8")}
          >
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
              <SiteIcon name={study.icon} className="size-4" />
              {study.industryName}
            </p>
            <h3 id={`${study.id}-title`} className="mt-4 text-2xl font-bold tracking-tight">
              {study.company}
            </h3>
            <h4 className="mt-5 text-sm font-semibold tracking-wide uppercase">{labels.challenge}</h4>
            <p className="mt-1 text-muted-foreground">{study.challenge}</p>
            <h4 className="mt-4 text-sm font-semibold tracking-wide uppercase">{labels.solution}</h4>
            <p className="mt-1 text-muted-foreground">{study.solution}</p>
            <h4 className="mt-6 text-sm font-semibold tracking-wide uppercase">{labels.results}</h4>
            {/* Figure first, then its words: they read as one phrase ("68% faster client intake"). */}
            <ul className="mt-3 grid grid-cols-2 gap-3">
              {study.results.map((result) => (
                <li key={result.description} className="flex flex-col rounded-xl bg-muted p-4">
                  <span className="text-2xl font-extrabold text-primary">{result.metric}</span>{" "}
                  <span className="mt-1 text-sm text-muted-foreground">{result.description}</span>
                </li>
              ))}
            </ul>
            <ClientQuote testimonial={study.testimonial} className="mt-6 mb-6" />
            <a
              href={localizePath(paths.caseStudy(study.id), locale)}
              className="mb-6 inline-flex w-fit items-center gap-1 rounded-sm font-semibold text-primary hover:underline"
            >
              {readFull(study.company)}
              <SiteIcon name="arrow-right" className="size-4" />
            </a>
            <dl className="mt-auto grid gap-3 border-t border-border pt-5 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold">{labels.timeframe}</dt>
                <dd className="text-muted-foreground">{study.timeframe}</dd>
              </div>
              <div>
                <dt className="font-semibold">{labels.investment}</dt>
                <dd className="text-muted-foreground">{formatInvestment(study.investment, locale)}</dd>
              </div>
            </dl>
          </article>
        ))}
      </div>
    </Section>
  )
}

/** The client's own words about the work, with their name and role. */
export function ClientQuote({ testimonial, className }: { testimonial: CaseStudy["testimonial"]; className?: string }) {
  return (
    <figure className={cn("border-l-4 border-primary pl-4", className)}>
      <blockquote className="text-foreground italic">
        <p>{`“${testimonial.quote}”`}</p>
      </blockquote>
      {/* The role on a line of its own: it starts with a capital ("Socia directora, ..."), which
          a comma after the name would put mid-sentence. */}
      <figcaption className="mt-2 text-sm">
        <span className="font-semibold">{testimonial.author}</span>
        <br />
        <span className="text-muted-foreground">{testimonial.role}</span>
      </figcaption>
    </figure>
  )
}
