import { JsonLd } from "~/components/json-ld"
import { PricingSection } from "~/components/sections/pricing-section"
import { homePage } from "~/content/pages/home"
import { pricingPlans } from "~/content/pricing-plans"
import { plansData } from "~/lib/structured-data"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function HomePricing() {
  return (
    <>
      <PricingSection id="pricing" intro={homePage.pricing} plans={pricingPlans} closing={homePage.pricingClosing} />
      <JsonLd data={plansData(pricingPlans)} />
    </>
  )
}
