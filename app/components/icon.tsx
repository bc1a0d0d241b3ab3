import type { IconName } from "~/content/types"
import { iconDrawings, type SiteIconName } from "./icons"
import { Icon } from "./ui/icon"

/** An icon the site draws, by name (components/icons.ts). */
export function SiteIcon({ name, className }: { name: SiteIconName | IconName; className?: string }) {
  return <Icon drawing={iconDrawings[name]} className={className} />
}

/** An icon named in content (`IconName`). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon drawing={iconDrawings[name]} className={className} />
}
