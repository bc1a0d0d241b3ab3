/**
 * The modules held in `<template data-after-paint>` (the voice assistant's, the analytics
 * provider's, lead delivery's) start after the load event and the first contentful paint, so
 * their requests never delay the first paint. The paint entry is the browser's own signal, not a
 * timer: it also comes when a test holds the page's clock. A template that names an element
 * (`data-when-visible="estimator"`) then waits until that element comes into view: the code of a
 * section that needs it only once it is seen (the savings estimator's).
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
