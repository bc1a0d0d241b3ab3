import { JsonLd } from "~/components/json-ld"
import { ServicesSection } from "~/components/sections/services-section"
import { servicesPage } from "~/content/pages/services"
import { services } from "~/content/services"
import { servicesData } from "~/lib/structured-data"

/** Part of the page, loaded when it is needed (see components/deferred-section.tsx). */
export default function ServicesDetails() {
  return (
    <>
      <ServicesSection intro={servicesPage.services} services={services} detail="full" />
      <JsonLd data={servicesData(services)} />
    </>
  )
}
