import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { BenefitsSection } from "~/components/sections/benefits-section"
import { checkedContentHtml, contentHtmlProblems, sanitizeContentHtml } from "./content-html"

/** Markdown rendered as the site's build renders it (Astro's Markdown processor, no highlighting). */
const markdown = await createSatteriMarkdownProcessor({ syntaxHighlight: false })
const render = async (text: string) => (await markdown.render(text, { frontmatter: {} })).code

/** Each thing content may not carry, as an editor could write it, and how the build names it. */
const hostile = [
  ["a script", `<script src="/uploads/x.js"></script>`, "a <script> element"],
  ["an inline script", `<script>alert(1)</script>`, "a <script> element"],
  ["a style element", `<style>body { display: none }</style>`, "a <style> element"],
  ["a stylesheet", `<link rel="stylesheet" href="/uploads/x.css">`, "a <link> element"],
  ["a refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example/">`, "a <meta> element"],
  ["a base URL", `<base href="https://evil.example/">`, "a <base> element"],
  ["a frame", `<iframe src="https://evil.example/"></iframe>`, "a <iframe> element"],
  ["an object", `<object data="/uploads/x.swf"></object>`, "a <object> element"],
  ["an embed", `<embed src="/uploads/x.swf">`, "a <embed> element"],
  ["a form", `<form action="https://evil.example/"><button>Go</button></form>`, "a <form> element"],
  ["an event attribute", `<span onclick="alert(1)">Hi</span>`, "an onclick attribute on <span>"],
  ["an image's error handler", `<img src="x" onerror="alert(1)" alt="">`, "an onerror attribute on <img>"],
  ["a style attribute", `<p style="position:fixed;inset:0">Hi</p>`, "a style attribute on <p>"],
  ["a script address", `<a href="javascript:alert(1)">Hi</a>`, "a javascript: address in href on <a>"],
] as const

/** Where each hostile line sits in the file below (front matter, a heading, a paragraph, then it). */
const fileWith = (snippet: string) =>
  `---\ntitle: "A post"\n---\n\n## A heading\n\nA paragraph that is fine.\n\n${snippet}\n\nAfter it.\n`
const lineOfSnippet = 9

describe("content HTML against the allow-list", () => {
  describe.each([
    ["a post", "app/content/blog/a-post.md"],
    ["a legal page", "app/content/legal/privacy.md"],
  ])("in %s", (_, file) => {
    it.each(hostile)("%s stops the build, named with its file and line", async (_name, snippet, what) => {
      const source = fileWith(snippet)
      const html = await render(source.split("---\n")[2] ?? "")
      expect(() => checkedContentHtml(html, { file, source })).toThrow(`${file}:${lineOfSnippet}: ${what}`)
    })

    it.each(hostile)("%s never reaches the page, even from a preview that only warns", async (_name, snippet) => {
      const warnings: string[] = []
      const html = checkedContentHtml(await render(fileWith(snippet)), {
        file,
        source: fileWith(snippet),
        warn: (message) => warnings.push(message),
      })
      expect(warnings).toHaveLength(1)
      expect(html).not.toMatch(/<(script|style|link|meta|base|iframe|object|embed|form)\b/i)
      expect(html).not.toMatch(/\s(on[a-z]+|style)=/i)
      expect(html).not.toMatch(/javascript:/i)
      expect(html).toContain("A paragraph that is fine.")
    })
  })

  it("names every problem of a file, each with its own line", async () => {
    const source = `Hi <span onclick="x()">there</span>.\n\n<style>p {}</style>\n`
    expect(() => checkedContentHtml(sanitizeContentHtml(source), { file: "f.md", source })).not.toThrow()
    expect(() => checkedContentHtml(source, { file: "f.md", source })).toThrow(
      "f.md:1: an onclick attribute on <span>; f.md:3: a <style> element",
    )
  })

  it("lets through all that Markdown writes: headings with their ids, links, lists, tables, footnotes, task lists", async () => {
    const html = await render(
      "# Title\n\nA [link](/contact) and *emphasis*, `code`[^1].\n\n- one\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quote\n\n[^1]: A note.\n",
    )
    expect(contentHtmlProblems(html)).toEqual([])
    expect(sanitizeContentHtml(html)).toContain('<h1 id="title">Title</h1>')
    expect(sanitizeContentHtml(html)).toContain('href="#user-content-fn-1"')
  })

  it("finds nothing to drop in the content the site ships, in any language", async () => {
    const root = path.join(import.meta.dirname, "..", "content")
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".md"))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8")
      const html = await render(source.replace(/^---\n[\s\S]*?\n---\n/, ""))
      expect(contentHtmlProblems(html), file).toEqual([])
    }
  })
})

describe("a JSON field holding HTML", () => {
  it.each(hostile)("shows %s as its text, never as an element", (_name, snippet) => {
    const html = renderToStaticMarkup(
      <BenefitsSection
        intro={{ title: "Why us" }}
        benefits={[{ id: "x", icon: "zap", title: snippet, description: snippet }]}
      />,
    )
    expect(html).not.toMatch(/<(script|style|link|meta|base|iframe|object|embed|form)\b/i)
    expect(html).not.toMatch(/<[a-z]+ [^>]*\s(on[a-z]+|style)=/i)
    expect(html).toContain(snippet.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").split('"')[0])
  })
})
