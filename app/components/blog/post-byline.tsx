import type { PostSummary } from "~/lib/collections"
import type { Locale } from "~/config/locales"
import { blogWords } from "virtual:content/blogWords"
import { formatDate, isoDate } from "~/lib/format"

/**
 * Who wrote the post, when, and how long it takes to read; on the dark hero band. The author's
 * role follows their name mid-sentence ("Por Maya Chen, directora de automatización"). The spaces
 * between the parts change nothing on screen (flex items) and keep them apart in text read
 * without styles.
 */
export function PostByline({ post, locale }: { post: PostSummary; locale: Locale }) {
  const { post: copy } = blogWords[locale]
  return (
    <p className="mt-8 flex flex-wrap gap-x-3 gap-y-1 text-sm text-inverse-muted">
      <span>
        {copy.by} <span className="font-semibold text-inverse-foreground">{post.author.name}</span>, {post.author.role}
      </span>{" "}
      <span aria-hidden="true">·</span>{" "}
      <span>
        {copy.published} <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt, locale)}</time>
      </span>
      {post.updatedAt ? (
        <>
          {" "}
          <span aria-hidden="true">·</span>{" "}
          <span>
            {copy.updated} <time dateTime={isoDate(post.updatedAt)}>{formatDate(post.updatedAt, locale)}</time>
          </span>
        </>
      ) : null}{" "}
      <span aria-hidden="true">·</span> <span>{copy.readingTime(post.readingMinutes)}</span>
    </p>
  )
}
