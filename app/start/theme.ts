import { themeAttribute, themeChoiceAttribute, themeStorageKey, type ThemeChoice } from "~/lib/theme-choice"

/**
 * Applied before anything is drawn, so a visitor who chose Dark never sees a light frame. With no
 * choice, or no script, the stylesheet follows the system. The theme-color tags follow too, for
 * the browser's own bars.
 */
export const followThemeChoice = (): void => {
  const root = document.documentElement
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
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
