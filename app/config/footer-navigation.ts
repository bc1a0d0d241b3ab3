import type { FooterColumn } from "~/content/types"
import { localizePath, type Locale } from "./locales"
import { paths } from "./paths"

/** The footer's words: its columns' headings and links' labels (the interface words' `layoutWords.footer.links`). */
type FooterLabels = Record<
  | "services"
  | "company"
  | "legal"
  | "process"
  | "industries"
  | "caseStudies"
  | "blog"
  | "pricing"
  | "faq"
  | "contact"
  | "privacy"
  | "terms"
  | "accessibility",
  string
>

/** The footer's link columns in `locale`: Services (one link each, in the order given), Company and Legal. */
export const footerColumns = (
  services: readonly { id: string; title: string }[],
  locale: Locale,
  label: FooterLabels,
): readonly FooterColumn[] => {
  const to = (path: string) => localizePath(path, locale)
  return [
    {
      id: "services",
      title: label.services,
      links: services.map((service) => ({ label: service.title, to: to(paths.service(service.id)) })),
    },
    {
      id: "company",
      title: label.company,
      links: [
        { label: label.process, to: to(paths.process) },
        { label: label.industries, to: to(paths.industries) },
        { label: label.caseStudies, to: to(paths.caseStudies) },
        { label: label.blog, to: to(paths.blog) },
        { label: label.pricing, to: to(paths.section(paths.home, "pricing")) },
        { label: label.faq, to: to(paths.section(paths.home, "faq")) },
        { label: label.contact, to: to(paths.contact) },
      ],
    },
    {
      id: "legal",
      title: label.legal,
      links: [
        { label: label.privacy, to: to(paths.privacy) },
        { label: label.terms, to: to(paths.terms) },
        { label: label.accessibility, to: to(paths.accessibility) },
      ],
    },
  ]
}
