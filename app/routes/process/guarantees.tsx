import { GuaranteesSection } from "~/components/sections/guarantees-section"
import { guarantees } from "~/content/guarantees"
import { processPage } from "~/content/pages/process"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ProcessGuarantees() {
  return <GuaranteesSection intro={processPage.guarantees} guarantees={guarantees} />
}
