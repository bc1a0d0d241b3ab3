import { afterEach, describe, expect, it, vi } from "vitest"

const meta = { title: "Services", description: "AI agents and automation for growing US businesses." }

/** The head module as a build of the given kind has it (app/config/preview.ts). */
async function headsOf({ isPreviewBuild }: { isPreviewBuild: boolean }) {
  vi.resetModules()
  vi.doMock("~/config/preview", () => ({ isPreviewBuild }))
  return import("./seo")
}

afterEach(() => {
  vi.doUnmock("~/config/preview")
})

describe("a page's head", () => {
  it("in a preview asks search engines neither to index the page nor to follow its links", async () => {
    const { pageHead, unindexedPageHead } = await headsOf({ isPreviewBuild: true })
    expect(pageHead(meta, "/services").metaTags).toContainEqual({ name: "robots", content: "noindex, nofollow" })
    expect(unindexedPageHead(meta).metaTags).toEqual([{ name: "robots", content: "noindex, nofollow" }])
  })

  it("in any other build leaves a page to its canonical link, and only the 404 page unindexed", async () => {
    const { pageHead, unindexedPageHead } = await headsOf({ isPreviewBuild: false })
    const head = pageHead(meta, "/services")
    expect(head.canonical).toBe("https://www.kineticai.agency/services")
    expect(head.metaTags.filter((tag) => "name" in tag && tag.name === "robots")).toEqual([])
    expect(unindexedPageHead(meta).metaTags).toEqual([{ name: "robots", content: "noindex" }])
  })
})
