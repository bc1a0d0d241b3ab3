import type { PostSummary } from "~/lib/collections"
import type { Locale } from "~/config/locales"
import { blogWords } from "virtual:content/blogWords"

/** Links to the post published before this one and the one after it. */
export function PostNeighbours({ older, newer, locale }: { older?: PostSummary; newer?: PostSummary; locale: Locale }) {
  if (!older && !newer) return null
  const { neighbours } = blogWords[locale].post
  const card = "flex h-full flex-col rounded-card border border-border p-5 hover:border-primary hover:bg-primary-soft"
  return (
    <nav aria-label={neighbours.label} className="container-page pb-16">
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {(
          [
            [older, "prev", neighbours.older, ""],
            [newer, "next", neighbours.newer, "sm:text-right"],
          ] as const
        ).map(([post, rel, label, align]) => (
          <li key={rel} className={align}>
            {post ? (
              <a href={post.path} rel={rel} className={card}>
                <span className="text-sm text-muted-foreground">{label}</span>
                <span className="mt-1 font-semibold">{post.title}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
