/**
 * The visitor's theme, inlined into every page's <head> after the theme-color tags
 * (layouts/page-layout.astro), so it runs before anything is drawn: a visitor who chose Dark
 * never sees a light frame, nor one who chose Light a dark frame. With no choice (System), or no
 * script, the stylesheet follows the system's preference (styles/design.css).
 * - The choice is kept in local storage under "theme": "light" or "dark"; none means System.
 * - It is shown as `data-theme` on <html>, which the dark theme's rules read, and in the
 *   theme-color tags, which the browser's own bars read.
 * - The theme controls (radios marked `data-theme-choice`, in the header and the phone menu) show
 *   the choice once the page is parsed, and change it: every control, at once.
 * Plain JavaScript, sent as written: keep it small. The names are in theme-choice.ts.
 */
{
  const storageKey = "theme"
  const root = document.documentElement
  const metas = [...document.querySelectorAll('meta[name="theme-color"]')]
  // The colours the page was written with: one tag for a light system, one for a dark one.
  const schemeOf = (meta) => (meta.getAttribute("media")?.includes("dark") ? "dark" : "light")
  const colors = {}
  for (const meta of metas) colors[schemeOf(meta)] = meta.content

  const stored = () => {
    try {
      const theme = localStorage.getItem(storageKey)
      return theme === "light" || theme === "dark" ? theme : "system"
    } catch {
      return "system"
    }
  }
  const show = (theme) => {
    if (theme === "system") root.removeAttribute("data-theme")
    else root.setAttribute("data-theme", theme)
    for (const meta of metas) {
      meta.content = colors[theme === "system" ? schemeOf(meta) : theme]
    }
    for (const control of document.querySelectorAll("input[data-theme-choice]")) {
      control.checked = control.value === theme
    }
  }

  show(stored())
  document.addEventListener("DOMContentLoaded", () => show(stored()))
  document.addEventListener("change", (event) => {
    const control = event.target
    if (!(control instanceof HTMLInputElement) || !control.hasAttribute("data-theme-choice")) return
    try {
      if (control.value === "system") localStorage.removeItem(storageKey)
      else localStorage.setItem(storageKey, control.value)
    } catch {
      // Storage refused (a private window): the choice holds for this page only.
    }
    show(control.value)
  })
}
