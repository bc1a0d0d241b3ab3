import { cardClassName } from "~/components/ui/card"
import type { PostSummary } from "~/lib/collections"
import type { Locale } from "~/config/locales"
import { blogWords } from "virtual:content/blogWords"
import { formatDate, isoDate } from "~/lib/format"
import { TagLinks } from "./tag-links"

/** Posts as cards: title (the link), summary, date, reading time and topics. */
export function PostList({
  posts,
  locale,
  headingLevel = 2,
}: {
  posts: readonly PostSummary[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <article
            aria-labelledby={`post-${post.id}`}
            className={cardClassName(
              "flex h-full flex-col p-6 transition-shadow focus-within:shadow-md hover:shadow-md",
            )}
          >
            <p className="text-sm text-muted-foreground">
              <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt, locale)}</time>
              <span aria-hidden="true"> · </span>
              {blogWords[locale].post.readingTime(post.readingMinutes)}
            </p>
            <Heading id={`post-${post.id}`} className="mt-3 text-xl font-bold tracking-tight text-balance">
              <a href={post.path} className="rounded-sm hover:text-primary hover:underline">
                {post.title}
              </a>
            </Heading>
            <p className="mt-3 mb-5 text-muted-foreground">{post.description}</p>
            <TagLinks tags={post.tags} locale={locale} className="mt-auto" />
          </article>
        </li>
      ))}
    </ul>
  )
}
