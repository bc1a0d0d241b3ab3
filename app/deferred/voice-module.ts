import { preloadVoiceWhenIdle, startVoiceCall } from "~/lib/voice"
import { actionAttributes, actionsReadyEvent } from "~/lib/data-attributes"

/**
 * The voice assistant's module: on pages of a site with a voice assistant configured, the one
 * module a page runs (no React), started by after-paint.ts after the first paint. Voice controls
 * start a call: Chat with AI Assistant, and Get Started on the plans, which is a booking link
 * without an assistant. Taps on them that came before this ran were held by held-taps.ts: it
 * replays them on the ready event below.
 */
document.addEventListener("click", (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return
  if (!event.target.closest(`[${actionAttributes.voiceCall}]`)) return
  event.preventDefault()
  void startVoiceCall()
})

preloadVoiceWhenIdle()

document.documentElement.setAttribute(actionAttributes.actionsReady, "")
document.dispatchEvent(new Event(actionsReadyEvent))
