import { describe, expect, it } from "vitest"
import { localizePath } from "../app/config/locales"
import { budgetsByRoute, pageKinds, sitePage, sitePages } from "../app/config/pages"
import { paths } from "../app/config/paths"
import { pageList, pathOfFile } from "./built-pages"

/** A built page as readBuiltPages gives it, from its path. */
const built = (path: string) =>
  path === "/404.html"
    ? { path, file: "404.html" }
    : { path, file: path === "/" ? "index.html" : `${path.slice(1)}.html` }

const mainPages = sitePages.map((page) => built(page.path))

describe("the build's list of its pages", () => {
  it("gives the page list's pages first, in its order and by name, then the others, then the 404 page", () => {
    const pages = [
      built("/404.html"),
      built(paths.tag("ROI")),
      built(paths.caseStudy("keystone-ridge-realty")),
      built(paths.blogPost("a-post")),
      ...[...mainPages].reverse(),
    ]
    expect(pageList(pages)).toEqual([
      { path: "/", file: "index.html", name: "home", main: true },
      { path: "/services", file: "services.html", name: "services", main: true },
      { path: "/process", file: "process.html", name: "process", main: true },
      { path: "/case-studies", file: "case-studies.html", name: "case-studies", main: true },
      { path: "/contact", file: "contact.html", name: "contact", main: true },
      { path: "/privacy", file: "privacy.html", name: "privacy", main: true },
      { path: "/terms", file: "terms.html", name: "terms", main: true },
      { path: "/accessibility", file: "accessibility.html", name: "accessibility", main: true },
      { path: "/trust", file: "trust.html", name: "trust", main: true },
      { path: "/industries", file: "industries.html", name: "industries", main: true },
      { path: "/blog", file: "blog.html", name: "blog", main: true },
      { path: "/blog/a-post", file: "blog/a-post.html" },
      { path: "/blog/tags/roi", file: "blog/tags/roi.html" },
      { path: "/case-studies/keystone-ridge-realty", file: "case-studies/keystone-ridge-realty.html" },
      { path: "/404", file: "404.html", name: "not-found", status: 404 },
    ])
  })

  it("stops the build when a page of the list was not made", () => {
    expect(() => pageList(mainPages.filter((page) => page.path !== paths.process))).toThrow(
      "app/config/pages.ts lists /process, which no page of the build answers",
    )
  })
})

describe("the budgets the build writes beside its pages", () => {
  it("give each page of the list and each kind of page its limits, and a language its own where it has them", () => {
    const budgets = budgetsByRoute(localizePath)
    for (const listed of [...sitePages, ...pageKinds]) expect(budgets[listed.path], listed.path).toEqual(listed.budget)
    expect(budgets["/es"]?.htmlBrotli).toBe(sitePage("home").budgetIn.es.htmlBrotli)
    expect(budgets["/es"]?.islandJsGzip).toBe(sitePage("home").budget.islandJsGzip)
  })
})

describe("pathOfFile", () => {
  it("gives each page the address its file is named after, and each 404 page its file", () => {
    expect(pathOfFile("index.html")).toBe("/")
    expect(pathOfFile("services.html")).toBe("/services")
    expect(pathOfFile("es.html")).toBe("/es")
    expect(pathOfFile("es/case-studies/keystone-ridge-realty.html")).toBe("/es/case-studies/keystone-ridge-realty")
    expect(pathOfFile("404.html")).toBe("/404.html")
    expect(pathOfFile("es/404.html")).toBe("/es/404.html")
  })
})
