import type { ReactNode } from "react"
import { newTabHintId } from "~/components/action-button"
import { layoutCopy } from "~/content/pages/layout"
import { deferredSection } from "~/components/deferred-section"
import { SiteHeader } from "./site-header"
import { mainContentId } from "./landmark-ids"

/** Below every page: prerendered, its code loaded when the visitor scrolls to it. */
const SiteFooter = deferredSection("footer", () =>
  import("./site-footer").then((module) => ({ default: module.SiteFooter })),
)

/** The frame of every page: skip link, fixed header, main landmark and footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href={`#${mainContentId}`}
        className="fixed -top-24 left-2 z-50 rounded-control bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-lg focus-visible:top-2"
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
