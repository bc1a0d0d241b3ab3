// @vitest-environment jsdom
import { fireEvent } from "@testing-library/dom"
import { afterEach, describe, expect, it } from "vitest"
import { startSearchOnUse } from "./search-on-use"

/** The form, the template holding its code (a marker element here), and the starter run as the page runs it. */
function buildPage() {
  document.body.innerHTML = `
    <form id="blog-search" action="/blog#topics"><input type="search" name="q"><button type="submit">Search</button></form>
    <template data-when-used="blog-search"><div data-started></div></template>`
  startSearchOnUse()
  const form = document.querySelector("form") as HTMLFormElement
  return {
    form,
    field: form.querySelector("input") as HTMLInputElement,
    started: () => document.querySelectorAll("[data-started]").length,
  }
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("startSearchOnUse", () => {
  it("starts the search's code on the form's first focus, once", () => {
    const { field, started } = buildPage()
    expect(started()).toBe(0)
    field.focus()
    expect(started()).toBe(1)
    field.blur()
    field.focus()
    fireEvent.input(field, { target: { value: "voice" } })
    expect(started()).toBe(1)
  })

  it("starts it on typing or sending too, and keeps the form on the page", () => {
    const { form, field, started } = buildPage()
    fireEvent.input(field, { target: { value: "v" } })
    expect(started()).toBe(1)
    const sent = buildPage()
    expect(fireEvent.submit(sent.form)).toBe(false)
    expect(sent.started()).toBe(1)
    expect(fireEvent.submit(form)).toBe(false)
  })

  it("does nothing on a page without the search", () => {
    document.body.innerHTML = "<main></main>"
    expect(() => startSearchOnUse()).not.toThrow()
  })
})
