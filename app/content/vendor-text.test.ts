import { describe, expect, it } from "vitest"
import { keepForVendors, keepForVendorsIn } from "./vendor-text"

const off = { voice: false, analytics: false, consent: false, leads: false }
const voiceOn = { ...off, voice: true }
const sentence =
  "Book a call{if voice}, talk to our assistant{/if}{if no voice} (our assistant is off){/if} or email us."

describe("a passage about a vendor", () => {
  it("is kept when the setting that switches the vendor on is on, and its contrary when it is off", () => {
    expect(keepForVendors(sentence, voiceOn)).toBe("Book a call, talk to our assistant or email us.")
    expect(keepForVendors(sentence, off)).toBe("Book a call (our assistant is off) or email us.")
  })

  it("leaves a text without passages as it is, braces of other placeholders included", () => {
    expect(keepForVendors("Email {email} or call {phone}.", off)).toBe("Email {email} or call {phone}.")
  })

  it("stops the build naming the file, for a condition the vendor table does not have", () => {
    expect(() => keepForVendors("Hi{if chatbot} there{/if}.", off, "app/content/pages/contact.json")).toThrow(
      /app\/content\/pages\/contact\.json: .*chatbot; the conditions are voice, analytics, consent, leads/,
    )
  })

  it("stops the build naming the file, for a passage left open or nested", () => {
    expect(() => keepForVendors("Hi{if voice} there.", off, "app/content/faqs.json")).toThrow(
      "app/content/faqs.json: {if voice} has no pair",
    )
    expect(() => keepForVendors("{if voice}a{if leads}b{/if}{/if}", voiceOn, "here")).toThrow(/here: .* has no pair/)
  })

  it("is kept or dropped in every text of a piece of JSON content, naming the field of a bad one", () => {
    const content = { cards: [{ title: "Talk to us", description: "{if voice}Any time.{/if}" }], count: 3 }
    expect(keepForVendorsIn(content, voiceOn, "f.json")).toEqual({
      cards: [{ title: "Talk to us", description: "Any time." }],
      count: 3,
    })
    expect(keepForVendorsIn(content, off, "f.json").cards[0]?.description).toBe("")
    expect(() => keepForVendorsIn({ cards: [{ title: "{if x}y{/if}" }] }, off, "f.json")).toThrow(
      /f\.json › cards › 0 › title/,
    )
  })
})
