import { describe, expect, it } from "vitest"
import { isFixedPage } from "./finish-page"

describe("isFixedPage", () => {
  it("holds the page list's pages in every language and the 404 pages, whose number does not grow with the content", () => {
    for (const page of [
      { path: "/", file: "index.html" },
      { path: "/es", file: "es.html" },
      { path: "/services", file: "services.html" },
      { path: "/es/services", file: "es/services.html" },
      { path: "/blog", file: "blog.html" },
      { path: "/404.html", file: "404.html" },
      { path: "/es/404.html", file: "es/404.html" },
    ])
      expect(isFixedPage(page), page.path).toBe(true)
  })

  it("leaves out the pages there is one of per post, client story, topic or page of posts", () => {
    for (const page of [
      { path: "/blog/speed-to-lead-automation", file: "blog/speed-to-lead-automation.html" },
      { path: "/es/blog/speed-to-lead-automation", file: "es/blog/speed-to-lead-automation.html" },
      { path: "/blog/page/2", file: "blog/page/2.html" },
      { path: "/blog/tags/roi", file: "blog/tags/roi.html" },
      { path: "/case-studies/keystone-ridge-realty", file: "case-studies/keystone-ridge-realty.html" },
    ])
      expect(isFixedPage(page), page.path).toBe(false)
  })
})
