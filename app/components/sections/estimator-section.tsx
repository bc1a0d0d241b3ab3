import { cardClassName } from "~/components/ui/card"
import { newTabHintId } from "~/components/action-button"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import { buttonClassName } from "~/components/ui/button"
import { controlClassName } from "~/components/ui/form-field"
import type { Locale } from "~/config/locales"
import { actionAttributes } from "~/lib/data-attributes"
import { newTabLinkProps } from "~/lib/actions"
import { estimateFields, estimateLimits } from "~/lib/estimator"
import {
  estimatorParts,
  estimatorView,
  limitsText,
  startingState,
  figureLines,
  type EstimateTexts,
  type EstimatorContent,
} from "~/lib/estimator-view"

export type EstimatorSectionProps = {
  id: string
  content: EstimatorContent
  locale: Locale
  /** The industry whose figures it opens with (an industry's own page); the first otherwise. */
  industryId?: string
  /**
   * Where "How this is estimated" is said in full (the Services page's estimator), for a page that links it
   * rather than carry it: an industry's page, whose HTML must stay within the first round trip.
   */
  methodHref?: string
}

/**
 * Built with the first industry's figures (or `industryId`'s) and their estimate; `runEstimator` takes it over once
 * it comes into view. Without JavaScript the fields give way to a worked example of the same figures.
 */
export function EstimatorSection({ id, content, locale, industryId, methodHref }: EstimatorSectionProps) {
  const { copy, words } = content
  const state = startingState(content, industryId)
  const view = estimatorView(state, content, locale)
  const industry = copy.industries.find((entry) => entry.id === state.industryId)
  const texts: Partial<EstimateTexts> = view.texts ?? {}

  return (
    <Section
      id={id}
      intro={copy}
      tone="muted"
      where="estimator"
      data={{ [estimatorParts.island]: "estimator", [estimatorParts.pending]: "" }}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        {industry ? (
          <noscript>
            <p className="text-muted-foreground">
              {words.withoutScript(industry.name, figureLines(industry.defaults))}
            </p>
          </noscript>
        ) : null}
        {/* A group, not a form: nothing is sent; the estimate follows each keystroke. */}
        <div
          role="group"
          aria-labelledby={`${id}-inputs`}
          data-replaced-without-script=""
          className={cardClassName("px-6 py-6 noscript:hidden")}
        >
          <h3 id={`${id}-inputs`} className="text-lg font-semibold">
            {words.inputsTitle}
          </h3>
          <div className="mt-4 space-y-1">
            <label htmlFor={`${id}-industry`} className="block text-sm font-semibold">
              {words.industry}
            </label>
            <select
              id={`${id}-industry`}
              name={estimatorParts.industry}
              defaultValue={state.industryId}
              className={controlClassName}
            >
              {copy.industries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          {estimateFields.map((field) => {
            const inputId = `${id}-${field}`
            return (
              <div key={field} className="mt-4 space-y-1">
                <label htmlFor={inputId} className="block text-sm font-semibold">
                  {words.fields[field].label}
                </label>
                <div className="flex items-center gap-2">
                  <input
                    id={inputId}
                    name={field}
                    type="text"
                    inputMode={estimateLimits[field].step < 1 ? "decimal" : "numeric"}
                    autoComplete="off"
                    defaultValue={state.typed[field]}
                    aria-describedby={`${inputId}-hint`}
                    className={controlClassName}
                  />
                  <span className="text-sm text-muted-foreground">{words.fields[field].unit}</span>
                </div>
                <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
                  {limitsText(field, words)}
                </p>
              </div>
            )
          })}
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <SiteIcon name="lock" className="size-4" />
            {words.privacy}
          </p>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby={`${id}-results`} className={cardClassName("px-6 py-6", true)}>
            <h3 id={`${id}-results`} className="text-lg font-semibold">
              {words.results.title}
            </h3>
            <dl {...{ [estimatorParts.results]: "" }} className="mt-4 grid gap-4">
              <Result label={words.results.hoursSaved} part="hours" texts={texts} />
              <Result label={words.results.costSaved} part="cost" texts={texts} />
              <Result label={words.results.plan} part="plan" detail="fees" texts={texts} />
              <Result label={words.results.payback} part="payback" texts={texts} />
              <Result
                label={words.results.firstYearReturn}
                part="firstYearReturn"
                detail="versusAverage"
                texts={texts}
              />
            </dl>
            <p {...resultAttribute("responseTime")} className="mt-4 text-sm text-muted-foreground">
              {texts.responseTime}
            </p>
            <a
              href={view.bookingHref}
              {...newTabLinkProps}
              aria-describedby={newTabHintId}
              {...{ [actionAttributes.bookingLink]: "" }}
              className={buttonClassName({ size: "lg", className: "mt-6 w-full" })}
            >
              {words.book}
              <SiteIcon name="external-link" />
            </a>
          </section>
          {methodHref ? (
            <p className="text-sm">
              <a
                href={methodHref}
                className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-4"
              >
                {copy.method.title}
              </a>
            </p>
          ) : (
            <section aria-labelledby={`${id}-method`}>
              <h3 id={`${id}-method`} className="text-base font-semibold">
                {copy.method.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{copy.method.text}</p>
            </section>
          )}
        </div>
      </div>
      {/* Said once the visitor stops typing, not at every key. */}
      <p role="status" aria-live="polite" className="sr-only" />
    </Section>
  )
}

/** With a line of detail under it when it has one. */
function Result({
  label,
  part,
  detail,
  texts,
}: {
  label: string
  part: keyof EstimateTexts
  detail?: keyof EstimateTexts
  texts: Partial<EstimateTexts>
}) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd {...resultAttribute(part)} className="text-xl font-bold tracking-tight">
        {texts[part]}
      </dd>
      {detail ? (
        <dd {...resultAttribute(detail)} hidden={!texts[detail]} className="text-sm text-muted-foreground">
          {texts[detail]}
        </dd>
      ) : null}
    </div>
  )
}

/** For the browser to rewrite that part. */
const resultAttribute = (part: keyof EstimateTexts) => ({ [estimatorParts.result]: part })
