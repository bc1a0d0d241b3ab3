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

/**
 * Icons that travel inside the stylesheet as data URLs. Every other icon is a file of its own,
 * fetched when a page first shows it.
 *
 * The browser builds a small SVG document for each icon it draws. For a data URL it builds that
 * document while it restyles the page, and it builds it again for each stylesheet that holds
 * the URL. The whole stylesheet arrives after the first paint, so a page's content icons made
 * that restyle one long task. As files, each icon is built in a short task of its own when it
 * arrives. These stay data URLs because they must never be missing for a moment:
 * - menu and external-link are on every page's first screen (styles/critical-frame.css);
 * - close, play and pause first appear after a click (the menu dialog, the carousel's toggle).
 */
export const iconsInStylesheet: readonly SiteIconName[] = ["menu", "external-link", "close", "play", "pause"]
