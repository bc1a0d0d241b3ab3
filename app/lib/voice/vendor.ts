/**
 * What the site needs from a voice-assistant vendor. Adding a vendor (Vapi, Retell, ...) means a
 * new file implementing this and a line in `vendors.ts`; nothing else changes.
 */
export interface VoiceVendor {
  /** The vendor's embed script, loaded only when the visitor asks for the assistant. */
  scriptUrl: string
  /** The custom element the embed script defines. */
  elementName: string
  /** Creates the widget element for an agent; the site appends it to the page. */
  createElement(agentId: string): HTMLElement
  /** Starts a call on a widget element whose script has loaded. */
  startCall(element: HTMLElement, options: { startCallLabel: string; timeoutMs: number }): Promise<void>
}

/**
 * Origins the Content-Security-Policy and Permissions-Policy must allow when a vendor is
 * configured. Build-time data: kept apart from the vendor object so it never ships to browsers.
 */
export interface VoiceVendorOrigins {
  script: readonly string[]
  connect: readonly string[]
  img: readonly string[]
  media: readonly string[]
  /** Origins allowed to use the microphone (Permissions-Policy). */
  microphone: readonly string[]
}
