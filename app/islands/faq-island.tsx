import { IslandBoundary } from "~/components/island-boundary"
import { FaqSection, type FaqSectionProps } from "~/components/sections/faq-section"
import { faqs } from "~/content/faqs"

/** The FAQ accordion, hydrated as it comes into view. */
export function FaqIsland(props: Omit<FaqSectionProps, "faqs">) {
  return (
    <IslandBoundary>
      <FaqSection {...props} faqs={faqs} />
    </IslandBoundary>
  )
}
