import type { VoiceVendorOrigins } from "./vendor"

/** Besides the site itself, which serves the widget's script and worklets. */
export const elevenLabsOrigins: VoiceVendorOrigins = {
  // The resampling worklet, loaded only where the microphone cannot open at the call's rate (Firefox).
  // The widget names it; a worklet runs apart from the page and cannot be checked by integrity.
  script: ["https://cdn.jsdelivr.net/npm/@alexanderolsen/libsamplerate-js@2.1.2/dist/libsamplerate.worklet.js"],
  // Written from the agent's look, set at ElevenLabs: no hash can be known before it arrives.
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
