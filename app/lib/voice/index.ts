import { site } from "~/config/site"

/** All that drives the vendor's widget loads on the visitor's first request, never in a page's start-up. */
export const isVoiceConfigured = site.voice.vendor !== "none"

/** Without an assistant it does nothing, as the specification asks of Chat with AI Assistant. */
export async function startVoiceCall(): Promise<boolean> {
  if (!isVoiceConfigured) return false
  const { startCall } = await import("./start-call")
  return startCall()
}

/** When the settings ask for it; never during start-up. */
export function preloadVoiceWhenIdle(): void {
  if (site.voice.vendor === "none" || !site.voice.loadWhenIdle) return
  const preload = () => void import("./start-call").then((module) => module.preload())
  if ("requestIdleCallback" in window) window.requestIdleCallback(preload, { timeout: 10_000 })
  else setTimeout(preload, 3000)
}
