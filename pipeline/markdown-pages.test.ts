import { describe, expect, it } from "vitest"
import { MarkdownPages } from "./markdown-pages"

describe("MarkdownPages", () => {
  it("keeps a term in another language marked as such, and the page's own emphasis as Markdown", () => {
    const site = { url: "https://www.agency.example" }
    const html = `<link rel="canonical" href="${site.url}/es/blog/a-post"><main><p>Lo que en inglés se llama <i lang="en">speed to lead</i>, <em>ahora</em>.</p></main>`
    const page = new MarkdownPages(site).of({ path: "/es/blog/a-post", html })
    expect(page?.markdown).toContain('Lo que en inglés se llama <i lang="en">speed to lead</i>, _ahora_.')
  })
})
