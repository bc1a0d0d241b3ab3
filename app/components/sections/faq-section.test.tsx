// @vitest-environment jsdom
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { FaqSection } from "./faq-section"

const faqs = [
  { id: "one", question: "What can you automate?", answer: "Support, sales follow-up and data entry." },
  { id: "two", question: "How long does setup take?", answer: "Simple workflows take 1-2 weeks." },
  { id: "three", question: "Is my data secure?", answer: "Yes, encrypted end to end." },
]
const intro = { title: "Frequently Asked Questions" }
const contact = { prompt: "Still have questions?", linkLabel: "Contact us", href: "#contact" }

function trigger(question: string) {
  return screen.getByRole("button", { name: question })
}

describe("FaqSection", () => {
  it("puts every answer in the server-rendered HTML, all closed", () => {
    const html = renderToString(<FaqSection id="faq" intro={intro} faqs={faqs} contact={contact} />)
    for (const faq of faqs) expect(html).toContain(faq.answer)
    expect(html).not.toContain('aria-expanded="true"')
  })

  it("opens one item at a time and lets the open one close, leaving none open", async () => {
    const user = userEvent.setup()
    render(<FaqSection intro={intro} faqs={faqs} />)
    for (const faq of faqs) expect(trigger(faq.question)).toHaveAttribute("aria-expanded", "false")

    await user.click(trigger("What can you automate?"))
    expect(trigger("What can you automate?")).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: "What can you automate?" })).toHaveTextContent(
      "Support, sales follow-up and data entry.",
    )

    await user.click(trigger("How long does setup take?"))
    expect(trigger("What can you automate?")).toHaveAttribute("aria-expanded", "false")
    expect(trigger("How long does setup take?")).toHaveAttribute("aria-expanded", "true")

    await user.click(trigger("How long does setup take?"))
    for (const faq of faqs) expect(trigger(faq.question)).toHaveAttribute("aria-expanded", "false")
  })

  it("moves focus between questions with the arrow keys, Home and End", async () => {
    const user = userEvent.setup()
    render(<FaqSection intro={intro} faqs={faqs} />)
    trigger("What can you automate?").focus()
    await user.keyboard("{ArrowDown}")
    expect(trigger("How long does setup take?")).toHaveFocus()
    await user.keyboard("{End}")
    expect(trigger("Is my data secure?")).toHaveFocus()
    await user.keyboard("{ArrowDown}")
    expect(trigger("What can you automate?")).toHaveFocus()
    await user.keyboard("{ArrowUp}")
    expect(trigger("Is my data secure?")).toHaveFocus()
    await user.keyboard("{Home}")
    expect(trigger("What can you automate?")).toHaveFocus()
  })

  it("questions are headings, and the closing line links to the contact anchor", () => {
    render(<FaqSection intro={intro} faqs={faqs} contact={contact} />)
    expect(screen.getByRole("heading", { level: 3, name: "Is my data secure?" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "#contact")
  })
})
