import { IslandBoundary } from "~/components/island-boundary"
import { FaqSection, type FaqSectionProps } from "~/components/sections/faq-section"
import type { Locale } from "~/config/locales"
import faqsFile from "~/content/faqs.json"
import spanishFaqsFile from "~/content/es/faqs.json"
import { mergeTranslation } from "~/content/translations"
import type { Faq } from "~/content/types"

/**
 * The files themselves travel in the island's code, the translation merged over its original as
 * the build merges them; the build has checked both (the `faqs` collection).
 */
const faqsIn: Record<Locale, readonly Faq[]> = {
  en: faqsFile.faqs,
  es: (mergeTranslation(faqsFile, spanishFaqsFile, "es").merged as typeof faqsFile).faqs,
}

/** The FAQ accordion in the page's language, hydrated as it comes into view. */
export function FaqIsland({ locale, ...props }: Omit<FaqSectionProps, "faqs"> & { locale: Locale }) {
  return (
    <IslandBoundary locale={locale}>
      <FaqSection {...props} faqs={faqsIn[locale]} />
    </IslandBoundary>
  )
}
