import type { Queued } from "~/lib/analytics/events"
import { voiceCallAttribute } from "~/lib/data-attributes"

/**
 * Conversion events (lib/analytics/events.ts), in a build with an analytics provider: a tap on a
 * call to action (a link opening a new tab, an email or phone link, a voice control) is queued as
 * the element itself, for the provider's module to tell which event it is once it runs. A tap held
 * by held-taps.ts reaches this listener only when it is replayed, so it counts once.
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
