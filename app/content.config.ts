import { defineCollection } from "astro:content"
import { glob } from "astro/loaders"
import { blogPostSchema, caseStudySchema } from "./content/schemas"

/**
 * The content collections: Markdown files with front matter, checked against the schemas in
 * content/schemas.ts when the site is built. An entry's id is its file name without `.md`.
 */
export const collections = {
  blog: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/blog" }),
    schema: blogPostSchema,
  }),
  caseStudies: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/case-studies" }),
    schema: caseStudySchema,
  }),
}
