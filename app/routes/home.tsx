import type { Route } from "./+types/home"
import { PageHero } from "~/components/sections/page-hero"
import { homePage } from "~/content/pages/home"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(homePage.meta, "/")

export default function HomeRoute() {
  return <PageHero {...homePage.hero} size="home" />
}
