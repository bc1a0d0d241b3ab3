import { site } from "~/config/site"

/**
 * The voice assistant, as the rest of the site sees it. Everything that loads and drives the
 * vendor's widget is fetched on the visitor's first request for it, so none of it (let alone the
 * widget's own large script) is part of any page's start-up.
 */

/** True when the settings name a voice assistant vendor. */
export const isVoiceConfigured = site.voice.vendor !== "none"

/**
 * Starts a call with the voice assistant. Without a configured assistant it does nothing, as the
 * specification asks of Chat with AI Assistant. Resolves to whether a call started.
 */
export async function startVoiceCall(): Promise<boolean> {
  if (!isVoiceConfigured) return false
  const { startCall } = await import("./start-call")
  return startCall()
}

/** Loads the widget once the page is idle when the settings ask for it; never during start-up. */
export function preloadVoiceWhenIdle(): void {
  if (site.voice.vendor === "none" || !site.voice.loadWhenIdle) return
  const preload = () => void import("./start-call").then((module) => module.preload())
  if ("requestIdleCallback" in window) window.requestIdleCallback(preload, { timeout: 10_000 })
  else setTimeout(preload, 3000)
}
