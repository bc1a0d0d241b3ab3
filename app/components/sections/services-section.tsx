import { ActionButton } from "~/components/action-button"
import { SiteIcon } from "~/components/icons"
import { Section } from "~/components/layout/section"
import type { SectionIntro, Service } from "~/content/types"
import { cn } from "~/lib/cn"
import { formatServicePrice } from "~/lib/price-text"
import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"

export type ServicesSectionProps = {
  intro: SectionIntro
  services: readonly Service[]
  locale: Locale
} & (
  | {
      /** The home page's overview: the one-sentence summary and a link to the service's details. */
      detail: "summary"
      /** The link's words, "{service}" standing for the service's title: "Learn more about {service}". */
      linkLabel: string
    }
  | {
      /** The services page: every feature, the price and Get Started; each block is an anchor. */
      detail: "full"
    }
)

/** The four services as alternating rows of illustration and text. */
export function ServicesSection(props: ServicesSectionProps) {
  const { intro, services, detail, locale } = props
  const isFull = detail === "full"
  return (
    <Section intro={intro} where="services">
      <div className="space-y-16 lg:space-y-24">
        {services.map((service, index) => (
          <article
            key={service.id}
            id={isFull ? service.id : undefined}
            aria-labelledby={`${service.id}-title`}
            className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
          >
            <img
              src={service.image.src}
              alt={service.image.alt}
              width={service.image.width}
              height={service.image.height}
              loading="lazy"
              decoding="async"
              // The pictures are drawn light; in the dark theme their lightness is turned over and
              // their hues turned back, so a pale panel reads as a dark one in the same colours.
              className={cn(
                "h-auto w-full rounded-card dark:[filter:invert(0.88)_hue-rotate(180deg)]",
                index % 2 === 1 && "lg:order-last",
              )}
            />
            <div>
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <SiteIcon name={service.icon} className="size-6" />
              </span>
              <h3 id={`${service.id}-title`} className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
                {isFull ? (
                  // Each block leads to the service's own page; the home page's summary has a link of its own.
                  <a
                    href={localizePath(paths.service(service.id), locale)}
                    className="rounded-sm underline-offset-4 hover:text-primary hover:underline"
                  >
                    {service.title}
                  </a>
                ) : (
                  service.title
                )}
              </h3>
              <p className="mt-4 text-lg text-muted-foreground">{isFull ? service.description : service.summary}</p>
              {isFull ? (
                <ul className="mt-6 space-y-3">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <SiteIcon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {props.detail === "full" ? (
                <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
                  <p className="text-xl font-bold text-foreground">{formatServicePrice(service.pricing, locale)}</p>
                  <ActionButton action={service.cta} locale={locale} size="lg" />
                </div>
              ) : (
                <a
                  href={localizePath(paths.service(service.id), locale)}
                  className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary hover:text-primary-hover hover:underline"
                >
                  {props.linkLabel.replace("{service}", service.title)}
                  <SiteIcon name="arrow-right" className="size-4" />
                </a>
              )}
            </div>
          </article>
        ))}
      </div>
    </Section>
  )
}
