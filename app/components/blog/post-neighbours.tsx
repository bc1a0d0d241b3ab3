import type { PostSummary } from "~/lib/collections"
import { blogPage } from "~/content/pages/blog"

/** Links to the post published before this one and the one after it. */
export function PostNeighbours({ older, newer }: { older?: PostSummary; newer?: PostSummary }) {
  if (!older && !newer) return null
  const { neighbours } = blogPage.post
  const card = "flex h-full flex-col rounded-card border border-border p-5 hover:border-primary hover:bg-primary-soft"
  return (
    <nav aria-label={neighbours.label} className="container-page pb-16">
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        <li>
          {older ? (
            <a href={older.path} rel="prev" className={card}>
              <span className="text-sm text-muted-foreground">{neighbours.older}</span>
              <span className="mt-1 font-semibold">{older.title}</span>
            </a>
          ) : null}
        </li>
        <li className="sm:text-right">
          {newer ? (
            <a href={newer.path} rel="next" className={card}>
              <span className="text-sm text-muted-foreground">{neighbours.newer}</span>
              <span className="mt-1 font-semibold">{newer.title}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
