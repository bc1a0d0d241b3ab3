import { ActionButton } from "~/components/action-button"
import { whereAttribute } from "~/lib/analytics/events"
import type { ClosingCallToAction } from "~/content/types"
import type { Locale } from "~/config/locales"

/** The dark band that ends a page with its main actions. */
export function ClosingCtaSection({
  id,
  title,
  lede,
  actions,
  locale,
  bookingSource,
}: ClosingCallToAction & {
  id?: string
  locale: Locale
  /** The page its booking link credits (`bookingSourceOf`). */
  bookingSource?: string
}) {
  const headingId = `${id ?? "closing"}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      {...whereAttribute("closing")}
      className="bg-inverse py-16 text-inverse-foreground sm:py-24"
    >
      <div className="container-page max-w-3xl text-center">
        <h2 id={headingId} className="text-heading font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mt-4 text-lg text-pretty text-inverse-muted">{lede}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <ActionButton
              key={action.label ?? action.kind}
              action={action}
              locale={locale}
              bookingSource={bookingSource}
              size="lg"
              variant={index === 0 ? "inverse" : "inverse-outline"}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
