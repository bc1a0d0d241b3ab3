import { Icon, lucideDrawing, type IconDrawing } from "./ui/icon"
import type { IconName } from "../content/types"
import * as arrowRight from "lucide-react/icons/arrow-right"
import * as badgeCheck from "lucide-react/icons/badge-check"
import * as bot from "lucide-react/icons/bot"
import * as calendarCheck from "lucide-react/icons/calendar-check"
import * as chartLine from "lucide-react/icons/chart-line"
import * as check from "lucide-react/icons/check"
import * as chevronDown from "lucide-react/icons/chevron-down"
import * as chevronLeft from "lucide-react/icons/chevron-left"
import * as chevronRight from "lucide-react/icons/chevron-right"
import * as clock from "lucide-react/icons/clock"
import * as cpu from "lucide-react/icons/cpu"
import * as externalLink from "lucide-react/icons/external-link"
import * as globe from "lucide-react/icons/globe"
import * as headphones from "lucide-react/icons/headphones"
import * as heartPulse from "lucide-react/icons/heart-pulse"
import * as house from "lucide-react/icons/house"
import * as landmark from "lucide-react/icons/landmark"
import * as lock from "lucide-react/icons/lock"
import * as mail from "lucide-react/icons/mail"
import * as menu from "lucide-react/icons/menu"
import * as monitor from "lucide-react/icons/monitor"
import * as moon from "lucide-react/icons/moon"
import * as messageSquareText from "lucide-react/icons/message-square-text"
import * as pause from "lucide-react/icons/pause"
import * as phone from "lucide-react/icons/phone"
import * as piggyBank from "lucide-react/icons/piggy-bank"
import * as play from "lucide-react/icons/play"
import * as plug from "lucide-react/icons/plug"
import * as refreshCw from "lucide-react/icons/refresh-cw"
import * as rocket from "lucide-react/icons/rocket"
import * as scale from "lucide-react/icons/scale"
import * as search from "lucide-react/icons/search"
import * as shieldCheck from "lucide-react/icons/shield-check"
import * as shoppingCart from "lucide-react/icons/shopping-cart"
import * as star from "lucide-react/icons/star"
import * as sun from "lucide-react/icons/sun"
import * as target from "lucide-react/icons/target"
import * as trendingUp from "lucide-react/icons/trending-up"
import * as users from "lucide-react/icons/users"
import * as workflow from "lucide-react/icons/workflow"
import * as wrench from "lucide-react/icons/wrench"
import * as x from "lucide-react/icons/x"
import * as zap from "lucide-react/icons/zap"

/**
 * Every icon the site draws, by the name components and content use, with lucide's drawing behind
 * it. Icons are inline SVG in the page's HTML: no request, nothing to fetch or decode before they
 * show, and no script.
 */
export const iconDrawings = {
  "arrow-right": lucideDrawing(arrowRight),
  "badge-check": lucideDrawing(badgeCheck),
  bot: lucideDrawing(bot),
  calendar: lucideDrawing(calendarCheck),
  chart: lucideDrawing(chartLine),
  check: lucideDrawing(check),
  "chevron-down": lucideDrawing(chevronDown),
  "chevron-left": lucideDrawing(chevronLeft),
  "chevron-right": lucideDrawing(chevronRight),
  clock: lucideDrawing(clock),
  close: lucideDrawing(x),
  cpu: lucideDrawing(cpu),
  "external-link": lucideDrawing(externalLink),
  globe: lucideDrawing(globe),
  headphones: lucideDrawing(headphones),
  "heart-pulse": lucideDrawing(heartPulse),
  house: lucideDrawing(house),
  landmark: lucideDrawing(landmark),
  lock: lucideDrawing(lock),
  mail: lucideDrawing(mail),
  menu: lucideDrawing(menu),
  monitor: lucideDrawing(monitor),
  moon: lucideDrawing(moon),
  message: lucideDrawing(messageSquareText),
  pause: lucideDrawing(pause),
  phone: lucideDrawing(phone),
  "piggy-bank": lucideDrawing(piggyBank),
  play: lucideDrawing(play),
  plug: lucideDrawing(plug),
  refresh: lucideDrawing(refreshCw),
  rocket: lucideDrawing(rocket),
  scale: lucideDrawing(scale),
  search: lucideDrawing(search),
  "shield-check": lucideDrawing(shieldCheck),
  "shopping-cart": lucideDrawing(shoppingCart),
  "star-filled": { node: lucideDrawing(star).node, isFilled: true },
  sun: lucideDrawing(sun),
  target: lucideDrawing(target),
  "trending-up": lucideDrawing(trendingUp),
  users: lucideDrawing(users),
  workflow: lucideDrawing(workflow),
  wrench: lucideDrawing(wrench),
  zap: lucideDrawing(zap),
} as const satisfies Record<IconName, IconDrawing> & Record<string, IconDrawing>

export type SiteIconName = keyof typeof iconDrawings

/** An icon the site draws, by its name here or in content (`IconName`). */
export function SiteIcon({ name, className }: { name: SiteIconName | IconName; className?: string }) {
  return <Icon drawing={iconDrawings[name]} className={className} />
}
