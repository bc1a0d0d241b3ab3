// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { holdEarlyTaps, readyWithoutVoice } from "./held-taps"
import {
  actionsReadyAttribute,
  actionsReadyEvent,
  holdUntilReadyAttribute,
  voiceModuleTemplateId,
} from "~/lib/data-attributes"

/** The one element `selector` finds in the test's document. */
function the<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`No ${selector} in the document`)
  return element
}

describe("held taps", () => {
  beforeAll(() => {
    // As the page installs them: first, at the top of the body.
    holdEarlyTaps()
    readyWithoutVoice()
  })
  afterEach(() => {
    document.body.replaceChildren()
    document.documentElement.removeAttribute(actionsReadyAttribute)
  })

  it("holds a tap on a button of an island that has not hydrated, and replays it once when it has", () => {
    document.body.innerHTML = `<astro-island ssr><button type="button">Next testimonial</button></astro-island>`
    const island = the("astro-island")
    const button = the("button")
    const handled = vi.fn()
    island.addEventListener("click", handled)

    button.click()
    expect(handled).not.toHaveBeenCalled()

    island.removeAttribute("ssr")
    island.dispatchEvent(new CustomEvent("astro:hydrate"))
    expect(handled).toHaveBeenCalledTimes(1)

    // Once hydrated, taps go straight through.
    button.click()
    expect(handled).toHaveBeenCalledTimes(2)
  })

  it("replays two early taps as two, not one and not four", () => {
    document.body.innerHTML = `<astro-island ssr><button type="button">Next testimonial</button></astro-island>`
    const island = the("astro-island")
    const handled = vi.fn()
    island.addEventListener("click", handled)
    the("button").click()
    the("button").click()
    island.removeAttribute("ssr")
    island.dispatchEvent(new CustomEvent("astro:hydrate"))
    expect(handled).toHaveBeenCalledTimes(2)
  })

  it("keeps a held tap from every other listener of the page, not only from the button's own", () => {
    document.body.innerHTML = `<astro-island ssr><button type="button">Next testimonial</button></astro-island>`
    const seenByPage = vi.fn()
    document.addEventListener("click", seenByPage, true)
    the("button").click()
    document.removeEventListener("click", seenByPage, true)
    expect(seenByPage).not.toHaveBeenCalled()
  })

  it("holds a voice control until the page's script is ready", () => {
    document.body.innerHTML = `<button type="button" ${holdUntilReadyAttribute}>Chat with AI Assistant</button>`
    const button = the("button")
    const handled = vi.fn()
    document.body.addEventListener("click", handled)

    button.click()
    expect(handled).not.toHaveBeenCalled()

    document.documentElement.setAttribute(actionsReadyAttribute, "")
    document.dispatchEvent(new Event(actionsReadyEvent))
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it("never holds links, nor buttons that need no script", () => {
    document.body.innerHTML = `<astro-island ssr><a href="#faq">FAQ</a></astro-island><button type="button">Menu</button>`
    const handled = vi.fn((event: Event) => event.preventDefault())
    document.body.addEventListener("click", handled)
    the("a").click()
    the("body > button").dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(handled).toHaveBeenCalledTimes(2)
  })

  it("without a voice assistant, readies the page once it is parsed and replays the taps held until then", () => {
    document.body.innerHTML = `<button type="button" ${holdUntilReadyAttribute}>Chat with AI Assistant</button>`
    const handled = vi.fn()
    document.body.addEventListener("click", handled)
    the("button").click()
    expect(handled).not.toHaveBeenCalled()

    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(document.documentElement.hasAttribute(actionsReadyAttribute)).toBe(true)
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it("with a voice assistant, leaves readying the page to its module", () => {
    document.body.innerHTML = `<template id="${voiceModuleTemplateId}" data-after-paint></template>`
    const ready = vi.fn()
    document.addEventListener(actionsReadyEvent, ready)
    document.dispatchEvent(new Event("DOMContentLoaded"))
    document.removeEventListener(actionsReadyEvent, ready)
    expect(document.documentElement.hasAttribute(actionsReadyAttribute)).toBe(false)
    expect(ready).not.toHaveBeenCalled()
  })
})
