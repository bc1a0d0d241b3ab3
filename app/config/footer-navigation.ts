import type { FooterColumn } from "~/content/types"

/** The footer's link columns: Services (one link each, in the order given), Company and Legal. */
export const footerColumns = (services: readonly { id: string; title: string }[]): readonly FooterColumn[] => [
  {
    id: "services",
    title: "Services",
    links: services.map((service) => ({ label: service.title, to: `/services#${service.id}` })),
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "Our Process", to: "/process" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Insights", to: "/blog" },
      { label: "Pricing", to: "/#pricing" },
      { label: "FAQ", to: "/#faq" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    id: "legal",
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
    ],
  },
]
