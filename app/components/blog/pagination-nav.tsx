import type { Locale } from "~/config/locales"
import { blogWords } from "virtual:content/blogWords"

/**
 * Links to the newer and older pages of a listing; nothing when everything fits one page.
 * `pagePath` gives page `number`'s address (config/paths.ts, as `paths.blogPage`).
 */
export function PaginationNav({
  pagePath,
  number,
  count,
  locale,
}: {
  pagePath: (number: number) => string
  number: number
  count: number
  locale: Locale
}) {
  if (count <= 1) return null
  const { pagination } = blogWords[locale]
  const link =
    "inline-flex min-h-11 items-center rounded-control border border-border px-4 font-semibold hover:bg-muted"
  return (
    <nav aria-label={pagination.label} className="mt-10 flex items-center justify-between gap-4">
      {number > 1 ? (
        <a href={pagePath(number - 1)} rel="prev" className={link}>
          {pagination.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{blogWords[locale].pageOf(number, count)}</p>
      {number < count ? (
        <a href={pagePath(number + 1)} rel="next" className={link}>
          {pagination.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
