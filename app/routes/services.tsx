import type { Route } from "./+types/services"
import { PageHero } from "~/components/sections/page-hero"
import { servicesPage } from "~/content/pages/services"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(servicesPage.meta, "/services")

export default function ServicesRoute() {
  return <PageHero {...servicesPage.hero} />
}
