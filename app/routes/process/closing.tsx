import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { processPage } from "~/content/pages/process"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ProcessClosing() {
  return <ClosingCtaSection {...processPage.closing} />
}
