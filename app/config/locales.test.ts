import { describe, expect, it } from "vitest"
import { isLocaleHome, localeOfPath, localizePath, unlocalizedPath } from "./locales"
import { canonicalPath, paths } from "./paths"

describe("the languages' paths", () => {
  it("puts Spanish pages under /es and leaves English ones where they are", () => {
    expect(localizePath("/services", "es")).toBe("/es/services")
    expect(localizePath("/", "es")).toBe("/es")
    expect(localizePath("/#pricing", "es")).toBe("/es#pricing")
    expect(localizePath("/services#lead-generation", "es")).toBe("/es/services#lead-generation")
    expect(localizePath("/services", "en")).toBe("/services")
  })

  it("moves a path from one language to the other, both ways", () => {
    for (const path of ["/", "/services", "/blog/tags/roi", "/#faq"]) {
      expect(localizePath(localizePath(path, "es"), "en")).toBe(path)
      expect(unlocalizedPath(localizePath(path, "es"))).toBe(path)
    }
  })

  it("tells a path's language, without mistaking an English path that starts with the same letters", () => {
    expect(localeOfPath("/es")).toBe("es")
    expect(localeOfPath("/es/contact")).toBe("es")
    expect(localeOfPath("/es#faq")).toBe("es")
    expect(localeOfPath("/escalation-guide")).toBe("en")
    expect(localeOfPath("/")).toBe("en")
  })

  it("gives each home page one canonical form, and Markdown and image files of their own", () => {
    expect(isLocaleHome("/es")).toBe(true)
    expect(isLocaleHome("/es/")).toBe(true)
    expect(canonicalPath("/es/")).toBe("/es")
    expect(canonicalPath("/")).toBe("/")
    expect(paths.markdown("/es")).toBe("/es/index.md")
    expect(paths.ogImage("/es")).toBe("/og/es/home.png")
    expect(paths.ogImage("/es/services")).toBe("/og/es/services.png")
  })
})
