import type { BrowserContext, Page, Request } from "@playwright/test"

/**
 * The ElevenLabs embed script as the site serves it, from its own `/assets/`, named by its content
 * (pipeline/elevenlabs-widget.ts). A page that loaded it from anywhere else would find no
 * stand-in there, and no network.
 */
export const voiceScriptPattern = /^http:\/\/127\.0\.0\.1:\d+\/assets\/convai-widget-embed\.[\w-]{8}\.js$/

/**
 * A stand-in for the ElevenLabs widget, served in place of its embed script: a custom element
 * with an open shadow root whose start button (labelled as the agent's text settings say) appears after a delay (as the real one
 * does once it has fetched its configuration) and dispatches the widget's call event.
 */
export const fakeWidgetScript = (startLabel = "Start a call") => `
customElements.define("elevenlabs-convai", class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: "open" })
    setTimeout(() => {
      const button = document.createElement("button")
      button.textContent = ${JSON.stringify(startLabel)}
      button.addEventListener("click", () => {
        this.dispatchEvent(new CustomEvent("elevenlabs-convai:call", { bubbles: true, composed: true }))
      })
      root.append(button)
    }, 400)
  }
})
`

/**
 * Serves the fake widget, its start button labelled as the agent's text settings say it, and
 * records every request for the embed script.
 */
export async function serveFakeWidget(context: BrowserContext, startLabel?: string): Promise<Request[]> {
  const requests: Request[] = []
  await context.route(voiceScriptPattern, (route) => {
    requests.push(route.request())
    return route.fulfill({ contentType: "text/javascript", body: fakeWidgetScript(startLabel) })
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

/** What the stand-in for ElevenLabs' servers saw of a call: the messages the widget sent it. */
export interface VoiceServer {
  messages: Record<string, unknown>[]
}

/**
 * Stands in for ElevenLabs' servers, so the real widget runs without the network: its
 * configuration (a compact widget whose start button reads "Start a call"), its default avatar's
 * image, and the conversation's WebSocket, which accepts the call and records what the widget sends.
 */
export async function stubVoiceServers(context: BrowserContext): Promise<VoiceServer> {
  const server: VoiceServer = { messages: [] }
  await context.route(/^https:\/\/api\.(us\.)?elevenlabs\.io\/v1\/convai\/agents\/[\w-]+\/widget/, (route) =>
    route.fulfill({ json: { widget_config: widgetConfig }, headers: { "access-control-allow-origin": "*" } }),
  )
  await context.route("https://storage.googleapis.com/eleven-public-cdn/**", (route) =>
    route.fulfill({ contentType: "image/png", body: onePixelPng }),
  )
  await context.routeWebSocket(/^wss:\/\/api\.(us\.)?elevenlabs\.io\/v1\/convai\/conversation/, (socket) => {
    socket.onMessage((text) => {
      const message = JSON.parse(String(text)) as Record<string, unknown>
      server.messages.push(message)
      if (message.type === "conversation_initiation_client_data")
        socket.send(
          JSON.stringify({
            type: "conversation_initiation_metadata",
            conversation_initiation_metadata_event: {
              conversation_id: "conversation_test",
              agent_output_audio_format: "pcm_16000",
              user_input_audio_format: "pcm_16000",
            },
          }),
        )
    })
  })
  return server
}

/** The agent's widget settings, as ElevenLabs' API answers them (the fields the widget reads). */
const widgetConfig = {
  variant: "compact",
  placement: "bottom-right",
  language: "en",
  supported_language_overrides: [],
  language_presets: {},
  avatar: { type: "orb", color_1: "#2792dc", color_2: "#9ce6e6" },
  text_contents: { start_call: "Start a call" },
  styles: {},
  mic_muting_enabled: false,
  transcript_enabled: false,
  text_input_enabled: false,
  text_only: false,
  supports_text_only: false,
  default_expanded: false,
  always_expanded: false,
  use_rtc: false,
  disable_banner: true,
}

const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)
