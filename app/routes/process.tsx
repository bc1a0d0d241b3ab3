import type { Route } from "./+types/process"
import { deferredSection } from "~/components/deferred-section"
import { PageHero } from "~/components/sections/page-hero"
import { processPage } from "~/content/pages/process"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(processPage.meta, "/process")

// Prerendered in full, their code loaded as the visitor scrolls to them.
const Steps = deferredSection("steps", () => import("./process/steps"))
const Guarantees = deferredSection("guarantees", () => import("./process/guarantees"))
const Testimonials = deferredSection("testimonials", () => import("./process/testimonials"))
const Closing = deferredSection("closing", () => import("./process/closing"))

export default function ProcessRoute() {
  return (
    <>
      <PageHero {...processPage.hero} />
      <Steps />
      <Guarantees />
      <Testimonials />
      <Closing />
    </>
  )
}
