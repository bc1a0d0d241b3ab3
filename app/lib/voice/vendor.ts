/**
 * What the site needs from a voice-assistant vendor. Adding a vendor (Vapi, Retell, ...) means a
 * new file implementing this and a line in `vendors.ts`, and what its widget loads and talks to in
 * `vendor-origins.ts`; nothing else changes. Its script is served by the site, not by a CDN
 * (docs/decisions/017-third-party-scripts.md).
 */
export interface VoiceVendor {
  /** The vendor's embed script, on this site, loaded only when the visitor asks for the assistant. */
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
  /** Scripts the widget loads from elsewhere, each by its full address; the site's own need none. */
  script: readonly string[]
  /**
   * Whether the widget writes style elements whose text cannot be known at build time: the pages
   * then allow inline style elements (`style-src-elem`), while style attributes stay refused.
   */
  inlineStyleElements: boolean
  connect: readonly string[]
  img: readonly string[]
  media: readonly string[]
  /** Origins allowed to use the microphone (Permissions-Policy). */
  microphone: readonly string[]
}
