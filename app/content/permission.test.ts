import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { parseEntry, splitFrontMatter } from "~/test/content-files"
import { specRoot } from "~/test/spec-content"
import { contentRegistry } from "./registry"
import { caseStudySchema, readJsonFile } from "./schemas"

/*
 * A testimonial or a client story that is not sample content is published as the client's own
 * words: the schema refuses it until the client's permission is recorded beside it (who gave it,
 * and the day), and names the file and the field that lack it. The entries changed here are the
 * sample ones the site shipped with (tests/fixtures/spec-content): the live ones may be the agency's own.
 */

const permission = { givenBy: "Dana Whitfield, Managing Partner", date: "2026-10-02" }

describe("a testimonial", () => {
  const file = contentRegistry.testimonials.file
  const { testimonials } = JSON.parse(readFileSync(path.join(specRoot, file), "utf8")) as {
    testimonials: Record<string, unknown>[]
  }
  const readWith = (first: Record<string, unknown>) =>
    readJsonFile(
      file,
      contentRegistry.testimonials.schema,
      JSON.stringify({ testimonials: [first, ...testimonials.slice(1)] }),
    )
  const [sample = {}] = testimonials

  it("that is not sample content is refused without the client's permission, naming the file and the field", () => {
    expect(() => readWith({ ...sample, sample: false })).toThrow(
      `${file} does not fit its schema:\n  testimonials.0.permission: is required for a testimonial that is not sample content`,
    )
    // Left out, `sample` is false: the agency's own testimonials are the default.
    const unmarked = Object.fromEntries(Object.entries(sample).filter(([key]) => key !== "sample"))
    expect(() => readWith(unmarked)).toThrow("testimonials.0.permission: is required")
  })

  it("is accepted with who gave the permission and the day", () => {
    const [first] = readWith({ ...sample, sample: false, permission }).checked.testimonials
    expect(first?.permission).toEqual({ givenBy: permission.givenBy, date: new Date("2026-10-02") })
  })

  it.each([
    ["without who gave it", { date: permission.date }, "testimonials.0.permission.givenBy: Required"],
    ["without a day", { givenBy: permission.givenBy }, "testimonials.0.permission.date: must be a date"],
    ["with a day that is not one", { ...permission, date: "last spring" }, "permission.date: must be a date"],
  ])("is refused with a permission %s", (_, given, message) => {
    expect(() => readWith({ ...sample, sample: false, permission: given })).toThrow(message)
  })

  it("needs none while it is sample content", () => {
    expect(() => readWith(sample)).not.toThrow()
  })

  it("counts a permission the editor wrote as null as not recorded", () => {
    expect(() => readWith({ ...sample, permission: null })).not.toThrow()
    expect(() => readWith({ ...sample, sample: false, permission: null })).toThrow(
      "testimonials.0.permission: is required",
    )
  })
})

describe("a client story", () => {
  const file = "app/content/case-studies/calloway-pierce-family-law.md"
  const written = splitFrontMatter(readFileSync(path.join(specRoot, file), "utf8")).data as Record<string, unknown>

  it("that is not sample content is refused without the client's permission, naming the file and the field", () => {
    expect(() => parseEntry(file, { ...written, sample: false }, caseStudySchema)).toThrow(
      `${file} does not fit its schema:\n  permission: is required for a client story that is not sample content`,
    )
  })

  it("is accepted with the permission, and needs none while it is sample content", () => {
    expect(parseEntry(file, { ...written, sample: false, permission }, caseStudySchema).permission?.givenBy).toBe(
      permission.givenBy,
    )
    expect(() => parseEntry(file, written, caseStudySchema)).not.toThrow()
  })
})
