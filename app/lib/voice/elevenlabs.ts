import { widgetFiles } from "virtual:elevenlabs-widget"
import type { VoiceVendor } from "./vendor"

/**
 * The element has no start method: its "Start a call" button (labelled by the widget's text
 * settings) appears in its open shadow root once it has fetched its configuration.
 */
export const elevenLabs: VoiceVendor = {
  scriptUrl: widgetFiles.script,
  elementName: "elevenlabs-convai",
  createElement(agentId) {
    const element = document.createElement(this.elementName)
    element.setAttribute("agent-id", agentId)
    // By default the widget makes these blob: URLs, which the page's policy does not allow as scripts.
    element.setAttribute("worklet-path-raw-audio-processor", widgetFiles.rawAudioProcessor)
    element.setAttribute("worklet-path-audio-concat-processor", widgetFiles.audioConcatProcessor)
    return element
  },
  async startCall(element, { startCallLabel, timeoutMs }) {
    const button = await waitFor(() => findStartButton(element, startCallLabel), timeoutMs)
    button.click()
  },
}

function findStartButton(element: HTMLElement, label: string): HTMLButtonElement | null {
  const wanted = label.trim().toLowerCase()
  const buttons = element.shadowRoot?.querySelectorAll("button") ?? []
  for (const button of buttons) {
    const names = [button.textContent, button.getAttribute("aria-label"), button.getAttribute("title")]
    if (names.some((name) => name?.trim().toLowerCase() === wanted)) return button
  }
  return null
}

/** Checks every 100 ms until the time is up. */
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
