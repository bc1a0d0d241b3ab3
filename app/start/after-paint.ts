/**
 * After the load event and the first contentful paint, so no request delays the first paint. The
 * paint entry, not a timer, also comes when a test holds the clock. `data-when-visible` waits for its element.
 */
export const startAfterPaint = (): void => {
  addEventListener("load", () => {
    const templates = document.querySelectorAll<HTMLTemplateElement>("template[data-after-paint]")
    if (templates.length === 0) return
    const start = () => {
      for (const template of templates) {
        const run = () => document.body.append(document.importNode(template.content, true))
        const section = document.getElementById(template.dataset.whenVisible ?? "")
        if (!section) run()
        else
          new IntersectionObserver((entries, observer) => {
            if (!entries.some((entry) => entry.isIntersecting)) return
            observer.disconnect()
            run()
          }).observe(section)
      }
    }
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return start()
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      start()
    }).observe({ type: "paint", buffered: true })
  })
}
