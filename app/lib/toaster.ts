import { createElement } from "react"
import { createRoot } from "react-dom/client"
import * as sonner from "sonner"
import { notificationWords } from "virtual:content/notificationWords"
import { shownTheme } from "./theme-choice"
import { forDocument } from "./document-locale"

/**
 * Mounts Sonner's toaster in a React root of its own at the end of the page, named in the page's
 * language (its region and close buttons default to English). Loaded with the toast library by the
 * first notice (./toast.ts), so none of it, words included, weighs on a page that shows none.
 */
export function mountToaster({ durationMs, visibleToasts }: { durationMs: number; visibleToasts: number }) {
  const labels = forDocument(notificationWords)
  const host = document.createElement("div")
  document.body.append(host)
  createRoot(host).render(
    createElement(sonner.Toaster, {
      position: "bottom-right",
      duration: durationMs,
      visibleToasts,
      closeButton: true,
      richColors: true,
      containerAriaLabel: labels.region,
      toastOptions: { closeButtonAriaLabel: labels.close },
      // The page's theme as it is when the first toast shows (app/start/theme.ts).
      theme: shownTheme(),
    }),
  )
  return sonner
}
