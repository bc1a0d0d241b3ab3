import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react"
import { pageReadyEvent } from "~/lib/boot"

/** The page the browser loaded, whose sections are prerendered HTML waiting to hydrate. */
const firstPathname = typeof window === "undefined" ? null : window.location.pathname
let hasLeftFirstPage = false
/** The first page's parts still waiting to be wanted (see `whenWanted`). */
const waitingParts = new Set<() => void>()

/**
 * Called once the visitor has moved to another page inside the site. The first page's parts that
 * were never wanted load now: should the visitor come back to that page, it renders them at once,
 * and waiting for them to come into view would keep the page from appearing at all.
 */
export function markLeftFirstPage(): void {
  hasLeftFirstPage = true
  for (const release of waitingParts) release()
}

/**
 * True while rendering the page the browser loaded: its sections wait until they are wanted.
 * Pages reached inside the site load their sections at once (there is no HTML to show meanwhile).
 * The router has already moved the address when it renders the next page.
 */
function isFirstPage(): boolean {
  return typeof window === "undefined" || (!hasLeftFirstPage && window.location.pathname === firstPathname)
}

/**
 * A part of a page that is prerendered in full but whose code (and the copy it carries) is
 * downloaded only when it comes near the viewport, or the visitor points at or focuses something
 * in it. Until then React leaves its prerendered HTML as it is: readable, its links working,
 * clicks on its buttons held and replayed (lib/boot.ts). Pages that the visitor navigates to
 * later load their sections at once.
 *
 * `name` identifies the part in the page (`data-deferred`); it must be unique on the page.
 */
export function deferredSection(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined" && isFirstPage()) await whenWanted(name)
    return load()
  })

  function DeferredSection() {
    // Decided once per mount, so a later re-render never swaps the section out (and resets it).
    const [isHydrating] = useState(isFirstPage)
    const [prerenderedHtml] = useState(() => (isHydrating ? readPrerenderedHtml(name) : ""))
    return (
      <div data-deferred={name}>
        {isHydrating ? (
          // Its own boundary: React keeps the prerendered HTML until the code arrives. Should an
          // update reach the part before then (the router re-renders the page when the address's
          // anchor changes), React shows the fallback instead: the same HTML, so nothing moves.
          <Suspense fallback={<div className="contents" dangerouslySetInnerHTML={{ __html: prerenderedHtml }} />}>
            <Lazy />
            <ReadyMark name={name} />
          </Suspense>
        ) : (
          // No boundary of its own: a page reached inside the site waits for all its parts and
          // appears whole (the router renders navigations in a transition), anchors and all.
          <>
            <Lazy />
            <ReadyMark name={name} />
          </>
        )}
      </div>
    )
  }
  DeferredSection.displayName = `Deferred(${name})`
  // Never re-rendered by its page: an update reaching a part that is still prerendered HTML would
  // make React replace that HTML with nothing until the code arrives.
  return memo(DeferredSection)
}

/** The part's prerendered markup as the browser received it, without React's boundary markers. */
function readPrerenderedHtml(name: string): string {
  if (typeof document === "undefined") return ""
  const holder = document.querySelector(`[data-deferred="${name}"]`)
  return holder ? holder.innerHTML.replace(/<!--\/?\$[?!]?-->/g, "") : ""
}

/**
 * Tells the page (lib/boot.ts) that this part is interactive now. It sits beside the section,
 * inside the same Suspense boundary, so its effect runs once the section has hydrated or mounted.
 */
function ReadyMark({ name }: { name: string }) {
  useEffect(() => {
    const holder = document.querySelector<HTMLElement>(`[data-deferred="${name}"]`)
    if (!holder) return
    holder.dataset.hydrated = ""
    document.dispatchEvent(new Event(pageReadyEvent))
  }, [name])
  return null
}

/**
 * Resolves when the part comes within 200 px of the viewport or the visitor reaches into it, or
 * once the visitor has left the page.
 */
function whenWanted(name: string): Promise<void> {
  const holder = document.querySelector(`[data-deferred="${name}"]`)
  if (!holder || !("IntersectionObserver" in window)) return Promise.resolve()
  return new Promise((resolve) => {
    // Continuous events only: lib/boot.ts keeps discrete ones (clicks, keys) from reaching a part
    // that is still waiting, and pointerover also comes before a tap.
    const events = ["pointerover", "focusin"] as const
    const done = () => {
      observer.disconnect()
      for (const type of events) holder.removeEventListener(type, done)
      waitingParts.delete(done)
      resolve()
    }
    waitingParts.add(done)
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "200px 0px",
    })
    observer.observe(holder)
    for (const type of events) holder.addEventListener(type, done, { passive: true })
  })
}
