import type { FooterColumn } from "~/content/types"
import { localizePath, type Locale } from "./locales"
import { sitePages, type FooterColumnId, type FooterPageName } from "./pages"
import { paths } from "./paths"

/** The home page's sections the Company column also leads to, after its pages. */
const homeSections = ["pricing", "faq"] as const

/**
 * The footer's words (the interface words' `layoutWords.footer.links`): its columns' headings, and the labels of
 * the pages the page list puts in a column and of the home page's sections, by name.
 */
type FooterLabels = Record<"services" | FooterColumnId | FooterPageName | (typeof homeSections)[number], string>

/**
 * The footer's link columns in `locale`: Services (each service's page, in the order given), then Company and
 * Legal, the pages the page list puts there in its order (Company also the home page's pricing and FAQ).
 */
export const footerColumns = (
  services: readonly { id: string; title: string }[],
  locale: Locale,
  label: FooterLabels,
): readonly FooterColumn[] => {
  const to = (path: string) => localizePath(path, locale)
  const pagesIn = (column: FooterColumnId) =>
    sitePages.flatMap((page) =>
      "footer" in page && page.footer === column ? [{ label: label[page.name], to: to(page.path) }] : [],
    )
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
        ...pagesIn("company"),
        ...homeSections.map((section) => ({ label: label[section], to: to(paths.section(paths.home, section)) })),
      ],
    },
    { id: "legal", title: label.legal, links: pagesIn("legal") },
  ]
}
