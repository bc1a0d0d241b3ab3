import type { Queued } from "~/lib/analytics/events"
import { voiceCallAttribute } from "~/lib/data-attributes"

/**
 * A tap on a call to action is queued as the element itself, for the provider's module to tell
 * which event it is once it runs. A held tap reaches this only when replayed, so it counts once.
 */
export const queueConversionTaps = (): void => {
  document.addEventListener(
    "click",
    (event) => {
      const control =
        event.target instanceof Element
          ? event.target.closest(`a[target="_blank"], a[href^="mailto:"], a[href^="tel:"], [${voiceCallAttribute}]`)
          : null
      if (control) (window.siteEvents ??= [] as Queued[]).push(control)
    },
    true,
  )
}
