import { TrustStripSection } from "~/components/sections/trust-strip-section"
import { marketingClaims } from "~/content/claims"
import { contactPage } from "~/content/pages/contact"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ContactTrustStrip() {
  return <TrustStripSection label={contactPage.trustStrip.label} stats={marketingClaims} />
}
