import type { FooterColumn } from "~/content/types"
import { paths } from "./paths"

/** The footer's link columns: Services (one link each, in the order given), Company and Legal. */
export const footerColumns = (services: readonly { id: string; title: string }[]): readonly FooterColumn[] => [
  {
    id: "services",
    title: "Services",
    links: services.map((service) => ({ label: service.title, to: paths.section(paths.services, service.id) })),
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "Our Process", to: paths.process },
      { label: "Case Studies", to: paths.caseStudies },
      { label: "Insights", to: paths.blog },
      { label: "Pricing", to: paths.section(paths.home, "pricing") },
      { label: "FAQ", to: paths.section(paths.home, "faq") },
      { label: "Contact", to: paths.contact },
    ],
  },
  {
    id: "legal",
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: paths.privacy },
      { label: "Terms of Service", to: paths.terms },
    ],
  },
]
