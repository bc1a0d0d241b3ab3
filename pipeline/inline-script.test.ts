import { JSDOM, type DOMWindow } from "jsdom"
import { fileURLToPath } from "node:url"
import { Script } from "node:vm"
import { describe, expect, it } from "vitest"
import { bundleInlineScript, preferDoubleQuotes } from "./inline-script"

const entry = (name: string) => fileURLToPath(new URL(`../app/start/${name}`, import.meta.url))

/** A page with the script inlined where the layout puts it, run as a browser runs it, once loaded. */
async function pageWith(script: { head?: string; body?: string }, body: string, setUp?: (window: DOMWindow) => void) {
  const html = `<!doctype html><html><head>
    <meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)">
    ${script.head ? `<script>${script.head}</script>` : ""}</head>
    <body>${script.body ? `<script>${script.body}</script>` : ""}${body}</body></html>`
  const dom = new JSDOM(html, {
    url: "https://agency.example/?utm_source=newsletter",
    runScripts: "dangerously",
    beforeParse: (window) => setUp?.(window),
  })
  const { window } = dom
  if (window.document.readyState !== "complete") await new Promise((loaded) => window.addEventListener("load", loaded))
  return window
}

/** Each bundle takes a few hundred milliseconds, several times that on a busy two-core machine. */
const bundleTimeout = 30_000

describe("the inlined start-up scripts", { timeout: bundleTimeout }, () => {
  it("are each one classic script: no import or export left", async () => {
    for (const name of ["head-start.ts", "body-start.ts"])
      for (const analytics of [false, true]) {
        const { code } = await bundleInlineScript(entry(name), { analytics })
        expect(() => new Script(code)).not.toThrow()
      }
  })

  it("name every file they are made from, for the dev server to watch", async () => {
    const { files } = await bundleInlineScript(entry("body-start.ts"), { analytics: false })
    expect(files).toEqual(
      expect.arrayContaining([entry("body-start.ts"), entry("held-taps.ts"), entry("../lib/data-attributes.ts")]),
    )
  })

  it("leave the event queue out of a build without analytics, and keep it in one with", async () => {
    const tapEmail = (window: DOMWindow) => {
      const email = window.document.querySelector("a")
      email?.addEventListener("click", (event) => event.preventDefault())
      email?.click()
      return window.siteEvents
    }
    const page = `<a href="mailto:hello@agency.example">Email</a>`
    const without = await bundleInlineScript(entry("body-start.ts"), { analytics: false })
    const withAnalytics = await bundleInlineScript(entry("body-start.ts"), { analytics: true })
    expect(tapEmail(await pageWith({ body: without.code }, page))).toBeUndefined()
    expect(tapEmail(await pageWith({ body: withAnalytics.code }, page))).toHaveLength(1)
    expect(without.code.length).toBeLessThan(withAnalytics.code.length)
  })

  it("do on the page what their modules do: theme, campaign, menu state and readiness", async () => {
    const { code: head } = await bundleInlineScript(entry("head-start.ts"), { analytics: false })
    const { code: body } = await bundleInlineScript(entry("body-start.ts"), { analytics: false })
    const window = await pageWith(
      { head, body },
      `<a href="https://cal.example/acme" data-booking-link>Book</a>
       <button type="button" commandfor="site-menu" command="show-modal">Menu</button>
       <dialog id="site-menu"></dialog>`,
      (window) => window.localStorage.setItem("theme", "dark"),
    )
    const { documentElement } = window.document
    expect(documentElement.getAttribute("data-theme")).toBe("dark")
    expect(window.document.querySelector("a")?.href).toBe("https://cal.example/acme?utm_source=newsletter")
    expect(window.document.querySelector("button")?.getAttribute("aria-expanded")).toBe("false")
    expect(documentElement.hasAttribute("data-actions-ready")).toBe(true)
  })
})

describe("strings in the inlined scripts", () => {
  it("are written between double quotes where the minifier wrote backticks", () => {
    expect(preferDoubleQuotes("document.addEventListener(`click`,e=>e,!0),a===`show-modal`")).toBe(
      'document.addEventListener("click",e=>e,!0),a==="show-modal"',
    )
  })

  it("stay template literals where a string would differ or need escapes", () => {
    const code = 'let a=`a[${e}]`,b=tag`x`,c=`meta[name="theme-color"]`,d=`line\\n`,f=`it\'s`;'
    expect(preferDoubleQuotes(code)).toBe(code.replace("`it's`", `"it's"`))
  })
})
