import type { VoiceVendorName } from "../../config/settings"
import { elevenLabsOrigins } from "./elevenlabs-origins"
import type { VoiceVendorOrigins } from "./vendor"

/**
 * What each vendor (`VITE_VOICE_VENDOR`) needs the security headers to allow. Read by the build
 * (pipeline/security-headers.ts), never shipped: apart from vendors.ts, whose widgets import
 * what only a bundle has.
 */
export const voiceVendorOrigins: Record<Exclude<VoiceVendorName, "none">, VoiceVendorOrigins> = {
  elevenlabs: elevenLabsOrigins,
}
