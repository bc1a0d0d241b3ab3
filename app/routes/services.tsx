import type { Route } from "./+types/services"
import { deferredSection } from "~/components/deferred-section"
import { PageHero } from "~/components/sections/page-hero"
import { servicesPage } from "~/content/pages/services"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(servicesPage.meta, "/services")

// Prerendered in full, their code loaded as the visitor scrolls to them.
const Benefits = deferredSection("benefits", () => import("./services/benefits"))
const Services = deferredSection("services", () => import("./services/services"))
const Closing = deferredSection("closing", () => import("./services/closing"))

export default function ServicesRoute() {
  return (
    <>
      <PageHero {...servicesPage.hero} />
      <Benefits />
      <Services />
      <Closing />
    </>
  )
}
