import { describe, expect, it } from "vitest"
import { MarkdownPages } from "./markdown-pages"

describe("MarkdownPages", () => {
  it("writes a term marked as in another language in italics, as the page shows it: Markdown has no mark for a language, and its versions hold no tags", () => {
    const site = { url: "https://www.agency.example" }
    const html = `<link rel="canonical" href="${site.url}/es/blog/a-post"><main><p>Lo que en inglés se llama <i lang="en">speed to lead</i>, <em>ahora</em>.</p></main>`
    const page = new MarkdownPages(site).of({ path: "/es/blog/a-post", html })
    expect(page?.markdown).toContain("Lo que en inglés se llama _speed to lead_, _ahora_.")
  })
})
