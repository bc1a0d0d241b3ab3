import { SettingsText } from "~/components/settings-text"
import type { LegalDocument } from "~/content/types"

/** A legal page: title, date, introduction and numbered sections, as one readable column. */
export function LegalDocumentSection({ document }: { document: LegalDocument }) {
  return (
    <article className="container-page max-w-3xl py-16 sm:py-20">
      <header className="border-b border-border pb-8">
        <h1 id="page-title" className="text-heading font-bold tracking-tight">
          {document.title}
        </h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated {document.lastUpdated}</p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-muted-foreground">
            <SettingsText text={paragraph} />
          </p>
        ))}
      </header>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              <SettingsText text={paragraph} />
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-primary">
              {section.list.map((item) => (
                <li key={item}>
                  <SettingsText text={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  )
}
