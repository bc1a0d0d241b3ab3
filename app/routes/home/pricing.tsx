import { PricingSection } from "~/components/sections/pricing-section"
import { homePage } from "~/content/pages/home"
import { pricingPlans } from "~/content/pricing-plans"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomePricing() {
  return <PricingSection id="pricing" intro={homePage.pricing} plans={pricingPlans} closing={homePage.pricingClosing} />
}
