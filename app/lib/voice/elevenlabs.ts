import type { VoiceVendor, VoiceVendorOrigins } from "./vendor"

/**
 * ElevenLabs Conversational AI: `<elevenlabs-convai agent-id="...">`, defined by its embed script.
 * The element has an open shadow root and no start method. Its "Start a call" button (the label
 * follows the widget's text settings) appears once the widget has fetched its configuration;
 * clicking it starts the call and dispatches a bubbling, composed `elevenlabs-convai:call` event.
 */
export const elevenLabs: VoiceVendor = {
  scriptUrl: "https://unpkg.com/@elevenlabs/convai-widget-embed",
  elementName: "elevenlabs-convai",
  createElement(agentId) {
    const element = document.createElement(this.elementName)
    element.setAttribute("agent-id", agentId)
    return element
  },
  async startCall(element, { startCallLabel, timeoutMs }) {
    const button = await waitFor(() => findStartButton(element, startCallLabel), timeoutMs)
    button.click()
  },
}

/** Where the widget loads from and talks to: its script host, API, real-time voice and avatars. */
export const elevenLabsOrigins: VoiceVendorOrigins = {
  script: ["https://unpkg.com"],
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

/** The shadow-root button whose text, aria-label or title is the start-call label. */
function findStartButton(element: HTMLElement, label: string): HTMLButtonElement | null {
  const wanted = label.trim().toLowerCase()
  const buttons = element.shadowRoot?.querySelectorAll("button") ?? []
  for (const button of buttons) {
    const names = [button.textContent, button.getAttribute("aria-label"), button.getAttribute("title")]
    if (names.some((name) => name?.trim().toLowerCase() === wanted)) return button
  }
  return null
}

/** Resolves with `find()`'s first non-null answer, checking every 100 ms until the time is up. */
function waitFor<T>(find: () => T | null, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = find()
      if (found === null) return false
      clearInterval(interval)
      clearTimeout(timer)
      resolve(found)
      return true
    }
    const interval = setInterval(check, 100)
    const timer = setTimeout(() => {
      clearInterval(interval)
      reject(new Error("The voice assistant did not offer a way to start a call"))
    }, timeoutMs)
    check()
  })
}
