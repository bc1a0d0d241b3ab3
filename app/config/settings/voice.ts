import { z } from "zod"
import type { Locale } from "../locales"
import { orList, perLocale, report, setting, valuesPerLocale } from "./setting"

export const voiceVendors = ["none", "elevenlabs"] as const
export type VoiceVendorName = (typeof voiceVendors)[number]

export type VoiceSettings =
  | { vendor: "none" }
  | {
      vendor: Exclude<VoiceVendorName, "none">
      agentId: string
      /** The agent that speaks a language, for its pages, where the agency set one; else `agentId`. */
      agentIdIn: Partial<Record<Locale, string>>
      /** The label of the widget's own button that starts a call (its text settings). */
      startCallLabel: string
      /** The same label in a language whose agent's widget says it in that language, where the agency set one; else `startCallLabel`. */
      startCallLabelIn: Partial<Record<Locale, string>>
      /** Load the widget once the page is idle instead of on the first request for it. */
      loadWhenIdle: boolean
    }

const agentIdPattern = /^[A-Za-z0-9_-]{4,100}$/

/** The voice assistant that takes a call from the page. */
export const voiceVariables = {
  VITE_VOICE_VENDOR: setting(
    {
      group: "voice",
      default: "none",
      description: `Voice assistant: ${orList(voiceVendors)}. With none, Get Started opens the booking calendar and Chat with AI Assistant does nothing visible.`,
    },
    z.enum(voiceVendors, { error: `must be one of ${voiceVendors.join(", ")}` }),
  ),
  VITE_VOICE_AGENT_ID: setting(
    { group: "voice", default: "", description: "The vendor's agent id; required unless the vendor is none." },
    z.string(),
  ),
  ...perLocale(
    "VITE_VOICE_AGENT_ID",
    (pages) => ({
      group: "voice",
      description: `The vendor's agent started from ${pages}, speaking their language. Empty (default): the same agent as VITE_VOICE_AGENT_ID.`,
    }),
    z
      .string()
      .refine(
        (value) => value === "" || agentIdPattern.test(value),
        "must be an agent id (letters, digits, - or _), or empty for the same agent as VITE_VOICE_AGENT_ID",
      ),
  ),
  VITE_VOICE_START_LABEL: setting(
    {
      group: "voice",
      default: "Start a call",
      description: "Label of the widget's button that starts a call, as set in the widget's text settings.",
    },
    z.string(),
  ),
  ...perLocale(
    "VITE_VOICE_START_LABEL",
    (pages) => ({
      group: "voice",
      description: `Label of the start button of the widget started from ${pages}, as its agent's text settings say it in that language. Empty (default): the same as VITE_VOICE_START_LABEL.`,
    }),
    z.string(),
  ),
  VITE_VOICE_LOAD_WHEN_IDLE: setting(
    {
      group: "voice",
      default: "false",
      description: "true loads the widget once the page is idle; false (default) loads it on first use only.",
    },
    z.enum(["true", "false"], { error: "must be true or false" }),
  ),
}

type VoiceValues = z.output<z.ZodObject<typeof voiceVariables>>

/** What the voice settings must hold together: an agent once a vendor is chosen. */
export function checkVoice(values: VoiceValues, context: z.RefinementCtx): void {
  const vendor = values.VITE_VOICE_VENDOR
  if (vendor !== "none" && !agentIdPattern.test(values.VITE_VOICE_AGENT_ID))
    report(context, `must be the ${vendor} agent id (letters, digits, - or _)`, "VITE_VOICE_AGENT_ID")
}

export function voiceSettings(values: VoiceValues): VoiceSettings {
  if (values.VITE_VOICE_VENDOR === "none") return { vendor: "none" }
  return {
    vendor: values.VITE_VOICE_VENDOR,
    agentId: values.VITE_VOICE_AGENT_ID,
    agentIdIn: valuesPerLocale(values, "VITE_VOICE_AGENT_ID"),
    startCallLabel: values.VITE_VOICE_START_LABEL,
    startCallLabelIn: valuesPerLocale(values, "VITE_VOICE_START_LABEL"),
    loadWhenIdle: values.VITE_VOICE_LOAD_WHEN_IDLE === "true",
  }
}
