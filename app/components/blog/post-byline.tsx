import type { PostSummary } from "~/lib/collections"
import { blogText } from "~/content/interface/blog"
import { formatDate, isoDate } from "~/lib/format"

/** Who wrote the post, when, and how long it takes to read; on the dark hero band. */
export function PostByline({ post }: { post: PostSummary }) {
  const { post: copy } = blogText
  return (
    <p className="mt-8 flex flex-wrap gap-x-3 gap-y-1 text-sm text-inverse-muted">
      <span>
        {copy.by} <span className="font-semibold text-inverse-foreground">{post.author.name}</span>, {post.author.role}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {copy.published} <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
      </span>
      {post.updatedAt ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {copy.updated} <time dateTime={isoDate(post.updatedAt)}>{formatDate(post.updatedAt)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span>{copy.readingTime(post.readingMinutes)}</span>
    </p>
  )
}
