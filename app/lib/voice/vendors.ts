import type { VoiceVendorName } from "../../config/settings"
import { elevenLabs } from "./elevenlabs"
import type { VoiceVendor } from "./vendor"

/** Every supported vendor by its settings name (`VITE_VOICE_VENDOR`). */
export const voiceVendors: Record<Exclude<VoiceVendorName, "none">, VoiceVendor> = {
  elevenlabs: elevenLabs,
}
