import {
  actionsReadyAttribute,
  actionsReadyEvent,
  holdUntilReadyAttribute,
  voiceModuleTemplateId,
} from "~/lib/data-attributes"

/**
 * A tap on a control whose code has not arrived yet is held, and replayed once when it has, so it
 * is never lost and never doubled:
 * - a button inside an island that has not hydrated (`astro-island[ssr]`): replayed when the island
 *   dispatches `astro:hydrate` (React then handles the click);
 * - a control marked `data-hold-until-ready` (voice calls) before the page's script has run (no
 *   `data-actions-ready` on <html>): replayed on `site:actions-ready`.
 * Links are never held: they work without any script. Installed before any other listener, in the
 * capture phase, so stopping the tap there keeps it from every other one (the event queue
 * included) until it is replayed, and a held tap counts once.
 */
export const holdEarlyTaps = (): void => {
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target
      if (!(target instanceof Element)) return
      const control = target.closest(`button, [${holdUntilReadyAttribute}]`)
      if (!control) return
      const island = control.closest("astro-island[ssr]")
      const waitsForPage =
        control.hasAttribute(holdUntilReadyAttribute) && !document.documentElement.hasAttribute(actionsReadyAttribute)
      if (!island && !waitsForPage) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const replay = () => (control as HTMLElement).click()
      if (island) island.addEventListener("astro:hydrate", replay, { once: true })
      else document.addEventListener(actionsReadyEvent, replay, { once: true })
    },
    true,
  )
}

/**
 * Without a voice assistant nothing else needs a script: the page is ready once it is parsed, and
 * taps held until then are replayed. With one, voice-module.ts says so when it has run.
 */
export const readyWithoutVoice = (): void => {
  document.addEventListener("DOMContentLoaded", () => {
    if (document.getElementById(voiceModuleTemplateId)) return
    document.documentElement.setAttribute(actionsReadyAttribute, "")
    document.dispatchEvent(new Event(actionsReadyEvent))
  })
}
