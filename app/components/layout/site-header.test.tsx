// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { SiteHeader } from "./site-header"

/** What this build is for, as app/config/preview.ts tells the header. */
const build = vi.hoisted(() => ({ isPreviewBuild: false }))
vi.mock("~/config/preview", () => ({
  get isPreviewBuild() {
    return build.isPreviewBuild
  },
}))

const previewName = "Preview build: sample content, not indexed"

describe("the header", () => {
  it("of a preview says Preview beside the brand, and what that means to screen readers and on hover", () => {
    build.isPreviewBuild = true
    render(<SiteHeader currentPath="/" />)
    const label = within(screen.getByRole("banner")).getByTitle(previewName)
    expect(label).toHaveTextContent(previewName)
    // On screen, the one word; the rest is for screen readers.
    expect(label.firstChild).toHaveProperty("textContent", "Preview")
    expect(label.lastChild).toHaveClass("sr-only")
  })

  it("of any other build says nothing of it", () => {
    build.isPreviewBuild = false
    render(<SiteHeader currentPath="/" />)
    expect(within(screen.getByRole("banner")).queryByText(/preview/i)).toBeNull()
  })
})
