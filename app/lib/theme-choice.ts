/** Names the inlined theme script and the theme controls share. */
export const themeStorageKey = "theme"
/** Marks a radio of a theme control; its value is one of `themeChoices`. */
export const themeChoiceAttribute = "data-theme-choice"
/** On <html> when the visitor chose a theme: "light" or "dark". */
export const themeAttribute = "data-theme"
export const themeChoices = ["light", "dark", "system"] as const
export type ThemeChoice = (typeof themeChoices)[number]
/** The browser's bar colour (theme-color), for a light and a dark page. */
export const themeColors = { light: "#4f46e5", dark: "#0b1120" } as const

/** The theme the page shows now: the visitor's choice, or else the system's. */
export function shownTheme(): "light" | "dark" {
  const chosen = document.documentElement.getAttribute(themeAttribute)
  if (chosen === "light" || chosen === "dark") return chosen
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light"
}
