import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { ExtractorResultSets } from "purgecss"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { AnswerTree, StylePruner, withoutAbsentControlParts, withoutUnreadProperties } from "./prune-styles"

describe("withoutUnreadProperties", () => {
  it("keeps the registration and fallback of custom properties a rule reads, and drops the rest", () => {
    const css =
      "@layer properties{@supports (x){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-blur:initial;--tw-shadow:0 0 #0000}}}" +
      ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}.move{translate:var(--tw-translate-x) 0}" +
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}@property --tw-blur{syntax:"*";inherits:false}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}'
    expect(withoutUnreadProperties(css)).toBe(
      "@layer properties{@supports (x){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}" +
        ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}.move{translate:var(--tw-translate-x) 0}" +
        '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    )
  })
})

describe("withoutAbsentControlParts", () => {
  const css =
    "@layer base{::file-selector-button{margin:0}::-webkit-datetime-edit-year-field{padding-block:0}" +
    "::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}::placeholder{opacity:1}input{font:inherit}}"

  it("drops the rules for parts of controls the page never has, and keeps every other rule", () => {
    expect(withoutAbsentControlParts(css, '<input type="text" name="email">')).toBe(
      "@layer base{::placeholder{opacity:1}input{font:inherit}}",
    )
  })

  it("keeps the rules for the parts of the controls the page's HTML or scripts name", () => {
    expect(withoutAbsentControlParts(css, '<input type="file"> createElement("input",{type:"number"})')).toBe(
      "@layer base{::file-selector-button{margin:0}::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}::placeholder{opacity:1}input{font:inherit}}",
    )
    expect(withoutAbsentControlParts(css, "<input type=date>")).toContain("::-webkit-datetime-edit-year-field")
  })
})

describe("StylePruner", () => {
  const stylesheet =
    ".card{padding:1rem}.hidden{display:none}.toast{color:red}table{border-collapse:collapse}" +
    ".fade{animation:var(--fade)}@keyframes fade-in{from{opacity:0}}:root{--fade:fade-in 1s}"
  const page = (body: string, scripts = "") =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${stylesheet}</style></head><body>${body}${scripts}</body></html>`
  const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]
  let clientDir: string
  beforeEach(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "prune-styles-"))
    await mkdir(path.join(clientDir, "assets"))
    await writeFile(path.join(clientDir, "assets", "island.a1.js"), 'import"./toasts.b2.js";export const c="card"')
    await writeFile(path.join(clientDir, "assets", "toasts.b2.js"), 'export const t="toast"')
  })
  afterEach(async () => {
    await rm(clientDir, { recursive: true, force: true })
  })

  it("keeps the rules a page's HTML and the scripts it may run name, and what those rules use", async () => {
    const pruner = new StylePruner(clientDir, stylesheet)
    const faded = styleOf(await pruner.prune({ file: "a.html", html: page('<p class="fade">Hi</p>') }))
    expect(faded).toBe(".fade{animation:var(--fade)}@keyframes fade-in{from{opacity:0}}:root{--fade:fade-in 1s}")
    // The island's code names .card, and the chunk it imports .toast.
    const withIsland = page('<astro-island component-url="/assets/island.a1.js"></astro-island><table></table>')
    const styles = styleOf(await pruner.prune({ file: "b.html", html: withIsland }))
    expect(styles).toMatch(/^\.card\{padding:1rem\}\.toast\{color:red\}table\{border-collapse:collapse\}/)
    expect(styles).not.toContain(".hidden")
    expect(styles).not.toContain(".fade")
  })

  it("gives a page of the same template as an earlier one the same rules as a pruner that never saw the other", async () => {
    const posts = [
      page('<article class="card"><h1>First post</h1><p>Some words.</p></article>'),
      page('<article class="card"><h1>Second post</h1><p>Other words, a hidden one.</p><table></table></article>'),
      page('<article class="card"><h1>Third post</h1><p>Yet more words.</p></article>'),
    ]
    const shared = new StylePruner(clientDir, stylesheet)
    for (const [index, html] of posts.entries()) {
      const alone = await new StylePruner(clientDir, stylesheet).prune({ file: `${index}.html`, html })
      expect(await shared.prune({ file: `${index}.html`, html }), `post ${index + 1}`).toBe(alone)
    }
  })

  it("stops at a page whose stylesheet differs from the others'", async () => {
    const pruner = new StylePruner(clientDir, stylesheet)
    await expect(pruner.prune({ file: "odd.html", html: "<style>p{}</style>" })).rejects.toThrow(
      "odd.html: its stylesheet differs from the other pages'",
    )
  })
})

describe("AnswerTree", () => {
  const words = (...present: string[]) => new ExtractorResultSets(present)

  it("gives a run's stylesheet to words that answer its questions the same, and nothing to others", () => {
    const tree = new AnswerTree()
    tree.add(
      [
        { question: "hasClass", argument: "card", answer: true },
        { question: "hasTag", argument: "table", answer: false },
      ],
      ".card{}",
    )
    tree.add(
      [
        { question: "hasClass", argument: "card", answer: true },
        { question: "hasTag", argument: "table", answer: true },
      ],
      ".card{}table{}",
    )
    expect(tree.find(words("card", "other"))).toBe(".card{}")
    expect(tree.find(words("card", "table"))).toBe(".card{}table{}")
    expect(tree.find(words("table"))).toBeUndefined()
  })
})
