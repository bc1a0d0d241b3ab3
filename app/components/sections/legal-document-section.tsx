import type { Locale } from "~/config/locales"
import { layoutWords } from "virtual:content/layoutWords"
import type { LegalPageData } from "~/content/schemas"

/**
 * A legal page: title, date, then its text as one readable column. `html` is the page's Markdown
 * rendered by the build, with the settings filled in (`fillSettingsHtml`).
 */
export function LegalDocumentSection({ page, html, locale }: { page: LegalPageData; html: string; locale: Locale }) {
  return (
    <article aria-labelledby="page-title" className="container-page max-w-3xl py-16 sm:py-20">
      <header className="border-b border-border pb-8">
        <h1 id="page-title" className="text-heading font-bold tracking-tight">
          {page.title}
        </h1>
        <p className="mt-3 text-sm text-muted-foreground">{`${layoutWords[locale].lastUpdated} ${page.lastUpdated}`}</p>
      </header>
      <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
