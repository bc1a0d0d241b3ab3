import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import { blogWords } from "virtual:content/blogWords"

/** A post's topics, each a link to its tag page; `count` adds how many posts carry it. */
export function TagLinks({
  tags,
  locale,
  className,
}: {
  tags: readonly (string | { tag: string; count: number })[]
  locale: Locale
  className?: string
}) {
  return (
    <div className={className}>
      {/* Read before the list, so a screen reader says what the links are. */}
      <p className="sr-only">{blogWords[locale].post.tagsLabel}</p>
      <ul className="flex flex-wrap gap-2">
        {tags.map((item) => {
          const tag = typeof item === "string" ? item : item.tag
          return (
            <li key={tag}>
              <a
                href={localizePath(paths.tag(tag), locale)}
                className="inline-flex min-h-8 items-center rounded-full bg-primary-soft px-3 text-sm font-medium text-primary hover:bg-primary hover:text-primary-foreground"
              >
                {tag}
                {typeof item === "string" ? null : <span className="ml-1.5">{`(${item.count})`}</span>}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
