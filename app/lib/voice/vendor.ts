/**
 * Adding a vendor (Vapi, Retell...) is a file implementing this, a line in `voiceVendors`, and its
 * origins beside the others'. Its script is served by the site, not by a CDN (decision 017).
 */
export interface VoiceVendor {
  /** Loaded only when the visitor asks for the assistant. */
  scriptUrl: string
  elementName: string
  /** The site appends it to the page. */
  createElement(agentId: string): HTMLElement
  /** Once the script has loaded. */
  startCall(element: HTMLElement, options: { startCallLabel: string; timeoutMs: number }): Promise<void>
}

/** What the policies must allow; apart from the vendor object so it never ships to browsers. */
export interface VoiceVendorOrigins {
  /** Each by its full address; the site's own need none. */
  script: readonly string[]
  /** Style elements unknown at build time: pages then allow them (`style-src-elem`), never style attributes. */
  inlineStyleElements: boolean
  connect: readonly string[]
  img: readonly string[]
  media: readonly string[]
  /** Permissions-Policy. */
  microphone: readonly string[]
}
