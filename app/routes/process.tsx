import type { Route } from "./+types/process"
import { PageHero } from "~/components/sections/page-hero"
import { processPage } from "~/content/pages/process"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(processPage.meta, "/process")

export default function ProcessRoute() {
  return <PageHero {...processPage.hero} />
}
