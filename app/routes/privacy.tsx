import type { Route } from "./+types/privacy"
import { LegalDocumentSection } from "~/components/sections/legal-document-section"
import { privacyPolicy } from "~/content/legal/privacy"
import { pageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => pageMeta(privacyPolicy.meta, "/privacy")

export default function PrivacyRoute() {
  return <LegalDocumentSection document={privacyPolicy} />
}
