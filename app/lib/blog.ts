/** Kept free of Astro so it can be unit-tested. 230 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 230))
}

/** The blog's listing and a topic's. */
export const postsPerPage = 9

/** Always at least one page, perhaps empty. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size))
  return pages.length > 0 ? pages : [[]]
}

interface Tagged {
  id: string
  tags: readonly string[]
  publishedAt: Date
}

/** Newest first; posts of the same day by id, so the order never depends on the file system. */
export function newestFirst(a: Tagged, b: Tagged): number {
  return b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id)
}

export function byNewest<T extends Tagged>(posts: readonly T[]): T[] {
  return [...posts].sort(newestFirst)
}

/** What the feed and /llms.txt list. */
export function latestPosts<T extends Tagged>(posts: readonly T[], count: number): T[] {
  return byNewest(posts).slice(0, count)
}

/** Those sharing the most tags first, then the newest; posts sharing none fill the list only when too few do. */
export function relatedPosts<T extends Tagged>(post: T, posts: readonly T[], count = 3): T[] {
  const shared = (other: T) => other.tags.filter((tag) => post.tags.includes(tag)).length
  return byNewest(posts.filter((other) => other.id !== post.id))
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}

/** In a list ordered newest first. */
export function neighbours<T extends { id: string }>(post: T, newestFirst: readonly T[]): { older?: T; newer?: T } {
  const index = newestFirst.findIndex((other) => other.id === post.id)
  return { older: newestFirst[index + 1], newer: index > 0 ? newestFirst[index - 1] : undefined }
}

/** The most used first. */
export function tagCounts(posts: readonly { tags: readonly string[] }[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
}
