import { describe, expect, it } from "vitest"
import { MarkdownPages } from "./markdown-pages"

const site = { url: "https://www.agency.example" }

/** The Markdown version of a page whose main content is `main`, without its closing source line. */
function twinOf(main: string, path = "/services"): string {
  const html = `<link rel="canonical" href="${site.url}${path}"><main>${main}</main>`
  const page = new MarkdownPages(site).of({ path, html })
  if (!page) throw new Error("no Markdown version was made")
  return page.markdown.slice(0, page.markdown.lastIndexOf("\n---\n")).trim()
}

describe("MarkdownPages", () => {
  it("writes a term marked as in another language in italics, as the page shows it: Markdown has no mark for a language, and its versions hold no tags", () => {
    const html = `<link rel="canonical" href="${site.url}/es/blog/a-post"><main><p>Lo que en inglés se llama <i lang="en">speed to lead</i>, <em>ahora</em>.</p></main>`
    const page = new MarkdownPages(site).of({ path: "/es/blog/a-post", html })
    expect(page?.markdown).toContain("Lo que en inglés se llama _speed to lead_, _ahora_.")
  })

  it("writes a choice as its label, then a list of its options (the estimator's industry), not their texts run together", () => {
    const main = `<div class="mt-4 space-y-1"><label for="estimator-industry" class="block text-sm font-semibold">Su sector</label><select id="estimator-industry" name="industry" class="block w-full min-h-11"><option value="legal" selected="">Bufete de abogados</option><option value="real-estate">Bienes raíces</option><option value="other">Otra pequeña empresa</option></select></div>`
    expect(twinOf(main, "/es/services")).toBe(
      "Su sector\n\n-   Bufete de abogados\n-   Bienes raíces\n-   Otra pequeña empresa",
    )
  })

  it("keeps apart the spans a flex row shows apart (the home page's chat card: its agent's name and its status)", () => {
    const main = `<div class="flex items-center gap-3 border-b pb-4"><span class="flex size-9 items-center justify-center rounded-full"><svg aria-hidden="true" viewBox="0 0 24 24" class="icon size-5"><path d="M12 8V4H8"></path></svg></span><span class="font-semibold">Agente de IA de recepción</span><span class="ml-auto flex items-center gap-2"><span class="size-2 rounded-full bg-inverse-success"></span>En línea 24/7</span></div>`
    expect(twinOf(main, "/es")).toBe("Agente de IA de recepción En línea 24/7")
    // A comment between them is no text between them.
    const price = `<p class="flex items-baseline gap-1"><span class="text-4xl font-extrabold">$500</span><!-- --><span class="text-muted-foreground">/month</span></p>`
    expect(twinOf(price, "/")).toBe("$500 /month")
  })

  it("writes a post's link to its neighbour as the page stacks it, its label on one line and the title on the next", () => {
    const main = `<nav aria-label="More articles"><ul class="grid gap-4 sm:grid-cols-2"><li><a href="/blog/speed-to-lead-automation" rel="prev" class="flex h-full flex-col rounded-card border p-5"><span class="text-sm text-muted-foreground">Previous article</span><span class="mt-1 font-semibold">Speed to Lead: How to Answer and Qualify Every Lead in Minutes</span></a></li></ul></nav>`
    expect(twinOf(main, "/blog/a-post")).toBe(
      `-   [Previous article\n    Speed to Lead: How to Answer and Qualify Every Lead in Minutes](${site.url}/blog/speed-to-lead-automation)`,
    )
  })

  it("puts a line break between block-styled spans outside a flex row, and a space between the links of a row of calls to action", () => {
    const stacked = `<p><span class="block">2:14 a.m.</span><span class="block">Delivered</span></p>`
    expect(twinOf(stacked)).toBe("2:14 a.m.\nDelivered")
    const row = `<div class="mt-8 flex flex-wrap gap-3"><a href="/contact" class="inline-flex min-h-12 px-6">Book Free Consultation<svg aria-hidden="true" viewBox="0 0 24 24" class="icon"><path d="M15 3h6v6"></path></svg></a><a href="/process" class="inline-flex min-h-12 px-6">See Our Process</a></div>`
    expect(twinOf(row)).toBe(`[Book Free Consultation](${site.url}/contact) [See Our Process](${site.url}/process)`)
  })

  it("keeps the separators a sighted reader sees between a byline's parts, though they are hidden from screen readers", () => {
    const byline = `<p class="mt-8 flex flex-wrap gap-x-3 text-sm"><span>By<!-- --> <span class="font-semibold">Daniel Brooks</span>, <!-- -->Founder &amp; Lead Consultant</span> <span aria-hidden="true">·</span> <span>Published<!-- --> <time dateTime="2026-11-03">November 3, 2026</time></span> <span aria-hidden="true">·</span> <span>4 min read</span></p>`
    expect(twinOf(byline, "/blog/a-post")).toBe(
      "By Daniel Brooks, Founder & Lead Consultant · Published November 3, 2026 · 4 min read",
    )
    const card = `<p class="text-sm text-muted-foreground"><time dateTime="2026-08-18">August 18, 2026</time><span aria-hidden="true"> · </span>4 min read</p>`
    expect(twinOf(card, "/blog")).toBe("August 18, 2026 · 4 min read")
  })

  it("leaves out the rest of what is hidden from screen readers: icons, and the numbers a list of steps already gives", () => {
    const main = `<ol class="grid gap-6"><li class="rounded-card p-6"><span aria-hidden="true" class="text-sm font-bold text-primary">01</span><h3 class="text-lg font-semibold">Map the work as it really happens (1-2 weeks)</h3></li></ol><dl><div class="relative"><dt><span aria-hidden="true" class="absolute inline-flex size-10"><svg aria-hidden="true" viewBox="0 0 24 24" class="icon"><path d="m22 7-8.991 5.727"></path></svg></span>Email</dt><dd>hello@agency.example</dd></div></dl>`
    expect(twinOf(main)).toBe("1.  ### Map the work as it really happens (1-2 weeks)\n\nEmail\n\nhello@agency.example")
  })

  it("keeps a word whole where markup splits it on the page too: text touching an element, formatting side by side, and code", () => {
    const main = `<p>Two <strong>word</strong>s, one <strong>un</strong><em>likely</em> one, and <code><span class="token">get</span><span class="token">Lead</span></code>.</p><pre><code><span>const</span><span>lead</span></code></pre>`
    expect(twinOf(main, "/blog/a-post")).toBe(
      "Two **word**s, one **un**_likely_ one, and `getLead`.\n\n```\nconstlead\n```",
    )
  })
})
