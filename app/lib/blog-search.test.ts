import { describe, expect, it } from "vitest"
import { excerptParts, resultPath, searchIndexFolder } from "./blog-search"
import { locales, localeInfo } from "~/config/locales"

describe("excerptParts", () => {
  it("reads the words Pagefind marked as marked, and the rest as text", () => {
    expect(excerptParts("Answer every <mark>call</mark> in <mark>seconds</mark>.")).toEqual([
      { text: "Answer every ", marked: false },
      { text: "call", marked: true },
      { text: " in ", marked: false },
      { text: "seconds", marked: true },
      { text: ".", marked: false },
    ])
  })

  it("keeps markup written in the page's text as text, and decodes its entities once", () => {
    expect(excerptParts("&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; <mark>Q&amp;A</mark> &#39;x&#x27;")).toEqual([
      { text: "<script>alert(1)</script> &amp; ", marked: false },
      { text: "Q&A", marked: true },
      { text: " 'x'", marked: false },
    ])
    expect(excerptParts('<img src=x onerror="alert(1)"> &bogus; &#0; &#x110000;')).toEqual([
      { text: '<img src=x onerror="alert(1)"> &bogus; &#0; &#x110000;', marked: false },
    ])
  })
})

describe("resultPath", () => {
  it("keeps a path of the site and refuses anything that could lead elsewhere", () => {
    expect(resultPath("/es/blog/agentes-de-voz")).toBe("/es/blog/agentes-de-voz")
    expect(resultPath("/blog/a-post?q=1#part")).toBe("/blog/a-post?q=1#part")
    for (const url of [
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example/",
      "/\n/evil.example/",
      "/\r\n/evil.example/",
      "/\t\\evil.example/",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
    ])
      expect(resultPath(url), JSON.stringify(url)).toBeNull()
  })
})

describe("searchIndexFolder", () => {
  it("puts each language's index under its own prefix", () => {
    for (const locale of locales) expect(searchIndexFolder(locale)).toBe(`${localeInfo[locale].prefix}/pagefind/`)
    expect(new Set(locales.map(searchIndexFolder)).size).toBe(locales.length)
  })
})
