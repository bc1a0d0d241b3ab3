import type { ReactNode } from "react"
import type { Locale } from "~/config/locales"
import { ActionButton } from "~/components/action-button"
import { whereAttribute } from "~/lib/analytics/events"
import type { PageHero as PageHeroContent } from "~/content/types"
import { cn } from "~/lib/cn"

export type PageHeroProps = PageHeroContent & {
  /** Its actions open booking and the demo in it. */
  locale: Locale
  /** The home page's hero is taller and its headline larger. */
  size?: "page" | "home"
  /** A section of the page (the default), or the header of the article the page is. */
  as?: "section" | "header"
  /** Shown above the eyebrow and headline, such as breadcrumbs. */
  lead?: ReactNode
  /** Anything shown under the actions, such as headline figures. */
  children?: ReactNode
  /** Beside the headline on wide screens, below it on narrow ones. */
  aside?: ReactNode
  /** The page its booking link credits (`bookingSourceOf`). */
  bookingSource?: string
}

/** The dark band that opens every page, holding the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  lede,
  actions,
  locale,
  size = "page",
  as: Element = "section",
  lead,
  children,
  aside,
  bookingSource,
}: PageHeroProps) {
  const isHome = size === "home"
  return (
    <Element
      aria-labelledby={Element === "section" ? "page-title" : undefined}
      {...whereAttribute("hero")}
      className="relative isolate overflow-hidden bg-inverse text-inverse-foreground"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,rgb(79_70_229/0.45),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(14_116_144/0.35),transparent)]"
      />
      <div
        className={cn(
          "container-page",
          isHome ? "py-20 sm:py-28 lg:py-32" : "py-16 sm:py-20",
          aside && "lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12",
        )}
      >
        <div className="max-w-3xl">
          {lead}
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold tracking-wide text-inverse-accent uppercase">{eyebrow}</p>
          ) : null}
          <h1
            id="page-title"
            className={cn(
              "font-extrabold tracking-tight text-balance",
              isHome ? "text-display" : "text-heading sm:text-5xl",
            )}
          >
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-inverse-muted sm:text-xl">{lede}</p>
          {actions.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, index) => (
                <ActionButton
                  locale={locale}
                  key={action.label}
                  action={action}
                  bookingSource={bookingSource}
                  size="lg"
                  variant={index === 0 ? "inverse" : "inverse-outline"}
                />
              ))}
            </div>
          ) : null}
        </div>
        {aside ? <div className="mt-12 max-w-md lg:mt-0 lg:max-w-none">{aside}</div> : null}
        {children}
      </div>
    </Element>
  )
}
