import { describe, expect, it } from "vitest"
import { sitePages } from "../../app/config/pages"
import { paths } from "../../app/config/paths"
import { pageList } from "./built-pages"

/** A built page as readBuiltPages gives it, from its path. */
const built = (path: string) =>
  path === "/404.html"
    ? { path, file: "404.html" }
    : { path, file: path === "/" ? "index.html" : `${path.slice(1)}/index.html` }

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
      { path: "/services", file: "services/index.html", name: "services", main: true },
      { path: "/process", file: "process/index.html", name: "process", main: true },
      { path: "/case-studies", file: "case-studies/index.html", name: "case-studies", main: true },
      { path: "/contact", file: "contact/index.html", name: "contact", main: true },
      { path: "/privacy", file: "privacy/index.html", name: "privacy", main: true },
      { path: "/terms", file: "terms/index.html", name: "terms", main: true },
      { path: "/blog", file: "blog/index.html", name: "blog", main: true },
      { path: "/blog/a-post", file: "blog/a-post/index.html" },
      { path: "/blog/tags/roi", file: "blog/tags/roi/index.html" },
      { path: "/case-studies/keystone-ridge-realty", file: "case-studies/keystone-ridge-realty/index.html" },
      { path: "/404", file: "404.html", name: "not-found", status: 404 },
    ])
  })

  it("stops the build when a page of the list was not made", () => {
    expect(() => pageList(mainPages.filter((page) => page.path !== paths.process))).toThrow(
      "app/config/pages.ts lists /process, which no page of the build answers",
    )
  })
})
