import type { Route } from "./+types/contact"
import { PageHero } from "~/components/sections/page-hero"
import { contactPage } from "~/content/pages/contact"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(contactPage.meta, "/contact")

export default function ContactRoute() {
  return <PageHero {...contactPage.hero} />
}
