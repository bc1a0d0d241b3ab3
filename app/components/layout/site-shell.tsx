import type { ReactNode } from "react"
import { newTabHintId } from "~/components/action-button"
import { layoutCopy } from "~/content/pages/layout"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "./site-header"

/** Id of the main landmark, the skip link's target. */
export const mainContentId = "main-content"

/** The frame of every page: skip link, fixed header, main landmark and footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href={`#${mainContentId}`}
        className="fixed top-2 left-2 z-50 -translate-y-24 rounded-control bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-lg focus-visible:translate-y-0"
      >
        {layoutCopy.skipLink}
      </a>
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="pt-header outline-none">
        {children}
      </main>
      <SiteFooter />
      <span id={newTabHintId} hidden>
        {layoutCopy.newTabHint}
      </span>
    </>
  )
}
