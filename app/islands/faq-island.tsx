import { IslandBoundary } from "~/components/island-boundary"
import { FaqSection, type FaqSectionProps } from "~/components/sections/faq-section"
import type { Locale } from "~/config/locales"
import { faqs } from "virtual:content/faqs"

/** The FAQ accordion in the page's language, hydrated as it comes into view (the questions travel in its code: app/content/read.ts). */
export function FaqIsland({ locale, ...props }: Omit<FaqSectionProps, "faqs"> & { locale: Locale }) {
  return (
    <IslandBoundary locale={locale}>
      <FaqSection {...props} faqs={faqs[locale]} />
    </IslandBoundary>
  )
}
