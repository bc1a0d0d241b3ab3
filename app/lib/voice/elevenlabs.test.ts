// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest"
import { readElevenLabsWidget } from "../../../pipeline/elevenlabs-widget"
import { elevenLabs } from "./elevenlabs"

/** Where the build puts the widget's files: "/assets/convai-widget-embed.Ab3dE6gH.js". */
const files = readElevenLabsWidget()
const address = (file: { fileName: string }) => `/${file.fileName}`

const options = { startCallLabel: "Start a call", timeoutMs: 1000 }

/** A stand-in for `<elevenlabs-convai>`: an open shadow root whose button appears after a while, as the real one's does. */
function widgetWithButton(label: string, afterMs: number): { element: HTMLElement; clicks: () => number } {
  const element = document.createElement("div")
  const root = element.attachShadow({ mode: "open" })
  let clicks = 0
  setTimeout(() => {
    const button = document.createElement("button")
    button.setAttribute("aria-label", label)
    button.addEventListener("click", () => clicks++)
    root.append(button)
  }, afterMs)
  return { element, clicks: () => clicks }
}

describe("the ElevenLabs widget", () => {
  it("loads its script from the site itself", () => {
    expect(elevenLabs.scriptUrl).toBe(address(files.script))
    expect(elevenLabs.scriptUrl).toMatch(/^\/assets\/convai-widget-embed\.[\w-]{8}\.js$/)
  })

  it("is made for the agent, taking the audio worklets of a call from the site too", () => {
    const element = elevenLabs.createElement("agent_1")
    expect(element.localName).toBe("elevenlabs-convai")
    expect(element.getAttribute("agent-id")).toBe("agent_1")
    expect(element.getAttribute("worklet-path-raw-audio-processor")).toBe(address(files.rawAudioProcessor))
    expect(element.getAttribute("worklet-path-audio-concat-processor")).toBe(address(files.audioConcatProcessor))
  })

  it("starts a call by pressing its own start button once the widget shows it", async () => {
    vi.useFakeTimers()
    const widget = widgetWithButton("Start a call", 250)
    const started = elevenLabs.startCall(widget.element, options)
    await vi.advanceTimersByTimeAsync(300)
    await started
    expect(widget.clicks()).toBe(1)
  })

  it("gives up when no start button with the configured label appears in time", async () => {
    vi.useFakeTimers()
    const widget = widgetWithButton("Call us", 100)
    const started = elevenLabs.startCall(widget.element, options)
    const failed = expect(started).rejects.toThrow("The voice assistant did not offer a way to start a call")
    await vi.advanceTimersByTimeAsync(1000)
    await failed
    expect(widget.clicks()).toBe(0)
  })
})
