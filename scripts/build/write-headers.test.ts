import { describe, expect, it } from "vitest"
import { toastStyles } from "./write-headers"

const sonner = ["toast-styles", "empty"]
const plain = { voice: { vendor: "none" }, leadWebhookUrl: null } as const
const page = "<main><h1>Process</h1></main>"
const pageWithForm = '<main><form novalidate class="grid"><input name="email"></form></main>'

describe("toastStyles", () => {
  it("allows the toast's styles only on a page with a form when nothing else can show a toast", () => {
    expect(toastStyles(pageWithForm, plain, sonner)).toEqual(sonner)
    expect(toastStyles(page, plain, sonner)).toEqual([])
  })

  it("allows them on every page when lead delivery or the voice assistant can show one", () => {
    expect(toastStyles(page, { ...plain, leadWebhookUrl: "https://hooks.example.com/leads" }, sonner)).toEqual(sonner)
    const voice = { vendor: "elevenlabs", agentId: "agent_1", startCallLabel: "Start a call", loadWhenIdle: false } as const
    expect(toastStyles(page, { ...plain, voice }, sonner)).toEqual(sonner)
  })
})
