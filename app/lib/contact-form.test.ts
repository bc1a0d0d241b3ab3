import { describe, expect, it } from "vitest"
import { emptyContactForm, validateContactForm } from "./contact-form"

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

  it("has no length limits", () => {
    expect(validateContactForm({ ...valid, message: "a".repeat(20_000), name: "n".repeat(500) })).toEqual({})
  })
})
