// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { contactFormWords } from "~/content/interface/contact-form"
import { bookingWords } from "~/content/interface/voice"
import { openBookingCalendar } from "~/lib/actions"
import { contactFieldLimits, honeypotFieldName } from "~/lib/contact-form"
import { sendLead } from "~/lib/send-lead"
import { notify } from "~/lib/toast"
import { ContactForm } from "./contact-form"

vi.mock("~/lib/actions", () => ({ openBookingCalendar: vi.fn() }))
vi.mock("~/lib/toast", () => ({ notify: vi.fn(), prepareToasts: vi.fn() }))
vi.mock("~/lib/send-lead", () => ({ sendLead: vi.fn() }))

function renderForm({ webhookUrl = null }: { webhookUrl?: string | null } = {}) {
  render(
    <>
      <h2 id="form-title">Send Us a Message</h2>
      <ContactForm
        copy={contactFormWords}
        bookingOpened={bookingWords.opened}
        locale="en"
        labelledBy="form-title"
        webhookUrl={webhookUrl}
      />
    </>,
  )
  return {
    form: screen.getByRole("form", { name: "Send Us a Message" }),
    name: screen.getByRole("textbox", { name: /^Full Name/ }),
    email: screen.getByRole("textbox", { name: /^Email Address/ }),
    company: screen.getByRole("textbox", { name: /^Company Name/ }),
    phone: screen.getByRole("textbox", { name: /^Phone Number/ }),
    service: screen.getByRole("combobox", { name: /^Service Interested In/ }),
    message: screen.getByRole("textbox", { name: /^Message/ }),
    submit: screen.getByRole("button", { name: "Send Message" }),
  }
}

