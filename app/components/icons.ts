import type { IconName } from "../content/types"

/**
 * Every icon the site draws, by the name components use, with the lucide drawing behind it
 * (`<drawing>` or `<drawing>:filled`). The build turns each into a CSS mask (`icon-<name>`, see
 * scripts/vite/icon-styles.ts), so pages carry a class, not the drawing. This file is read by the
 * build itself: keep its imports relative and type-only.
 */
export const iconDrawings = {
  "arrow-right": "arrow-right",
  "badge-check": "badge-check",
  bot: "bot",
  calendar: "calendar-check",
  chart: "chart-line",
  check: "check",
  "chevron-down": "chevron-down",
  "chevron-left": "chevron-left",
  "chevron-right": "chevron-right",
  clock: "clock",
  close: "x",
  cpu: "cpu",
  "external-link": "external-link",
  headphones: "headphones",
  "heart-pulse": "heart-pulse",
  house: "house",
  landmark: "landmark",
  lock: "lock",
  mail: "mail",
  menu: "menu",
  message: "message-square-text",
  pause: "pause",
  phone: "phone",
  "piggy-bank": "piggy-bank",
  play: "play",
  plug: "plug",
  refresh: "refresh-cw",
  rocket: "rocket",
  scale: "scale",
  search: "search",
  "shield-check": "shield-check",
  "shopping-cart": "shopping-cart",
  "star-filled": "star:filled",
  target: "target",
  "trending-up": "trending-up",
  users: "users",
  workflow: "workflow",
  wrench: "wrench",
  zap: "zap",
} as const satisfies Record<IconName, string> & Record<string, string>

export type SiteIconName = keyof typeof iconDrawings
