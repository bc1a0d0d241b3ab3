import type { BrowserContext, Page, Request } from "@playwright/test"

/** The address of the ElevenLabs embed script the site loads on demand. */
export const voiceScriptPattern = "https://unpkg.com/@elevenlabs/convai-widget-embed**"

/**
 * A stand-in for the ElevenLabs widget, served in place of its embed script: a custom element
 * with an open shadow root whose "Start a call" button appears after a delay (as the real one
 * does once it has fetched its configuration) and dispatches the widget's call event.
 */
export const fakeWidgetScript = `
customElements.define("elevenlabs-convai", class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: "open" })
    setTimeout(() => {
      const button = document.createElement("button")
      button.textContent = "Start a call"
      button.addEventListener("click", () => {
        this.dispatchEvent(new CustomEvent("elevenlabs-convai:call", { bubbles: true, composed: true }))
      })
      root.append(button)
    }, 400)
  }
})
`

/** Serves the fake widget and records every request for the embed script. */
export async function serveFakeWidget(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = []
  await context.route(voiceScriptPattern, (route) => {
    requests.push(route.request())
    return route.fulfill({ contentType: "text/javascript", body: fakeWidgetScript })
  })
  return requests
}

/** Makes the embed script fail every time, recording when each attempt was made. */
export async function failWidgetScript(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = []
  await context.route(voiceScriptPattern, (route) => {
    requests.push(route.request())
    return route.fulfill({ status: 503, body: "unavailable" })
  })
  return requests
}

/** Counts the call events the widget dispatches on the page. */
export async function countCalls(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { voiceCalls: number }
    counter.voiceCalls = 0
    document.addEventListener("elevenlabs-convai:call", () => counter.voiceCalls++)
  })
  return () => page.evaluate(() => (window as unknown as { voiceCalls: number }).voiceCalls)
}
