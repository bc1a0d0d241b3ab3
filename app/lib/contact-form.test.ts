import { describe, expect, it } from "vitest"
import { contactFormWords } from "~/content/interface/contact-form"
import { contactFormWords as spanishContactForm } from "~/content/interface/es/contact-form"
import {
  contactFieldLimits,
  contactFormFieldOrder,
  emptyContactForm,
  messageRoomLeft,
  validateContactForm,
} from "./contact-form"

const valid = { ...emptyContactForm, name: "Ana Ruiz", email: "ana@ruizlaw.com", message: "We lose leads after hours." }

describe("validateContactForm", () => {
  it("accepts a form with a name, a valid email and a message; the other fields are optional", () => {
    expect(validateContactForm(valid)).toEqual({})
    expect(validateContactForm({ ...valid, company: "Ruiz Law", phone: "512 555 0101", service: "x" })).toEqual({})
  })

  it("requires the full name, the email address and the message", () => {
    expect(validateContactForm(emptyContactForm)).toEqual({
      name: "Please enter your full name.",
      email: "Please enter your email address.",
      message: "Please tell us about your business and what you'd like to automate.",
    })
  })

  it("treats blank input as missing", () => {
    expect(Object.keys(validateContactForm({ ...valid, name: "   ", message: "\n" }))).toEqual(["name", "message"])
  })

  it.each(["ana", "ana@", "ana@ruizlaw", "ana ruiz@law.com", "@ruizlaw.com"])("rejects the email %j", (email) => {
    expect(validateContactForm({ ...valid, email })).toEqual({
      email: "Please enter a valid email address, such as name@company.com.",
    })
  })

  it("takes each field at its limit, counted after trimming, as the lead is sent", () => {
    const longest = Object.fromEntries(
      contactFormFieldOrder.map((field) => {
        const max = contactFieldLimits[field]
        return [field, ` ${field === "email" ? `${"a".repeat(max - 12)}@ruizlaw.com` : "x".repeat(max)}\n`]
      }),
    )
    expect(validateContactForm({ ...valid, ...longest })).toEqual({})
  })

  it("says, beside each field, by how much it is longer than the lead intake takes", () => {
    expect(
      validateContactForm({ ...valid, message: "a".repeat(6_012), name: "n".repeat(201), phone: "5".repeat(51) }),
    ).toEqual({
      name: "Please shorten this to 200 characters or fewer (it has 201).",
      phone: "Please shorten this to 50 characters or fewer (it has 51).",
      message: "Please shorten this to 5,000 characters or fewer (it has 6,012).",
    })
    const tooLong = Object.fromEntries(
      contactFormFieldOrder.map((field) => {
        const max = contactFieldLimits[field]
        return [field, field === "email" ? `${"a".repeat(max - 11)}@ruizlaw.com` : "x".repeat(max + 1)]
      }),
    )
    expect(Object.keys(validateContactForm({ ...valid, ...tooLong }))).toEqual(contactFormFieldOrder)
    // An email address that is no address says so first: shortening it would not help.
    expect(validateContactForm({ ...valid, email: "a".repeat(300) }).email).toBe(
      "Please enter a valid email address, such as name@company.com.",
    )
  })

  it("says it, and how much room is left, in Spanish on the Spanish pages", () => {
    expect(validateContactForm({ ...valid, message: "a".repeat(5_001) }, spanishContactForm)).toEqual({
      message: "Acorte el texto a 5,000 caracteres o menos (ahora tiene 5,001).",
    })
    expect(spanishContactForm.fields.message.roomLeft("1")).toBe("Queda 1 carácter")
    expect(spanishContactForm.fields.message.roomLeft("300")).toBe("Quedan 300 caracteres")
  })

  it("offers only services the lead intake takes, in each language", () => {
    for (const option of [...contactFormWords.serviceOptions, ...spanishContactForm.serviceOptions])
      expect(option.length, option).toBeLessThanOrEqual(contactFieldLimits.service)
  })
})

describe("messageRoomLeft", () => {
  it("says how much room the message has left only once 500 characters or fewer are", () => {
    expect(messageRoomLeft("")).toBeNull()
    expect(messageRoomLeft("a".repeat(4_499))).toBeNull()
    expect(messageRoomLeft("a".repeat(4_500))).toBe(500)
    expect(messageRoomLeft("a".repeat(4_999))).toBe(1)
    expect(messageRoomLeft("a".repeat(5_000))).toBe(0)
    // Untrimmed, as the field's maxLength counts; never below nothing for a value set past it.
    expect(messageRoomLeft(`${"a".repeat(4_998)}\n\n`)).toBe(0)
    expect(messageRoomLeft("a".repeat(6_000))).toBe(0)
  })
})
