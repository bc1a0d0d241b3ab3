import type { ReactNode } from "react"
import { SiteIcon } from "~/components/icons"
import { cardClassName } from "~/components/ui/card"
import type { IconName } from "~/content/types"
import { cn } from "~/lib/cn"

export interface IconCard {
  id: string
  icon: IconName
  /** The card's h3: words, or a link to the card's page. */
  title: ReactNode
  description: string
  /** Under the description: use cases, an action. */
  children?: ReactNode
}

const looks = {
  /** Left-aligned, the icon in a rounded square (benefits, who we help). */
  start: { card: "flex flex-col p-8", badge: "size-12 rounded-xl bg-primary-soft text-primary", icon: "size-6" },
  /** Centred, the icon in a circle (ways to get in touch). */
  center: {
    card: "flex flex-col items-center p-8 text-center",
    badge: "size-14 rounded-full bg-primary-soft text-primary",
    icon: "size-7",
  },
  /** Centred, a promise kept: the icon in a green circle (guarantees). */
  promise: {
    card: "flex flex-col items-center p-8 text-center",
    badge: "size-14 rounded-full bg-success/10 text-success",
    icon: "size-7",
  },
} as const

/**
 * Cards of an icon, a title and a sentence or two, three or four to a row on wide screens: the one grid the
 * benefits, who we help, the guarantees and the ways to get in touch share.
 */
export function IconCardGrid({
  cards,
  look = "start",
  columns = 3,
}: {
  cards: readonly IconCard[]
  look?: keyof typeof looks
  columns?: 3 | 4
}) {
  const { card, badge, icon } = looks[look]
  return (
    <ul className={cn("grid gap-6", columns === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3")}>
      {cards.map((item) => (
        <li key={item.id} className={cardClassName(cn("relative", card))}>
          <span className={cn("inline-flex shrink-0 items-center justify-center", badge)}>
            <SiteIcon name={item.icon} className={icon} />
          </span>
          <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted-foreground">{item.description}</p>
          {item.children}
        </li>
      ))}
    </ul>
  )
}
