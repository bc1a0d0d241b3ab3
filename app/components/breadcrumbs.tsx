import type { Locale } from "~/config/locales"
import { blogWords } from "virtual:content/blogWords"

export interface Breadcrumb {
  label: string
  to: string
}

/**
 * Where the page sits: links to the pages above it, then the page itself (not a link). Drawn on
 * the dark hero band. The same trail is given to search engines (`breadcrumbData`).
 */
export function Breadcrumbs({
  trail,
  current,
  locale,
}: {
  trail: readonly Breadcrumb[]
  current: string
  locale: Locale
}) {
  return (
    <nav aria-label={blogWords[locale].breadcrumbLabel} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-inverse-muted">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-2">
            <a
              href={crumb.to}
              className="inline-flex min-h-6 items-center rounded-sm underline-offset-4 hover:text-inverse-foreground hover:underline"
            >
              {crumb.label}
            </a>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li>
          <span aria-current="page" className="line-clamp-1 text-inverse-foreground">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
