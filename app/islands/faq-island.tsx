import { IslandBoundary } from "~/components/island-boundary"
import { FaqSection, type FaqSectionProps } from "~/components/sections/faq-section"
import faqsFile from "~/content/faqs.json"
import type { Faq } from "~/content/types"

/** The file itself travels in the island's code; the build has checked it (the `faqs` collection). */
const faqs: readonly Faq[] = faqsFile.faqs

/** The FAQ accordion, hydrated as it comes into view. */
export function FaqIsland(props: Omit<FaqSectionProps, "faqs">) {
  return (
    <IslandBoundary>
      <FaqSection {...props} faqs={faqs} />
    </IslandBoundary>
  )
}