describe("ContactForm", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.mocked(openBookingCalendar).mockClear()
    vi.mocked(notify).mockClear()
    vi.mocked(sendLead).mockClear()
  })

  it("has the specification's fields, with the right types, hints and autocomplete", () => {
    const form = renderForm()
    expect(form.name).toBeRequired()
    expect(form.name).toHaveAttribute("autocomplete", "name")
    expect(form.email).toBeRequired()
    expect(form.email).toHaveAttribute("type", "email")
    expect(form.email).toHaveAttribute("autocomplete", "email")
    expect(form.company).not.toBeRequired()
    expect(form.company).toHaveAttribute("autocomplete", "organization")
    expect(form.phone).not.toBeRequired()
    expect(form.phone).toHaveAttribute("autocomplete", "tel")
    expect(form.service).not.toBeRequired()
    expect(form.message).toBeRequired()
    expect(form.message).toHaveAttribute("rows", "5")
    expect(form.message).toHaveAttribute("placeholder", "Tell us about your business and automation needs...")
    expect(form.service).toHaveDisplayValue("Select a service...")
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Select a service...",
      "AI Customer Support Agents",
      "Workflow Automation with n8n",
      "Lead Generation Automation",
      "Custom AI Integrations",
      "Not sure - need consultation",
    ])
  })

  it("lets no field take more than the lead intake accepts", () => {
    const form = renderForm()
    expect(form.name).toHaveAttribute("maxlength", String(contactFieldLimits.name))
    expect(form.email).toHaveAttribute("maxlength", String(contactFieldLimits.email))
    expect(form.company).toHaveAttribute("maxlength", String(contactFieldLimits.company))
    expect(form.phone).toHaveAttribute("maxlength", String(contactFieldLimits.phone))
    expect(form.message).toHaveAttribute("maxlength", String(contactFieldLimits.message))
    for (const option of screen.getAllByRole("option"))
      expect(option.getAttribute("value")?.length).toBeLessThanOrEqual(contactFieldLimits.service)
  })

  it("says how much room the message has left only once little is, without announcing every keystroke", async () => {
    const user = userEvent.setup()
    const form = renderForm()
    fireEvent.input(form.message, { target: { value: "a".repeat(4_000) } })
    expect(form.message).not.toHaveAccessibleDescription()

    fireEvent.input(form.message, { target: { value: "a".repeat(4_700) } })
    expect(form.message).toHaveAccessibleDescription("300 characters left")
    const hint = screen.getByText("300 characters left")
    expect(hint.closest("[aria-live], [role='status'], [role='alert'], [role='log']")).toBeNull()

    fireEvent.input(form.message, { target: { value: "a".repeat(4_999) } })
    expect(form.message).toHaveAccessibleDescription("1 character left")
    await user.type(form.message, "bc")
    // The field stops at its limit and says why.
    expect(form.message).toHaveValue(`${"a".repeat(4_999)}b`)
    expect(form.message).toHaveAccessibleDescription("0 characters left")

    await user.type(form.name, "Ana Ruiz")
    await user.type(form.email, "ana@ruizlaw.com")
    await user.click(form.submit)
    expect(openBookingCalendar).toHaveBeenCalledOnce()
    expect(form.message).toHaveValue("")
    expect(form.message).not.toHaveAccessibleDescription()
    expect(screen.queryByText(/characters? left/)).toBeNull()
  })

  it("keeps what the visitor types as they type it", async () => {
    const user = userEvent.setup()
    const form = renderForm()
    await user.type(form.name, "Ana Ruiz")
    await user.selectOptions(form.service, "Lead Generation Automation")
    expect(form.name).toHaveValue("Ana Ruiz")
    expect(form.service).toHaveValue("Lead Generation Automation")
  })

  it("on an empty submit opens nothing, marks each required field with its message and focuses the first", async () => {
    const user = userEvent.setup()
    const form = renderForm()
    await user.click(form.submit)

    expect(openBookingCalendar).not.toHaveBeenCalled()
    expect(form.name).toHaveFocus()
    expect(form.name).toHaveAttribute("aria-invalid", "true")
    expect(form.name).toHaveAccessibleDescription("Please enter your full name.")
    expect(form.email).toHaveAccessibleDescription("Please enter your email address.")
    expect(form.message).toHaveAccessibleDescription(
      "Please tell us about your business and what you'd like to automate.",
    )
    expect(form.company).toHaveAttribute("aria-invalid", "false")
    expect(screen.getByRole("status")).toHaveTextContent("Please correct 3 fields below.")
  })

  it("says an email address is malformed, focuses it, and clears the message once it is fixed", async () => {
    const user = userEvent.setup()
    const form = renderForm()
    await user.type(form.name, "Ana Ruiz")
    await user.type(form.email, "ana@ruizlaw")
    await user.type(form.message, "We miss calls after hours.")
    await user.click(form.submit)

    expect(openBookingCalendar).not.toHaveBeenCalled()
    expect(form.email).toHaveFocus()
    expect(form.email).toHaveAccessibleDescription("Please enter a valid email address, such as name@company.com.")
    await user.type(form.email, ".com")
    expect(form.email).toHaveAttribute("aria-invalid", "false")
    expect(form.email).not.toHaveAccessibleDescription()
  })

  it("on a valid submit opens the booking calendar with what was typed, sends nothing, clears and confirms", async () => {
    const user = userEvent.setup()
    const fetchSpy = vi.spyOn(globalThis, "fetch")
    const form = renderForm()
    await user.type(form.name, "Ana Ruiz")
    await user.type(form.email, "ana@ruizlaw.com")
    await user.type(form.company, "Ruiz Law")
    await user.selectOptions(form.service, "Custom AI Integrations")
    await user.type(form.message, "We miss calls after hours.")
    await user.click(form.submit)

    expect(openBookingCalendar).toHaveBeenCalledExactlyOnceWith({
      name: "Ana Ruiz",
      email: "ana@ruizlaw.com",
      company: "Ruiz Law",
      phone: "",
      service: "Custom AI Integrations",
      message: "We miss calls after hours.",
      noteLabels: { service: "Service", company: "Company" },
    })
    expect(fetchSpy).not.toHaveBeenCalled()
    for (const field of [form.name, form.email, form.company, form.phone, form.message]) expect(field).toHaveValue("")
    expect(form.service).toHaveValue("")
    expect(screen.getByRole("status")).toHaveTextContent("")
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "success", title: "Your booking calendar is open in a new tab" }),
    )
  })

  describe("with a lead webhook", () => {
    const webhookUrl = "https://hooks.example.com/lead"

    it("says the message is sent, and hides its spam trap from people and screen readers", () => {
      const form = renderForm({ webhookUrl })
      expect(form.submit).toHaveAccessibleDescription(
        "Sends us your message and opens our booking calendar in a new tab, so you can also pick a time.",
      )
      const trap = form.form.querySelector<HTMLInputElement>(`input[name="${honeypotFieldName}"]`)
      expect(trap).toHaveAttribute("tabindex", "-1")
      // Neither the browser's autofill nor a password manager fills it for a person.
      expect(trap).toHaveAttribute("autocomplete", "off")
      expect(trap).toHaveAttribute("data-1p-ignore")
      expect(trap).toHaveAttribute("data-lpignore", "true")
      expect(trap).toHaveAttribute("data-bwignore")
      expect(honeypotFieldName).not.toMatch(/web|url|site|home|name|mail|phone|company|address/i)
      expect(trap?.closest("[aria-hidden='true']")).not.toBeNull()
      expect(screen.queryByRole("textbox", { name: /Leave this field empty/ })).toBeNull()
    })

    it("says next to a field set past its limit what to shorten, and sends nothing", async () => {
      const user = userEvent.setup()
      const fetchSpy = vi.spyOn(globalThis, "fetch")
      const form = renderForm({ webhookUrl })
      await user.type(form.name, "Ana Ruiz")
      await user.type(form.email, "ana@ruizlaw.com")
      // Set from a script, as a paste past maxLength can be in some browsers: maxLength stops typing only.
      ;(form.message as HTMLTextAreaElement).value = "a".repeat(6_012)
      ;(form.phone as HTMLInputElement).value = "5".repeat(51)
      await user.click(form.submit)

      expect(form.phone).toHaveFocus()
      expect(form.phone).toHaveAttribute("aria-invalid", "true")
      expect(form.phone).toHaveAccessibleDescription("Please shorten this to 50 characters or fewer (it has 51).")
      expect(form.message).toHaveAttribute("aria-invalid", "true")
      expect(form.message).toHaveAccessibleDescription(
        "Please shorten this to 5,000 characters or fewer (it has 6,012).",
      )
      expect(screen.getByRole("status")).toHaveTextContent("Please correct 2 fields below.")
      expect(openBookingCalendar).not.toHaveBeenCalled()
      expect(sendLead).not.toHaveBeenCalled()
      expect(fetchSpy).not.toHaveBeenCalled()
      expect(localStorage.getItem("lead-outbox")).toBeNull()
      expect(notify).not.toHaveBeenCalled()
      // What the visitor wrote stays, for them to shorten.
      expect(form.message).toHaveValue("a".repeat(6_012))

      await user.clear(form.phone)
      expect(form.phone).toHaveAttribute("aria-invalid", "false")
      fireEvent.input(form.message, { target: { value: "a".repeat(5_000) } })
      expect(form.message).toHaveAttribute("aria-invalid", "false")
      expect(form.message).toHaveAccessibleDescription("0 characters left")
    })

    it("keeps the lead in the browser before its delivery code loads, then sends it, as well as opening the calendar", async () => {
      // A second passes between any two readings of the clock: the visitor takes their time.
      let now = 0
      vi.spyOn(performance, "now").mockImplementation(() => (now += 1000))
      const user = userEvent.setup()
      const form = renderForm({ webhookUrl })
      await user.type(form.name, "Ana Ruiz")
      await user.type(form.email, "ana@ruizlaw.com")
      await user.type(form.message, "We miss calls after hours.")
      let keptWhenSent: string | null = null
      vi.mocked(sendLead).mockImplementationOnce(async () => {
        keptWhenSent = localStorage.getItem("lead-outbox")
        return "sent"
      })
      await user.click(form.submit)

      expect(openBookingCalendar).toHaveBeenCalledOnce()
      await vi.waitFor(() =>
        expect(sendLead).toHaveBeenCalledExactlyOnceWith(
          expect.objectContaining({
            contact: expect.objectContaining({
              name: "Ana Ruiz",
              email: "ana@ruizlaw.com",
              message: "We miss calls after hours.",
            }),
            language: document.documentElement.lang,
            spamTrap: { honeypot: "", elapsedMs: expect.any(Number) },
          }),
          webhookUrl,
          { isStored: true },
        ),
      )
      expect(keptWhenSent).toContain("ana@ruizlaw.com")
    })
  })
})
