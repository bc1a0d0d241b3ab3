import type { VoiceVendorName } from "../../config/settings"
import { elevenLabs, elevenLabsOrigins } from "./elevenlabs"
import type { VoiceVendor, VoiceVendorOrigins } from "./vendor"

type ConfiguredVendor = Exclude<VoiceVendorName, "none">

/** Every supported vendor by its settings name (`VITE_VOICE_VENDOR`). */
export const voiceVendors: Record<ConfiguredVendor, VoiceVendor> = {
  elevenlabs: elevenLabs,
}

/** What each vendor needs the security headers to allow; read by the build, never shipped. */
export const voiceVendorOrigins: Record<ConfiguredVendor, VoiceVendorOrigins> = {
  elevenlabs: elevenLabsOrigins,
}
