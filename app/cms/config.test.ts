import { describe, expect, it } from "vitest"
import {
  blogPostSchema,
  caseStudySchema,
  faqSchema,
  faqsFileSchema,
  testimonialSchema,
  testimonialsFileSchema,
} from "~/content/schemas"
import { cmsConfig } from "./config"

/** The editor writes what the build reads: each collection's fields are its schema's keys. */
const config = cmsConfig({
  url: "https://www.example.com",
  cms: { repository: "acme/agency-site", branch: "main", authUrl: "https://auth.example.com" },
})

const fieldNames = (fields: readonly { name: string }[] | undefined) => (fields ?? []).map((field) => field.name).sort()
const keysOf = (shape: Record<string, unknown>) => Object.keys(shape).sort()
const folderCollection = (name: string) => {
  const collection = config.collections?.find((entry) => entry.name === name)
  if (!collection || !("folder" in collection)) throw new Error(`No folder collection ${name}`)
  return collection
}

describe("the content editor's configuration", () => {
  it("saves to the configured repository and branch, signing in through the configured helper", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "acme/agency-site",
      branch: "main",
      base_url: "https://auth.example.com",
    })
  })

  it("edits blog posts with exactly the fields their schema reads, plus the body", () => {
    const blog = folderCollection("blog")
    expect(blog.folder).toBe("app/content/blog")
    expect(fieldNames(blog.fields)).toEqual([...keysOf(blogPostSchema._def.schema.shape), "body"].sort())
  })

  it("edits client stories with exactly the fields their schema reads, plus the body", () => {
    const stories = folderCollection("caseStudies")
    expect(stories.folder).toBe("app/content/case-studies")
    expect(fieldNames(stories.fields)).toEqual([...keysOf(caseStudySchema.shape), "body"].sort())
  })

  it.each([
    ["testimonials", "app/content/testimonials.json", testimonialsFileSchema.shape, testimonialSchema.shape],
    ["faqs", "app/content/faqs.json", faqsFileSchema.shape, faqSchema.shape],
  ])("edits %s as a list of six with its schema's fields", (name, path, fileShape, itemShape) => {
    const site = config.collections?.find((entry) => entry.name === "site")
    const file = site && "files" in site ? site.files.find((entry) => entry.name === name) : undefined
    expect(file?.file).toBe(path)
    const [list] = file?.fields ?? []
    expect(list?.name).toBe(keysOf(fileShape)[0])
    expect(list && "min" in list ? [list.min, list.max] : []).toEqual([6, 6])
    expect(fieldNames(list && "fields" in list ? list.fields : [])).toEqual(keysOf(itemShape))
  })
})
