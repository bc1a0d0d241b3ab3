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
const englishHome = { currentPath: "/", locale: "en", languageLinks: [{ href: "/es/", locale: "es" }] } as const

describe("the header", () => {
  it("of a preview says Preview beside the brand, and what that means to screen readers and on hover", () => {
    build.isPreviewBuild = true
    render(<SiteHeader {...englishHome} />)
    const label = within(screen.getByRole("banner")).getByTitle(previewName)
    expect(label).toHaveTextContent(previewName)
    // On screen, the one word; the rest is for screen readers.
    expect(label.firstChild).toHaveProperty("textContent", "Preview")
    expect(label.lastChild).toHaveClass("sr-only")
  })

  it("of any other build says nothing of it", () => {
    build.isPreviewBuild = false
    render(<SiteHeader {...englishHome} />)
    expect(within(screen.getByRole("banner")).queryByText(/preview/i)).toBeNull()
  })
})

describe("the language link", () => {
  it("leads to the page in the other language, named in that language, in the bar and the phone menu", () => {
    build.isPreviewBuild = false
    render(<SiteHeader currentPath="/es/services" locale="es" languageLinks={[{ href: "/services", locale: "en" }]} />)
    const links = screen.getAllByRole("link", { name: /^Idioma:\s*English$/, hidden: true })
    expect(links).toHaveLength(2)
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/services")
      expect(link).toHaveAttribute("hreflang", "en-US")
      expect(within(link).getByText("English")).toHaveAttribute("lang", "en-US")
    }
    expect(screen.getByRole("navigation", { name: "Principal" })).toHaveTextContent(/Inicio.*Servicios/)
  })
})
