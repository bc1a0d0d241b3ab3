import type { Route } from "./+types/terms"
import { LegalDocumentSection } from "~/components/sections/legal-document-section"
import { termsOfService } from "~/content/legal/terms"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(termsOfService.meta, "/terms")

export default function TermsRoute() {
  return <LegalDocumentSection document={termsOfService} />
}
