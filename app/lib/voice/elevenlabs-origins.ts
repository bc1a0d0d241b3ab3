import type { VoiceVendorOrigins } from "./vendor"

/**
 * What the ElevenLabs widget needs the security headers to allow besides the site itself, which
 * serves its script and the audio worklets of a call (pipeline/elevenlabs-widget.ts).
 */
export const elevenLabsOrigins: VoiceVendorOrigins = {
  // The widget's resampling worklet, which it loads only where the microphone cannot be opened at
  // the call's sample rate (Firefox). The widget names this file, its version in the path; a
  // worklet runs apart from the page (no document, no storage) and cannot be checked by integrity.
  script: ["https://cdn.jsdelivr.net/npm/@alexanderolsen/libsamplerate-js@2.1.2/dist/libsamplerate.worklet.js"],
  // Its shadow root's style element is written from the agent's look, set at ElevenLabs: no hash
  // can be known before it arrives.
  inlineStyleElements: true,
  connect: [
    "https://api.elevenlabs.io",
    "wss://api.elevenlabs.io",
    "https://api.us.elevenlabs.io",
    "wss://api.us.elevenlabs.io",
    "https://livekit.rtc.elevenlabs.io",
    "wss://livekit.rtc.elevenlabs.io",
  ],
  img: ["https://storage.googleapis.com", "https://elevenlabs.io"],
  media: ["blob:"],
  microphone: ["https://elevenlabs.io"],
}
