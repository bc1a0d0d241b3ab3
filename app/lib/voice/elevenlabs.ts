import { widgetFiles } from "virtual:elevenlabs-widget"
import type { VoiceVendor } from "./vendor"

/**
 * ElevenLabs Conversational AI: `<elevenlabs-convai agent-id="...">`, defined by its embed script
 * (the pinned `@elevenlabs/convai-widget-embed` package, served by the site). The element has an
 * open shadow root and no start method. Its "Start a call" button (the label follows the widget's
 * text settings) appears once the widget has fetched its configuration; clicking it starts the
 * call and dispatches a bubbling, composed `elevenlabs-convai:call` event.
 */
export const elevenLabs: VoiceVendor = {
  scriptUrl: widgetFiles.script,
  elementName: "elevenlabs-convai",
  createElement(agentId) {
    const element = document.createElement(this.elementName)
    element.setAttribute("agent-id", agentId)
    // The call's audio worklets, from the site: by default the widget makes them blob: URLs,
    // which the page's policy does not allow as scripts.
    element.setAttribute("worklet-path-raw-audio-processor", widgetFiles.rawAudioProcessor)
    element.setAttribute("worklet-path-audio-concat-processor", widgetFiles.audioConcatProcessor)
    return element
  },
  async startCall(element, { startCallLabel, timeoutMs }) {
    const button = await waitFor(() => findStartButton(element, startCallLabel), timeoutMs)
    button.click()
  },
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
