import { cn } from "~/lib/cn"

export interface StoryFilterLink {
  label: string
  to: string
  /** The view's title, its name for assistive technology ("Legal Client Stories"): a link named "Legal" leads elsewhere. */
  name?: string
}

/**
 * The ways to narrow the client stories, as links to pages of their own (no script): back to all of them
 * (from a view), then one group per facet. The current view is marked for assistive technology and drawn filled.
 */
export function StoryFilters({
  label,
  all,
  groups,
  current,
}: {
  label: string
  all: StoryFilterLink
  groups: readonly { title: string; links: readonly StoryFilterLink[] }[]
  current: string
}) {
  const chip = (link: StoryFilterLink) => (
    <a
      href={link.to}
      aria-label={link.name}
      aria-current={link.to === current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
        link.to === current
          ? "border-primary bg-primary text-primary-foreground"
          : "border-border bg-background text-foreground hover:border-primary hover:text-primary",
      )}
    >
      {link.label}
    </a>
  )
  return (
    <nav aria-label={label} className="container-page pt-12 sm:pt-16">
      <div className="flex flex-col gap-4">
        {/* On the list of every story, the views alone: the page itself is "all". */}
        {all.to === current ? null : <div>{chip(all)}</div>}
        {groups.map((group) => (
          <div key={group.title} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <p className="w-32 shrink-0 text-sm font-semibold text-muted-foreground">{group.title}</p>
            <ul className="flex flex-wrap gap-2">
              {group.links.map((link) => (
                <li key={link.to}>{chip(link)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
