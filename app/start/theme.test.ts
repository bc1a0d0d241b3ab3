// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest"
import { install } from "~/test/install"
import { followThemeChoice } from "./theme"
import { themeAttribute, themeChoiceAttribute, themeColors, themeStorageKey } from "~/lib/theme-choice"

let leavePage = () => {}
/** The head as a page is written, then the theme applied as the page's head does it. */
function loadPage() {
  leavePage()
  document.head.innerHTML = `
    <meta name="theme-color" content="${themeColors.light}" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="${themeColors.dark}" media="(prefers-color-scheme: dark)">`
  document.body.innerHTML = ["light", "dark", "system"]
    .map((value) => `<input type="radio" name="theme-header" value="${value}" ${themeChoiceAttribute}>`)
    .join("")
  leavePage = install(followThemeChoice)
  document.dispatchEvent(new Event("DOMContentLoaded"))
}
const barColors = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content)
const checked = () => document.querySelector<HTMLInputElement>("input:checked")?.value

describe("the visitor's theme", () => {
  afterEach(() => {
    leavePage()
    localStorage.clear()
    document.documentElement.removeAttribute(themeAttribute)
  })

  it("with no choice, leaves the page to the system's preference and shows System", () => {
    loadPage()
    expect(document.documentElement.hasAttribute(themeAttribute)).toBe(false)
    expect(barColors()).toEqual([themeColors.light, themeColors.dark])
    expect(checked()).toBe("system")
  })

  it("applies a kept choice to the page and the browser's bar before anything is drawn", () => {
    localStorage.setItem(themeStorageKey, "dark")
    loadPage()
    expect(document.documentElement.getAttribute(themeAttribute)).toBe("dark")
    expect(barColors()).toEqual([themeColors.dark, themeColors.dark])
    expect(checked()).toBe("dark")
  })

  it("ignores a kept value it does not know", () => {
    localStorage.setItem(themeStorageKey, "sepia")
    loadPage()
    expect(document.documentElement.hasAttribute(themeAttribute)).toBe(false)
  })

  it("keeps a change, and System forgets the choice", () => {
    loadPage()
    const pick = (value: string) => {
      const control = document.querySelector<HTMLInputElement>(`input[value="${value}"]`)
      if (!control) throw new Error(value)
      control.checked = true
      control.dispatchEvent(new Event("change", { bubbles: true }))
    }
    pick("light")
    expect(localStorage.getItem(themeStorageKey)).toBe("light")
    expect(document.documentElement.getAttribute(themeAttribute)).toBe("light")
    expect(barColors()).toEqual([themeColors.light, themeColors.light])
    pick("system")
    expect(localStorage.getItem(themeStorageKey)).toBeNull()
    expect(document.documentElement.hasAttribute(themeAttribute)).toBe(false)
    expect(barColors()).toEqual([themeColors.light, themeColors.dark])
  })
})
