import { themeAttribute, themeChoiceAttribute, themeStorageKey, type ThemeChoice } from "~/lib/theme-choice"

/**
 * The visitor's theme, applied before anything is drawn: a visitor who chose Dark never sees a
 * light frame, nor one who chose Light a dark frame. With no choice (System), or no script, the
 * stylesheet follows the system's preference (styles/design.css).
 * - The choice is kept in local storage: "light" or "dark"; none means System.
 * - It is shown as `data-theme` on <html>, which the dark theme's rules read, and in the
 *   theme-color tags, which the browser's own bars read.
 * - The theme controls (radios marked `data-theme-choice`, in the header and the phone menu) show
 *   the choice once the page is parsed, and change it: every control, at once.
 */
export const followThemeChoice = (): void => {
  const root = document.documentElement
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
  // The colours the page was written with: one tag for a light system, one for a dark one.
  const schemeOf = (meta: HTMLMetaElement) => (meta.getAttribute("media")?.includes("dark") ? "dark" : "light")
  const colors: Record<string, string> = {}
  for (const meta of metas) colors[schemeOf(meta)] = meta.content

  const stored = (): ThemeChoice => {
    try {
      const theme = localStorage.getItem(themeStorageKey)
      return theme === "light" || theme === "dark" ? theme : "system"
    } catch {
      return "system"
    }
  }
  const show = (theme: string) => {
    if (theme === "system") root.removeAttribute(themeAttribute)
    else root.setAttribute(themeAttribute, theme)
    for (const meta of metas) {
      meta.content = colors[theme === "system" ? schemeOf(meta) : theme] as string
    }
    for (const control of document.querySelectorAll<HTMLInputElement>(`input[${themeChoiceAttribute}]`)) {
      control.checked = control.value === theme
    }
  }

  show(stored())
  document.addEventListener("DOMContentLoaded", () => show(stored()))
  document.addEventListener("change", (event) => {
    const control = event.target
    if (!(control instanceof HTMLInputElement) || !control.hasAttribute(themeChoiceAttribute)) return
    try {
      if (control.value === "system") localStorage.removeItem(themeStorageKey)
      else localStorage.setItem(themeStorageKey, control.value)
    } catch {
      // Storage refused (a private window): the choice holds for this page only.
    }
    show(control.value)
  })
}
