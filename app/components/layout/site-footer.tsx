import { SiteIcon } from "~/components/icons"
import { ActionButton } from "~/components/action-button"
import { footerColumns } from "~/config/footer-navigation"
import { site } from "~/config/site"
import type { Locale } from "~/config/locales"
import { layoutWords } from "virtual:content/layoutWords"
import { BrandLink } from "./brand-link"
import { footerColumnHeadingId, footerLinkClassName, footerLinkListClassName } from "./footer-link"
import { siteFooterId } from "./landmark-ids"

/** The footer: brand and contact, then the Services, Company and Legal link columns. */
export function SiteFooter({
  services,
  locale,
}: {
  services: readonly { id: string; title: string }[]
  locale: Locale
}) {
  const { footer } = layoutWords[locale]
  return (
    <footer id={siteFooterId} className="border-t border-border bg-muted">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <BrandLink locale={locale} />
          <p className="mt-3 text-sm text-muted-foreground">{footer.tagline}</p>
          <h2 className="mt-6 text-sm font-semibold">{footer.contactHeading}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {(["email", "phone"] as const).map((kind) => (
              <li key={kind}>
                <ActionButton
                  action={{ kind }}
                  locale={locale}
                  variant="link"
                  size="inline"
                  icon={<SiteIcon name={kind === "email" ? "mail" : "phone"} />}
                />
              </li>
            ))}
          </ul>
        </div>
        {footerColumns(services, locale, footer.links).map((column) => (
          <nav key={column.id} aria-labelledby={footerColumnHeadingId(column.id)}>
            <h2 id={footerColumnHeadingId(column.id)} className="text-sm font-semibold">
              {column.title}
            </h2>
            <ul className={footerLinkListClassName}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className={footerLinkClassName}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-6 text-sm text-muted-foreground">
          {`© ${footer.copyrightYear} ${site.name}. ${footer.rights}`}
        </p>
      </div>
    </footer>
  )
}
