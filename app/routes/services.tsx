import type { Route } from "./+types/services"
import { BenefitsSection } from "~/components/sections/benefits-section"
import { ClosingCtaSection } from "~/components/sections/closing-cta-section"
import { PageHero } from "~/components/sections/page-hero"
import { ServicesSection } from "~/components/sections/services-section"
import { benefits } from "~/content/benefits"
import { servicesPage } from "~/content/pages/services"
import { services } from "~/content/services"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(servicesPage.meta, "/services")

export default function ServicesRoute() {
  return (
    <>
      <PageHero {...servicesPage.hero} />
      <BenefitsSection intro={servicesPage.benefits} benefits={benefits} />
      <ServicesSection intro={servicesPage.services} services={services} detail="full" />
      <ClosingCtaSection {...servicesPage.closing} />
    </>
  )
}
