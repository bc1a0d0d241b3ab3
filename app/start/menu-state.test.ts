// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { reflectMenuState } from "./menu-state"

/** The one element `selector` finds in the test's document. */
function the<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`No ${selector} in the document`)
  return element
}

const menu = `
  <button type="button" commandfor="site-menu" command="show-modal" aria-expanded="true">Menu</button>
  <dialog id="site-menu"><button type="button" commandfor="site-menu" command="close">Close</button></dialog>`
const expanded = () => the("body > button").getAttribute("aria-expanded")
const isScrollLocked = () => document.documentElement.classList.contains("is-scroll-locked")

describe("the menu dialog's state", () => {
  beforeAll(() => {
    // jsdom has <dialog> without its methods: these do what the browser's do, events included.
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute("open", "")
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute("open")
        this.dispatchEvent(new Event("close"))
      },
    })
    reflectMenuState()
  })
  afterAll(() => {
    const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
    delete prototype.showModal
    delete prototype.close
  })
  afterEach(() => {
    document.body.replaceChildren()
    document.documentElement.classList.remove("is-scroll-locked")
  })

  it("tells, once the page is parsed, that the menu is closed", () => {
    document.body.innerHTML = menu
    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(expanded()).toBe("false")
    expect(isScrollLocked()).toBe(false)
  })

  it("follows the dialog as the browser opens and closes it, and locks the page behind it while open", () => {
    document.body.innerHTML = menu
    const dialog = the<HTMLDialogElement>("dialog")
    dialog.setAttribute("open", "")
    dialog.dispatchEvent(new Event("toggle"))
    expect(expanded()).toBe("true")
    expect(isScrollLocked()).toBe(true)
    // The close button inside says nothing about the menu.
    expect(the("dialog button").hasAttribute("aria-expanded")).toBe(false)

    dialog.removeAttribute("open")
    dialog.dispatchEvent(new Event("close"))
    expect(expanded()).toBe("false")
    expect(isScrollLocked()).toBe(false)
  })

  it("opens and closes the menu itself where the browser has no invoker commands", () => {
    expect("command" in HTMLButtonElement.prototype).toBe(false)
    document.body.innerHTML = menu
    const dialog = the<HTMLDialogElement>("dialog")
    the("body > button").click()
    expect(dialog.open).toBe(true)
    expect(expanded()).toBe("true")
    expect(isScrollLocked()).toBe(true)

    the("dialog button").click()
    expect(dialog.open).toBe(false)
    expect(expanded()).toBe("false")
    expect(isScrollLocked()).toBe(false)
  })
})
