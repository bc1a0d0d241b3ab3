import {
  actionsReadyAttribute,
  actionsReadyEvent,
  holdUntilReadyAttribute,
  voiceModuleTemplateId,
} from "~/lib/data-attributes"

/**
 * A tap on a control whose code has not arrived (an island not hydrated, a voice call before the
 * page's script) is replayed once it has: never lost, never doubled. Links work without a script.
 * Installed first, in the capture phase, so a held tap reaches no other listener until replayed.
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

/** Without a voice assistant nothing else needs a script; with one, the voice module says when it is ready. */
export const readyWithoutVoice = (): void => {
  document.addEventListener("DOMContentLoaded", () => {
    if (document.getElementById(voiceModuleTemplateId)) return
    document.documentElement.setAttribute(actionsReadyAttribute, "")
    document.dispatchEvent(new Event(actionsReadyEvent))
  })
}
