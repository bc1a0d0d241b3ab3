import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { homePage } from "~/content/pages/home"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomeClosing() {
  return <ClosingCtaSection id="contact" {...homePage.closing} />
}
