import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import { voiceWords } from "virtual:content/voiceWords"
import { documentLocale, forDocument } from "~/lib/document-locale"
import { openBookingCalendar } from "~/lib/actions"
import { track } from "~/lib/analytics/events"
import { loadScript } from "~/lib/load-script"
import { notify } from "~/lib/toast"
import type { VoiceVendor } from "./vendor"
import { voiceVendors } from "./vendors"

/** How long to wait for the widget to offer its start-call button after its script loaded. */
const startCallTimeoutMs = 15_000

/**
 * Loads the configured vendor's widget (retrying as the specification says) and starts a call.
 * If the assistant cannot be reached, a toast says so and offers the booking calendar.
 */
export async function startCall(): Promise<boolean> {
  const settings = site.voice
  if (settings.vendor === "none") return false
  const vendor = voiceVendors[settings.vendor]
  try {
    await loadScript(vendor.scriptUrl)
    const element = widgetElement(vendor, agentFor(settings))
    await vendor.startCall(element, { startCallLabel: startLabelFor(settings), timeoutMs: startCallTimeoutMs })
    return true
  } catch (error) {
    track("voice_call_failed", { reason: error instanceof Error ? error.name : "unknown" })
    const { unreachable } = forDocument(voiceWords)
    notify({
      kind: "error",
      title: unreachable.title,
      description: unreachable.description,
      action: { label: unreachable.action, onClick: () => openBookingCalendar() },
    })
    return false
  }
}

/** Loads the widget without starting a call; a failure is left for the visitor's own request. */
export async function preload(): Promise<void> {
  const settings = site.voice
  if (settings.vendor === "none") return
  const vendor = voiceVendors[settings.vendor]
  try {
    await loadScript(vendor.scriptUrl)
    widgetElement(vendor, agentFor(settings))
  } catch {
    // Retried, with feedback, when the visitor asks for a call.
  }
}

/** The agent that speaks the page's language, where the agency set one (VITE_VOICE_AGENT_ID_ES, …). */
function agentFor(settings: { agentId: string; agentIdIn: Partial<Record<Locale, string>> }): string {
  return settings.agentIdIn[documentLocale()] ?? settings.agentId
}

/** The start button's label in the page's language, where its agent's widget says it otherwise (VITE_VOICE_START_LABEL_ES, …). */
function startLabelFor(settings: {
  startCallLabel: string
  startCallLabelIn: Partial<Record<Locale, string>>
}): string {
  return settings.startCallLabelIn[documentLocale()] ?? settings.startCallLabel
}

/** The widget element on the page, created on first use. */
function widgetElement(vendor: VoiceVendor, agentId: string): HTMLElement {
  const existing = document.querySelector<HTMLElement>(vendor.elementName)
  if (existing) return existing
  const element = vendor.createElement(agentId)
  document.body.append(element)
  return element
}
