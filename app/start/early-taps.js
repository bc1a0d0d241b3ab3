// @ts-check
/*
 * Inlined at the top of every page's <body>, before any control. Two jobs:
 *
 * 1. A tap on a control whose code has not arrived yet is held, and replayed once when it has, so
 *    it is never lost and never doubled.
 *    - A button inside an island that has not hydrated (`astro-island[ssr]`): replayed when the
 *      island dispatches `astro:hydrate` (React then handles the click).
 *    - A control marked data-hold-until-ready (voice calls) before the page's script has run
 *      (no data-actions-ready on <html>): replayed on `site:actions-ready`.
 *    Links are never held: they work without any script.
 * 2. Once the page has loaded and painted, the page's module (held in a template, id
 *    page-module) starts: nothing but the HTML is fetched before the first paint.
 * See app/start/README.md.
 */
document.addEventListener(
  "click",
  (event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const control = target.closest("button, [data-hold-until-ready]")
    if (!control) return
    const island = control.closest("astro-island[ssr]")
    const waitsForPage =
      control.hasAttribute("data-hold-until-ready") && !document.documentElement.hasAttribute("data-actions-ready")
    if (!island && !waitsForPage) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const replay = () => /** @type {HTMLElement} */ (control).click()
    if (island) island.addEventListener("astro:hydrate", replay, { once: true })
    else document.addEventListener("site:actions-ready", replay, { once: true })
  },
  true,
)

// After the load event and the first contentful paint: the module's request then never delays the
// first paint. (The paint entry is the browser's own signal, not a timer, so it also comes when a
// test holds the page's clock.)
addEventListener("load", () => {
  const start = () => {
    const template = document.getElementById("page-module")
    if (template instanceof HTMLTemplateElement) document.body.append(document.importNode(template.content, true))
  }
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return start()
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: "paint", buffered: true })
})
